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
 * 5. keeps both up (scripts/supervise.ts): a backend or storefront that crashes is started again
 *    after a doubling delay (0.5 s up to 15 s) while the other one keeps serving — the storefront
 *    its cached catalogue pages; one that keeps dying before it ever answered its health check is
 *    given up, and everything stops; a slow start is waited for, however long;
 * 6. forwards Ctrl-C / SIGTERM to both and stops everything, restarting nothing.
 * Settings come from the environment and, like Next reads them, from .env files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readMailConfig } from '../server/commerce/mail/config';
import { chooseStart } from './start-choice';
import { superviseProcess, typescriptServer, type Supervised, type SupervisedChild } from './supervise';
import { embeddedProviderChoice } from '../server/commerce/oauth/config';
import { freeShippingSettings } from '../server/commerce/pricing/shipping';
import { loadProductionEnvFiles } from '../storefront-server/env-files';
import { storefrontOrigin } from '../server/storefront-origin';
import { buildIsStale, buildSettingsDigest, forgetStoredAnswers, markBuilt } from './storefront-build';

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
// The first start seeds the shop and renders its images: minutes on a busy machine. A start
// that takes longer is waited for (it is not a failure), with a line now and then saying so.
const stillWaitingEveryMs = 60_000;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', backendHost]);
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const log = (message: string) => console.log(`[start] ${message}`);

/** One-off children (the build) and the supervised servers, stopped together. */
const children = new Set<ChildProcess>();
const servers = new Set<Supervised>();
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

/**
 * A server kept up by the supervisor: restarted after a crash; when it keeps failing before it
 * ever answered `isReady`, everything stops (the message says why). The supervised process is
 * the server itself (typescriptServer), so a `kill -9` of it frees its port for the restart.
 */
function supervise(
  name: string,
  entry: string,
  env: Record<string, string>,
  isReady: (child: SupervisedChild) => Promise<boolean>,
): Supervised {
  const server = superviseProcess({ name, ...typescriptServer(entry), cwd: root, env, onLog: log, isReady });
  servers.add(server);
  void server.gaveUp.then(() => {
    if (!stopping) void shutdown(1);
  });
  return server;
}

function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Stops every child (SIGTERM, then SIGKILL after 10 s), restarting none, and exits with `code`. Runs once. */
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  const killLater = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 10_000);
  await Promise.all([...running.map(exited), ...[...servers].map((server) => server.stop())]);
  clearTimeout(killLater);
  process.exit(code);
}

/**
 * A probe for the supervisor: `url` answers, `isReady(body)` with its JSON when given. A backend
 * names its pid in /health: an answer from another process (an old one still holding the port)
 * is not this child being ready.
 */
function answers(url: string, isReady?: (body: { status?: unknown; pid?: unknown }, child: SupervisedChild) => boolean) {
  return async (child: SupervisedChild): Promise<boolean> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (!isReady) {
        await response.body?.cancel();
        return true;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return false;
      }
      return isReady((await response.json()) as { status?: unknown; pid?: unknown }, child);
    } catch {
      return false; // not listening yet
    }
  };
}

/** /health said ok, from this child when it names a pid. */
const healthyChild = (body: { pid?: unknown }, child: SupervisedChild) => body.pid === undefined || body.pid === child.pid;

/**
 * Waits until the supervised server first answered ready, however long that takes (a crash
 * meanwhile is the supervisor's to restart); one it gave up on ends the wait (the supervisor
 * said why, and shutdown follows).
 */
async function waitFor(what: string, server: Supervised): Promise<void> {
  const startedAt = Date.now();
  const stillWaiting = setInterval(() => {
    log(`still waiting for the ${what} after ${Math.round((Date.now() - startedAt) / 1000)} s (its first start seeds the shop) …`);
  }, stillWaitingEveryMs);
  try {
    await Promise.race([server.firstReady, server.gaveUp]);
  } finally {
    clearInterval(stillWaiting);
  }
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
    ? supervise('backend', 'server/main.ts', {
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
      }, answers(`${backendOrigin}/health`, healthyChild))
    : null;
  if (backend) {
    log(`starting the embedded backend on ${backendOrigin} …`);
    log(demoSignIn.note);
  } else {
    log(`using the commerce backend at ${commerceUrl}`);
    log(choice.note);
  }
  // A real store has no change feed into the indexer: the engine runs alone and re-indexes.
  const searchOnly =
    choice.run === 'search-only'
      ? supervise(
          'search engine',
          'server/search-main.ts',
          { BACKEND_HOST: backendHost, BACKEND_PORT: String(backendPort), COMMERCE_GRAPHQL_URL: commerceUrl },
          answers(`${backendOrigin}/health`, healthyChild),
        )
      : null;
  if (searchOnly) {
    log(`starting the search engine on ${backendOrigin} …`);
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
    await waitFor('backend', backend);
    if (stopping) return;
    log('the backend is ready');
  }
  if (searchOnly) {
    await waitFor('search engine', searchOnly);
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
    forgetStoredAnswers();
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
  const storefront = supervise('storefront', 'storefront-server/main.ts', {
    ...storefrontEnv,
    // No need to ask our own backend which WPGraphQL bugs it has (lib/commerce/store-version.ts).
    ...(backend ? { VITRINE_EMBEDDED_BACKEND: '1' } : {}),
    STOREFRONT_HOST: 'localhost',
    STOREFRONT_PORT: String(storefrontPort),
  }, answers(`http://${storefrontHost}:${storefrontPort}`));
  await waitFor('storefront', storefront);
  if (stopping) return;

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
