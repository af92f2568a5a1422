/**
 * `npm start`: the whole shop with one command.
 * 1. starts the embedded commerce backend (it seeds itself on first run), unless
 *    COMMERCE_GRAPHQL_URL points the storefront at a different backend (a real WooCommerce):
 *    then only the search engine, indexed from that store (scripts/start-choice.ts);
 * 2. waits for the backend's /health (about a minute on the first run, which seeds the shop);
 * 3. builds the storefront when there is no build, a source file is newer than it, or the
 *    settings baked into it changed: the build prerenders the catalogue pages in every locale
 *    from the backend (docs/architecture.md, "Rendering and caching");
 * 4. runs the storefront's server (storefront-server/main.ts: Next's handler, plus compression
 *    that keeps cached pages compressed);
 * 5. forwards Ctrl-C / SIGTERM to both, and stops everything when either one exits.
 * Settings come from the environment and, like Next reads them, from .env files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readMailConfig } from '../server/commerce/mail/config';
import { chooseStart } from './start-choice';
import { embeddedProviderChoice } from '../server/commerce/oauth/config';
import { freeShippingSettings } from '../server/commerce/pricing/shipping';
import { loadProductionEnvFiles } from '../storefront-server/env-files';
import { storefrontOrigin } from '../server/storefront-origin';
import { buildIsStale, buildSettingsDigest, markBuilt } from './storefront-build';

const root = path.resolve(import.meta.dirname, '..');

loadProductionEnvFiles(root);

const storefrontHost = '127.0.0.1';
const storefrontPort = Number(process.env.STOREFRONT_PORT || 3000);
/**
 * The shop's one canonical origin (server/storefront-origin.ts): printed below, and the origin of
 * every link the backend writes (mail, OpenID redirect URIs) and of the storefront's own
 * (SITE_URL: canonical URLs, the sitemap); the storefront redirects localhost to it.
 */
const canonicalOrigin =
  process.env.STOREFRONT_URL?.trim() || process.env.SITE_URL?.trim() ? storefrontOrigin(process.env) : `http://${storefrontHost}:${storefrontPort}`;
const backendHost = process.env.BACKEND_HOST || '127.0.0.1';
const backendPort = Number(process.env.BACKEND_PORT || 4000);
const backendOrigin = `http://${backendHost}:${backendPort}`;
const commerceUrl = process.env.COMMERCE_GRAPHQL_URL?.trim() || `${backendOrigin}/graphql`;
// Generous: the first start seeds the shop and renders its images.
const readyTimeoutMs = 5 * 60_000;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', backendHost]);
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const log = (message: string) => console.log(`[start] ${message}`);

const children = new Set<ChildProcess>();
let stopping = false;

/** True when the storefront's GraphQL URL is the embedded backend this script would start. */
function isEmbeddedBackend(url: string): boolean {
  const { hostname, port, protocol } = new URL(url);
  return protocol === 'http:' && LOCAL_HOSTS.has(hostname) && Number(port || 80) === backendPort;
}

// Binaries straight from node_modules/.bin: npx would not pass our signals on to them.
function run(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(bin(command), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Stops every child (SIGTERM, then SIGKILL after 10 s) and exits with `code`. Runs once. */
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  const killLater = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 10_000);
  await Promise.all(running.map(exited));
  clearTimeout(killLater);
  process.exit(code);
}

/** When a long-running child stops by itself, everything stops. */
function stopWith(child: ChildProcess, name: string): void {
  void exited(child).then((code) => {
    if (stopping) return;
    log(`the ${name} stopped (exit code ${code}); stopping`);
    // Neither should ever end by itself, so even a clean exit is reported as a failure.
    void shutdown(code === 0 ? 1 : code);
  });
}

