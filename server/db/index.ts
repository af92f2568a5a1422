import { mkdir } from 'node:fs/promises';
import type { Database } from './database';
import { migrate } from './migrate';

export type { Database, Queryable, SqlParam } from './database';

export interface StorageConfig {
  /** A Postgres server; when absent the backend runs PGlite in-process. */
  databaseUrl?: string;
  /** PGlite's data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from a snapshot taken with Database.snapshot(). */
  snapshot?: Blob;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: StorageConfig): Promise<Database> {
  let db: Database;
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    db = await openPostgres(config.databaseUrl);
  } else {
    if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
    const { openPglite } = await import('./pglite');
    db = await openPglite({ dataDir: config.dataDir, snapshot: config.snapshot });
  }
  await migrate(db);
  return db;
}
