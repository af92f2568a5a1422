/**
 * The search engine without the commerce server, for a storefront on a real WooCommerce store
 * (`npm start` with COMMERCE_GRAPHQL_URL, server/search-main.ts): Algolia's API on `/1/…` and
 * `/health`, its index built from the store's GraphQL at start and rebuilt every interval, since
 * a real store has no change feed into the indexer. With a real Algolia application configured
 * (ALGOLIA_APP_ID + ALGOLIA_ADMIN_KEY) the same loop fills that application instead, and the
 * embedded engine only answers /health.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../db';
import { createSearchService, type SearchService } from './index';
import { indexAllProducts } from './indexer/run';
import { buildIndexAtStartUp } from './indexer/start-up';
import { startPeriodicReindex, type PeriodicReindex } from './indexer/periodic';
import { searchClient, searchTargetFromEnv, writeCredentialsFile, type SearchTarget } from './indexer/target';

export interface SearchOnly {
  /** The engine's origin, e.g. http://127.0.0.1:4000. */
  url: string;
  service: SearchService;
  target: SearchTarget;
  /** True once the first index from the store is built (/health says "idle" from then on). */
  indexed(): boolean;
  /** Periodic re-index rounds finished so far (they start once the first index is built). */
  reindexRounds(): number;
  close(): Promise<void>;
}

export interface SearchOnlyOptions {
  db: Database;
  host: string;
  port: number;
  /** The store's GraphQL endpoint the catalogue is read from. */
  graphqlUrl: string;
  /** Where the storefront (`npm start`) and `npm run index` find the keys; none in tests. */
  credentialsFile?: string;
  /** 0 turns the periodic re-index off. */
  reindexIntervalMs: number;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export async function startSearchOnly(options: SearchOnlyOptions): Promise<SearchOnly> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const service = await createSearchService({ db: options.db, env, log });
  let firstIndexDone = false;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/1/')) {
      void service.handle(request, response);
      return;
    }
    if (path === '/health') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ status: 'ok', background: firstIndexDone ? 'idle' : 'busy' }));
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not found', status: 404 }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host}:${port}`;
  if (options.credentialsFile) await writeCredentialsFile(options.credentialsFile, service.credentials);
  const target = searchTargetFromEnv(env, { url, credentials: service.credentials });
  const client = searchClient(target);
  const indexer = { client, indexName: target.indexName, graphqlUrl: options.graphqlUrl, log: (line: string) => log(`search: ${line}`) };
  const where = target.url ?? `Algolia application ${target.appId}`;

  let stopping = false;
  let reindex: PeriodicReindex | null = null;
  // The store's catalogue may have changed since the last run: always a full build at start.
  const first = buildIndexAtStartUp({
    build: async () => {
      await indexAllProducts(indexer);
      return true;
    },
    target: where,
    log,
    stopped: () => stopping,
  }).then(() => {
    firstIndexDone = true;
    // Only after the first build, so two builds never run at once.
    if (!stopping) reindex = startPeriodicReindex({ intervalMs: options.reindexIntervalMs, reindex: () => indexAllProducts(indexer), log: indexer.log });
  });

  return {
    url,
    service,
    target,
    indexed: () => firstIndexDone,
    reindexRounds: () => reindex?.rounds() ?? 0,
    async close() {
      stopping = true;
      await reindex?.stop();
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 100))]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
    },
  };
}