/** Polls `url` until `isReady(response)`, failing early if `child` exits meanwhile. */
async function waitFor(url: string, child: ChildProcess, isReady: (response: Response) => boolean): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (isReady(response)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url} within ${readyTimeoutMs / 1000} s`);
}

/**
 * The storefront searches the embedded engine with its search-only key, which the backend
 * writes to DATA_DIR when it starts. Only that key is passed on — never the admin key — and
 * a configured Algolia application wins.
 */
function embeddedSearchEnv(): Record<string, string> {
  if (process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_KEY) return {};
  const file = path.resolve(root, process.env.DATA_DIR || 'data', 'search-credentials.json');
  if (!existsSync(file)) {
    // The backend writes it before /health says ok, so this is a backend that failed to.
    log(`no search key in ${file}: the shop runs without search`);
    return {};
  }
  const { appId, searchKey } = JSON.parse(readFileSync(file, 'utf8')) as { appId: string; searchKey: string };
  return { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: searchKey, ALGOLIA_HOST_URL: backendOrigin };
}

/** The origins the storefront's pages are served from: the canonical one, its loopback addresses, and SITE_URL's. */
function storefrontOrigins(): string[] {
  // localhost too: its pages are redirected to the canonical origin, but a page still open there may call.
  const origins = [new URL(canonicalOrigin).origin, `http://${storefrontHost}:${storefrontPort}`, `http://localhost:${storefrontPort}`];
  const siteUrl = process.env.SITE_URL?.trim();
  if (siteUrl && URL.canParse(siteUrl)) origins.push(new URL(siteUrl).origin);
  return [...new Set(origins)];
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));

  // The backend tells the storefront which pages a product change made stale, signing each
  // request; without a configured secret, this run makes one up for both.
  const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex');
  // The caught mail (password-reset links) opens only with this secret; without a configured
  // one, this run makes one up and prints the address that opens the mailbox with it.
  const mailboxSecret = process.env.MAILBOX_SECRET || randomBytes(24).toString('base64url');
  const mailboxIsCaught = readMailConfig(process.env).catcherEnabled;
  const demoSignIn = embeddedProviderChoice(process.env);
  // The storefront signs each shopper's address for the backend's abuse limits (docs/security.md).
  const clientAddressSecret = process.env.CLIENT_ADDRESS_SECRET || randomBytes(32).toString('hex');
  const choice = chooseStart(isEmbeddedBackend(commerceUrl), process.env);
  const backend = choice.run === 'embedded-backend'
    ? run('tsx', ['server/main.ts'], {
        BACKEND_HOST: backendHost,
        BACKEND_PORT: String(backendPort),
        REVALIDATE_SECRET: revalidateSecret,
        MAILBOX_SECRET: mailboxSecret,
        CLIENT_ADDRESS_SECRET: clientAddressSecret,
        STOREFRONT_REVALIDATE_URL:
          process.env.STOREFRONT_REVALIDATE_URL || `http://${storefrontHost}:${storefrontPort}/api/revalidate`,
        // Browsers may call /graphql from the storefront's pages only (CORS).
        CORS_ORIGINS: process.env.CORS_ORIGINS || storefrontOrigins().join(','),
        // Third-party sign-in works offline: the backend's own demo OpenID provider, unless a
        // generic OAuth2 client is configured in its place or NODE_ENV=production (then only
        // OIDC_EMBEDDED=1 starts it); it sends browsers back to this storefront.
        OIDC_EMBEDDED: demoSignIn.value,
        STOREFRONT_URL: canonicalOrigin,
      })
    : null;
  if (backend) {
    log(`starting the embedded backend on ${backendOrigin} …`);
    log(demoSignIn.note);
    stopWith(backend, 'backend');
  } else {
    log(`using the commerce backend at ${commerceUrl}`);
    log(choice.note);
  }
  // A real store has no change feed into the indexer: the engine runs alone and re-indexes.
  const searchOnly =
    choice.run === 'search-only'
      ? run('tsx', ['server/search-main.ts'], { BACKEND_HOST: backendHost, BACKEND_PORT: String(backendPort), COMMERCE_GRAPHQL_URL: commerceUrl })
      : null;
  if (searchOnly) {
    log(`starting the search engine on ${backendOrigin} …`);
    stopWith(searchOnly, 'search engine');
  }

  // next.config.ts derives the allowed image origin from these, so build and start with them.
  // Signs the storefront's own cookies (an order's confirmation); a made-up one lasts this run.
  const cookieSecret = process.env.STOREFRONT_COOKIE_SECRET || randomBytes(32).toString('hex');
  const storefrontEnv: Record<string, string> = {
    COMMERCE_GRAPHQL_URL: commerceUrl,
    REVALIDATE_SECRET: revalidateSecret,
    STOREFRONT_COOKIE_SECRET: cookieSecret,
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
    // Canonical URLs, the sitemap and the redirect of localhost (proxy.ts) use the one origin.
    SITE_URL: process.env.SITE_URL?.trim() || canonicalOrigin,
  };
  // "Noch X € bis zum kostenlosen Versand": the embedded backend's own rule, unless set (lib/config/free-shipping.ts).
  if (backend && !process.env.FREE_SHIPPING_MIN_AMOUNT && !process.env.FREE_SHIPPING_ZONE_RATES) {
    const freeShipping = freeShippingSettings();
    storefrontEnv.FREE_SHIPPING_MIN_AMOUNT = freeShipping.minimumAmount;
    storefrontEnv.FREE_SHIPPING_ZONE_RATES = freeShipping.zoneRateIds.join(',');
  }
  // The contact form and the newsletter talk to the embedded backend's forms API (lib/forms/endpoint.ts);
  // a real WooCommerce has none unless SHOP_FORMS_URL names one, and the forms then say they are unavailable.
  if (backend && !process.env.SHOP_FORMS_URL) storefrontEnv.SHOP_FORMS_URL = `${backendOrigin}/wp-json/vitrine/v1`;
  const publicBackendUrl = process.env.BACKEND_PUBLIC_URL; // the origin the backend writes into image URLs
  if (backend && publicBackendUrl && !process.env.COMMERCE_MEDIA_URL) storefrontEnv.COMMERCE_MEDIA_URL = publicBackendUrl;

  // The build prerenders pages from the backend, so it waits for it. A build against a backend
  // that is down still succeeds: pages that could not load keep only briefly (lib/commerce/query.ts).
  if (backend) {
    await waitFor(`${backendOrigin}/health`, backend, (response) => response.ok);
    if (stopping) return;
    log('the backend is ready');
  }
  if (searchOnly) {
    await waitFor(`${backendOrigin}/health`, searchOnly, (response) => response.ok);
    if (stopping) return;
    log('the search engine is ready (the first index from the store fills in the background)');
  }

  // The search-only key (written by the backend when it starts) is rendered into the cached
  // /search page, so the build needs it too.
  const embeddedEngine = backend ?? (choice.run === 'search-only' && choice.searchTarget === 'embedded' ? searchOnly : null);
  if (embeddedEngine) Object.assign(storefrontEnv, embeddedSearchEnv());
  const settingsDigest = buildSettingsDigest({ ...process.env, ...storefrontEnv });
  if (buildIsStale(settingsDigest)) {
    log('building the storefront …');
    const buildCode = await exited(run('next', ['build'], storefrontEnv));
    if (buildCode !== 0) {
      if (!stopping) log('the storefront build failed');
      return shutdown(buildCode);
    }
    markBuilt(settingsDigest);
  }
  if (stopping) return;

  // Listens as "localhost" (127.0.0.1 here), not "127.0.0.1": Next writes loopback addresses
  // in proxy rewrites as "localhost" but its router keeps the address it was given, so under
  // 127.0.0.1 every rewrite of proxy.ts would look external and be proxied over the network
  // back into itself.
  const storefront = run('tsx', ['storefront-server/main.ts'], {
    ...storefrontEnv,
    // No need to ask our own backend which WPGraphQL bugs it has (lib/commerce/store-version.ts).
    ...(backend ? { VITRINE_EMBEDDED_BACKEND: '1' } : {}),
    STOREFRONT_HOST: 'localhost',
    STOREFRONT_PORT: String(storefrontPort),
  });
  stopWith(storefront, 'storefront');
  await waitFor(`http://${storefrontHost}:${storefrontPort}`, storefront, () => true);

  log(`storefront: ${canonicalOrigin}`);
  log(`backend:    ${commerceUrl}`);
  if (backend && mailboxIsCaught) {
    log(
      process.env.MAILBOX_SECRET
        ? `mailbox:    ${backendOrigin}/mailbox (open it with your MAILBOX_SECRET)`
        : `mailbox:    ${backendOrigin}/mailbox?secret=${encodeURIComponent(mailboxSecret)}`,
    );
  }
}

main().catch((error: unknown) => {
  if (stopping) return;
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
