/**
 * The search engine alone, for the search benchmark: over PGlite in SEARCH_BENCH_DATA_DIR (or in
 * memory only without it), on
 * SEARCH_BENCH_PORT, with fixed benchmark keys. It listens (and /health answers) only once every
 * stored index is loaded, so the time to ready is the engine's start-up time; /memory reports
 * process.memoryUsage() after a garbage collection.
 */
import { createServer } from 'node:http';
import { openDatabase } from '../../server/db';
import { createSearchService } from '../../server/search';

export const BENCH_CREDENTIALS = { appId: 'BENCH', adminKey: 'bench-admin-key', searchKey: 'bench-search-key' };

async function main() {
  // Without a data folder the engine keeps nothing: its memory can be measured without PGlite's.
  const dataDir = process.env.SEARCH_BENCH_DATA_DIR;
  const db = dataDir ? await openDatabase({ dataDir }) : undefined;
  const service = await createSearchService({ db, credentials: BENCH_CREDENTIALS });
  const server = createServer((request, response) => {
    if (request.url === '/health') return void response.writeHead(200).end('ok');
    if (request.url === '/memory') {
      // Run with --expose-gc: a collection first, so the heap holds what the engine keeps.
      (globalThis as { gc?: () => void }).gc?.();
      return void response.writeHead(200).end(JSON.stringify(process.memoryUsage()));
    }
    void service.handle(request, response);
  });
  server.listen(Number(process.env.SEARCH_BENCH_PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    void service.close().then(() => db?.close()).then(() => process.exit(0));
  });
}

if (process.env.SEARCH_BENCH_PORT) void main();
