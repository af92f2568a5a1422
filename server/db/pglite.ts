import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './database';

/**
 * PGlite is a single connection: it queues statements itself, and a transaction holds the
 * connection until it ends, so callers never interleave inside one.
 */
export async function openPglite(options: { dataDir?: string; snapshot?: Blob }): Promise<Database> {
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    // A snapshot from dumpDataDir() opens in well under a second; tests start from one.
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database {
  const asQueryable = (conn: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await conn.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    driver: 'pglite',
    ...asQueryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    snapshot: () => pg.dumpDataDir('gzip'),
  };
}
