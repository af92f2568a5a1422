import type { ChildProcess } from 'node:child_process';
import { BENCH_CLIENT_ADDRESS_SECRET } from './client-address';
import { run, startService, stopService, waitUntilIdle } from './process';

/**
 * The embedded backend as the commerce benches run it: over PGlite in `dataDir`, optionally
 * re-seeded first with a synthetic catalogue of `syntheticProducts`.
 */
export interface CatalogueBackendOptions {
  dataDir: string;
  port: number;
  syntheticProducts?: number;
}

function startBackend(dataDir: string, port: number): Promise<ChildProcess> {
  // node --import tsx runs the server in this one process, so its pid is the server's.
  return startService(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    { DATA_DIR: dataDir, BACKEND_PORT: String(port), DATABASE_URL: '', CLIENT_ADDRESS_SECRET: BENCH_CLIENT_ADDRESS_SECRET },
    `http://127.0.0.1:${port}/health`,
  );
}

/** Empties `dataDir`'s catalogue and seeds `products` synthetic ones, then builds their search index once. */
export async function seedSyntheticCatalogue(dataDir: string, port: number, products: number): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--products', String(products), '--reset'], { DATA_DIR: dataDir });
  // A fresh catalogue has no search index yet: the first start builds it. Benches measure a
  // backend started the everyday way instead, over a database and index that exist, not one
  // still collecting the garbage of a 10 000-record index build.
  const first = await startBackend(dataDir, port);
  await waitUntilIdle(`http://127.0.0.1:${port}`).finally(() => stopService(first));
}

/** Starts the backend over an existing database and resolves once it reports no background work. */
export async function startIdleBackend(dataDir: string, port: number): Promise<ChildProcess> {
  const server = await startBackend(dataDir, port);
  try {
    await waitUntilIdle(`http://127.0.0.1:${port}`);
    return server;
  } catch (error) {
    await stopService(server);
    throw error;
  }
}

/** Seeds when asked to, then starts the backend idle: what every catalogue-sized bench needs first. */
export async function startCatalogueBackend({ dataDir, port, syntheticProducts }: CatalogueBackendOptions): Promise<ChildProcess> {
  if (syntheticProducts) await seedSyntheticCatalogue(dataDir, port, syntheticProducts);
  return startIdleBackend(dataDir, port);
}
