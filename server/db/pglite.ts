import { createHash } from 'node:crypto';
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
/** How many recurring statements keep their plans; each holds a plan in PGlite's memory. */
export const RECURRING_PLANS = 200;

export function wrapPglite(pg: PGlite): Database {
  const statements = new PreparedStatements(RECURRING_PLANS);
  const asQueryable = (conn: Pick<PGlite, 'query'>): Queryable => {
    const query = async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await conn.query<Row>(sql, params as unknown[])).rows;
    // PGlite's query() always plans anew (unnamed statements), so plans are kept with SQL
    // PREPARE; EXECUTE takes no bound parameters, hence the quoted literals.
    const execute = async <Row extends object>(name: string, sql: string, args: readonly SqlParam[]) => {
      const run = () => query<Row>(`EXECUTE ${name}${args.length ? `(${args.map(sqlLiteral).join(', ')})` : ''}`);
      const prepare = async () => {
        await query(`PREPARE ${name} AS ${sql}`);
      };
      const deallocate = async (evicted: string) => {
        // One whose PREPARE failed was never there to drop.
        await query(`DEALLOCATE ${evicted}`).catch((error: { code?: string }) => {
          if (error.code !== UNKNOWN_STATEMENT) throw error;
        });
      };
      await statements.ensure(name, prepare, deallocate);
      try {
        return await run();
      } catch (error) {
        if ((error as { code?: string }).code !== UNKNOWN_STATEMENT) throw error;
        statements.forget(name);
        await statements.ensure(name, prepare, deallocate);
        return run();
      }
    };
    return {
      query,
      queryPrepared: (name, sql, params = []) => execute(name, sql, params),
      // The values are written into the statement, so its plan is the one made for them (a
      // generic plan for `term_ids && $1` would guess the category's size).
      queryRecurring(sql, params = []) {
        const literal = inlineParams(sql, params);
        return execute(`recurring_${createHash('sha1').update(literal).digest('hex').slice(0, 20)}`, literal, []);
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
 * The statements this session has PREPAREd (or is preparing), least recently used first. Named
 * hot statements (queryPrepared) are few; recurring ones are bounded by evicting the oldest.
 * Concurrent requests for one statement share its preparation.
 */
class PreparedStatements {
  private readonly ready = new Map<string, Promise<void>>();

  constructor(private readonly limit: number) {}

  async ensure(name: string, prepare: () => Promise<void>, deallocate: (name: string) => Promise<void>): Promise<void> {
    const known = this.ready.get(name);
    if (known) {
      this.ready.delete(name);
      this.ready.set(name, known);
      return known;
    }
    const preparing = prepare().catch((error: unknown) => {
      this.ready.delete(name);
      throw error;
    });
    this.ready.set(name, preparing);
    if (this.ready.size > this.limit) {
      const oldest = this.ready.keys().next().value as string;
      this.ready.delete(oldest);
      await deallocate(oldest);
    }
    return preparing;
  }

  forget(name: string): void {
    this.ready.delete(name);
  }
}

/** `sql` with each `$n` replaced by the literal of params[n - 1]. */
export function inlineParams(sql: string, params: readonly SqlParam[]): string {
  return sql.replace(/\$(\d+)/g, (placeholder, index: string) => {
    const value = params[Number(index) - 1];
    if (value === undefined) throw new RangeError(`no value for ${placeholder}`);
    return sqlLiteral(value);
  });
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
