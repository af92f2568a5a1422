import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Database, SqlParam } from './database';

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
/** SQLSTATE duplicate_prepared_statement: a name always stands for the same SQL, so it is ready. */
const ALREADY_PREPARED = '42P05';
/** How many recurring statements keep their plans; each holds a plan in PGlite's memory. */
export const RECURRING_PLANS = 200;

type Run = <Row extends object>(sql: string, params?: readonly SqlParam[]) => Promise<Row[]>;
const sqlState = (error: unknown) => (error as { code?: string }).code;

export function wrapPglite(pg: PGlite): Database {
  const runOn =
    (conn: Pick<PGlite, 'query'>): Run =>
    async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await conn.query<Row>(sql, params as unknown[])).rows;
  const query = runOn(pg);
  const statements = new PreparedStatements(RECURRING_PLANS);
  const prepare = (name: string, sql: string) => async () => {
    await query(`PREPARE ${name} AS ${sql}`).catch((error: unknown) => {
      if (sqlState(error) !== ALREADY_PREPARED) throw error;
    });
  };
  // Best effort: a DEALLOCATE that fails leaves one plan behind, nothing worse.
  const deallocate = (name: string) => void query(`DEALLOCATE ${name}`).catch(() => undefined);

  // PGlite's query() always plans anew (unnamed statements), so plans are kept with SQL
  // PREPARE; EXECUTE takes no bound parameters, hence the quoted literals.
  const execute = async <Row extends object>(name: string, sql: string, args: readonly SqlParam[]) => {
    const run = () => query<Row>(`EXECUTE ${name}${args.length ? `(${args.map(sqlLiteral).join(', ')})` : ''}`);
    const ready = statements.ensure(name, prepare(name, sql), deallocate);
    await ready;
    try {
      return await run();
    } catch (error) {
      if (sqlState(error) !== UNKNOWN_STATEMENT) throw error;
      // Evicted between its PREPARE and this EXECUTE: prepare it again, once.
      statements.forget(name, ready);
      await statements.ensure(name, prepare(name, sql), deallocate);
      return run();
    }
  };

  return {
    driver: 'pglite',
    query,
    queryPrepared: (name, sql, params = []) => execute(name, sql, params),
    // The values are written into the statement, so its plan is the one made for them (a
    // generic plan for `term_ids && $1` would guess the category's size).
    queryRecurring(sql, params = []) {
      const literal = inlineParams(sql, params);
      return execute(`recurring_${createHash('sha1').update(literal).digest('hex').slice(0, 20)}`, literal, []);
    },
    // Inside a transaction statements run as they are: a PREPARE queued outside it would wait
    // for the transaction to end, and a failed EXECUTE would abort it.
    transaction: (fn) =>
      pg.transaction((tx) => {
        const txQuery = runOn(tx);
        return fn({ query: txQuery, queryPrepared: (_name, sql, params) => txQuery(sql, params), queryRecurring: txQuery });
      }),
    async exec(sql) {
      await pg.exec(sql);
    },
    listen: (channel, onNotify) => pg.listen(channel, () => onNotify()),
    // Only this process has the database open, and its one session ends with it.
    holdSession: async () => ({ query, close: async () => {} }),
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

  ensure(name: string, prepare: () => Promise<void>, evict: (name: string) => void): Promise<void> {
    const known = this.ready.get(name);
    if (known) {
      this.ready.delete(name);
      this.ready.set(name, known);
      return known;
    }
    const preparing: Promise<void> = prepare().catch((error: unknown) => {
      this.forget(name, preparing);
      throw error;
    });
    this.ready.set(name, preparing);
    if (this.ready.size > this.limit) {
      const oldest = this.ready.keys().next().value as string;
      this.ready.delete(oldest);
      evict(oldest);
    }
    return preparing;
  }

  /** Forgets `name` unless someone has prepared it anew since `seen`. */
  forget(name: string, seen: Promise<void>): void {
    if (this.ready.get(name) === seen) this.ready.delete(name);
  }
}

/**
 * `sql` with each `$n` replaced by the literal of params[n - 1]. Placeholders only: the SQL
 * handed in must not hold `$n` inside its own quoted text (the catalogue's SQL never does).
 */
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
    // Parenthesised, so `x-$1` with a negative value cannot become an SQL comment (`x--1`).
    return value < 0 ? `(${value})` : String(value);
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
