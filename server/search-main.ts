/**
 * The search engine alone (`npm start` runs it when COMMERCE_GRAPHQL_URL points at a real
 * store): Algolia's API on BACKEND_HOST:BACKEND_PORT, indexed from COMMERCE_GRAPHQL_URL at start
 * and every SEARCH_REINDEX_MINUTES (default 10). Keys and index persist in DATA_DIR (PGlite) or
 * DATABASE_URL; the search-only key is written to DATA_DIR/search-credentials.json for the storefront.
 */
import path from 'node:path';
import { openDatabase } from './db';
import { reindexIntervalMs } from './search/indexer/periodic';
import { startSearchOnly } from './search/standalone';

const log = (line: string) => console.log(`[search] ${line}`);

async function main() {
  const graphqlUrl = process.env.COMMERCE_GRAPHQL_URL?.trim();
  if (!graphqlUrl) throw new Error('COMMERCE_GRAPHQL_URL is not set: the search engine indexes the store at that address');
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const intervalMs = reindexIntervalMs(process.env);
  const db = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') });
  const search = await startSearchOnly({
    db,
    host: process.env.BACKEND_HOST || '127.0.0.1',
    port: Number(process.env.BACKEND_PORT || 4000),
    graphqlUrl,
    credentialsFile: path.join(dataDir, 'search-credentials.json'),
    reindexIntervalMs: intervalMs,
    log,
  });
  const where = search.target.url ?? `Algolia application ${search.target.appId}`;
  log(`search engine at ${search.url}, indexing ${graphqlUrl} into ${where}`);
  log(intervalMs > 0 ? `re-indexing every ${intervalMs / 60_000} min (SEARCH_REINDEX_MINUTES)` : 're-indexing is off (SEARCH_REINDEX_MINUTES=0)');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    await search.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[search] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
