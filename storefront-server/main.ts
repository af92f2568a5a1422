/**
 * The storefront's production server: Next's request handler (the build in .next) inside a
 * plain Node HTTP server that adds what `next start` lacks under load:
 * - cached pages compressed once, not per request (compressed-answers.ts);
 * - the build's scripts and stylesheet served from copies compressed once, tightly (static-assets.ts);
 * - a steady rate of accepting new connections while every core is busy (turn-scheduler.ts);
 * - server-action refusals answered 4xx rather than Next's 500 (action-guard.ts);
 * - an end, for a restart, when its thread pool for files and pictures hangs (stall-watch.ts);
 * - the shopper's address for the backend's abuse limits (shopper-address.ts);
 * - with REDIS_URL, one page and data cache shared by every instance (shared-cache/), and
 *   `/health` saying which cache it serves from.
 * Everything else is Next's: routing, the proxy, the page cache, revalidation.
 *
 * Settings: STOREFRONT_HOST (default localhost, see docs/architecture.md "Listening address"),
 * STOREFRONT_PORT (default 3000), SITE_URL (the canonical origin, default http://127.0.0.1:{port}), TRUSTED_PROXIES (default loopback),
 * REDIS_URL (the shared cache; unset, each process keeps its own), STOREFRONT_STALL_SECONDS (how long
 * the file and image thread pool may get nothing done before the process ends for a restart,
 * default 60, 0: never; stall-watch.ts). Run it after `next build`: `npm run storefront`.
 */
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { guardServerActions } from './action-guard';
import { canonicalRedirect } from '../lib/routing/canonical-origin';
import { checkStoreVersion, describeStoreVersion } from '../lib/commerce/store-version';
import { CompressedBodies, compressAnswers } from './compressed-answers';
import { loadProductionEnvFiles } from './env-files';
import { keepRevalidationLogIn, readRevalidationLog, revalidationLogFile } from '../lib/commerce/revalidation-log';
import { replayRevalidations } from './replay-revalidations';
import { startSharedCache } from './shared-cache/handler';
import { cacheState } from './shared-cache/state';
import { markShopperAddress, parseTrustedProxies } from './shopper-address';
import { precompressStaticAssets, staticAssetHandler } from './static-assets';
import { turnScheduler } from './turn-scheduler';
import { watchForStalls } from './stall-watch';

/** Room for every cached page of a large catalogue in both encodings (about 15 KB each). */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Requests started per loop turn. Measured with 200 connections on /search, four runs each on
 * a shared machine: one per turn gave 660–830 requests/s, four 900–1250 (with every new
 * connection accepted within a second); without the limit, 850–1000 with some connections
 * accepted only after 4–10 s.
 */
const REQUESTS_PER_TURN = 4;
const STOP_TIMEOUT_MS = 10_000;

const root = path.resolve(import.meta.dirname, '..');
loadProductionEnvFiles(root);
const hostname = process.env.STOREFRONT_HOST || 'localhost';
const port = Number(process.env.STOREFRONT_PORT || 3000);
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
// The shop's canonical origin (SITE_URL; `npm start` sets it): printed, and where requests that
// came in under another loopback name are sent. Listening as "localhost" is an internal detail.
process.env.SITE_URL ||= `http://127.0.0.1:${port}`;
const canonicalOrigin = process.env.SITE_URL;

const reportFailure = (error: unknown) => console.error('[storefront] request failed', error);

async function main(): Promise<void> {
  // Read by next.config.ts: this server compresses, so Next must not compress again.
  process.env.VITRINE_STOREFRONT_SERVER = '1';
  if (process.env.REDIS_URL?.trim()) {
    // Read by next.config.ts: Next's cache handler, here and not in `next start` (a TypeScript
    // file, which this server's loader runs) nor in `next build` (whose pages seed it).
    process.env.VITRINE_CACHE_HANDLER = path.join(root, 'storefront-server', 'shared-cache', 'handler.ts');
    startSharedCache(path.join(root, '.next', 'server'));
  }
  // Revalidations received before a restart still count (lib/commerce/revalidation-log.ts).
  const revalidationLog = revalidationLogFile(root);
  replayRevalidations(readRevalidationLog(revalidationLog));
  keepRevalidationLogIn(revalidationLog);
  const app = next({ dev: false, dir: root, hostname, port });
  const handle = app.getRequestHandler();
  const staticDir = path.join(root, '.next', 'static');
  const [precompressed] = await Promise.all([precompressStaticAssets(staticDir), app.prepare()]);
  if (precompressed.written > 0) console.log(`[storefront] compressed ${precompressed.written} static assets for serving`);
  for (const { file, reason } of precompressed.failed) {
    console.error(`[storefront] ${file} is compressed per request: ${reason}`);
  }
  // Created after the copies exist: it lists the directory once.
  const serveStatic = staticAssetHandler(staticDir);

  const compress = compressAnswers(new CompressedBodies(COMPRESSED_CACHE_BYTES));
  const schedule = turnScheduler(REQUESTS_PER_TURN, reportFailure);
  const handleGuarded = guardServerActions((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // Next answers its own errors; this is only for one thrown past it.
      reportFailure(error);
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  const server = http.createServer((request, response) => {
    // For load balancers and operators, under any host name: up, and which cache it serves from.
    if (request.url === '/health' && request.method === 'GET') {
      const body = JSON.stringify({ status: 'ok', cache: cacheState() });
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    // One origin (lib/routing/canonical-origin.ts): localhost:3000 → 127.0.0.1:3000, same path.
    // Here, not in proxy.ts: Next writes 127.0.0.1 as "localhost" and would turn the proxy's
    // redirect into a relative one, which sends the browser back to the host it came from.
    const canonical = canonicalRedirect(request.headers.host ?? null, request.url ?? '/', canonicalOrigin);
    if (canonical) {
      response.writeHead(308, { Location: canonical, 'Cache-Control': 'no-store' }).end();
      return;
    }
    // Before anything else reads the request: the shopper's address, for the backend's limits.
    markShopperAddress(request, trustedProxies);
    // A precompressed copy carries its encoding, which the streaming compression leaves alone.
    schedule(() => compress(request, response, () => serveStatic(request, response, () => handleGuarded(request, response))));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`[storefront] ${signal}: stopping`);
    setTimeout(() => process.exit(code), STOP_TIMEOUT_MS).unref();
    server.close();
    server.closeIdleConnections();
    app.close().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stop('SIGINT', 130));
  process.on('SIGTERM', () => stop('SIGTERM', 143));

  // Before listening: a stall of the thread pool ends the process for a restart (stall-watch.ts).
  watchForStalls(staticDir, process.env.STOREFRONT_STALL_SECONDS);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  console.log(`[storefront] ready on ${process.env.SITE_URL} (listening on port ${port})`);
  // A real store's WPGraphQL may replace customers' passwords on updates: say so at start
  // (the embedded backend, started by `npm start`, has no such bug).
  if (process.env.VITRINE_EMBEDDED_BACKEND !== '1') {
    void checkStoreVersion().then((check) => console.log(`[storefront] ${describeStoreVersion(check)}`));
  }
}

main().catch((error: unknown) => {
  console.error('[storefront] could not start:', error);
  process.exit(1);
});
