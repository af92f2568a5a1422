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

/** SQLSTATE invalid_sql_statement_name: EXECUTE of a statement this session does not know. */
const UNKNOWN_STATEMENT = '26000';

export function wrapPglite(pg: PGlite): Database {
  // Statements PREPAREd on the one connection; they live as long as the session.
  const prepared = new Set<string>();
  const asQueryable = (conn: Pick<PGlite, 'query'>): Queryable => {
    const query = async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await conn.query<Row>(sql, params as unknown[])).rows;
    return {
      query,
      // PGlite's query() always plans anew (unnamed statements), so plans are kept with SQL
      // PREPARE; EXECUTE takes no bound parameters, hence the quoted literals.
      async queryPrepared<Row extends object>(name: string, sql: string, params: readonly SqlParam[] = []) {
        const execute = `EXECUTE ${name}${params.length ? `(${params.map(sqlLiteral).join(', ')})` : ''}`;
        const prepare = async () => {
          await query(`PREPARE ${name} AS ${sql}`);
          prepared.add(name);
        };
        if (!prepared.has(name)) await prepare();
        try {
          return await query<Row>(execute);
        } catch (error) {
          if ((error as { code?: string }).code !== UNKNOWN_STATEMENT) throw error;
          await prepare();
          return query<Row>(execute);
        }
      },
    };
  };
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

/**
 * A parameter as an SQL literal. Strings are single-quoted with quotes doubled, which is all
 * quoting needs with standard_conforming_strings (on by default since Postgres 9.1).
 */
export function sqlLiteral(value: SqlParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return quote(String(value));
}

const quote = (text: string) => {
  // Postgres text cannot hold NUL; a bound parameter would be refused the same way.
  if (text.includes('\u0000')) throw new TypeError('text contains a NUL character');
  return `'${text.replace(/'/g, "''")}'`;
};
