import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';

// Postgres returns bigint (count(*)) and numeric as strings by default; the catalogue's
// numbers all fit in a double, so parse them once here instead of at every call site.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that ends (a Postgres restart, a terminated backend) is dropped from the
  // pool, which opens a new one when next needed; unheard, the pool's 'error' would end the process.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1'); // fail fast on a wrong URL instead of at the first request
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    queryRecurring: (sql, params) => asQueryable(client).query(sql, params),
    // node-postgres prepares a named statement on each connection the first time it meets it.
    async queryPrepared<Row extends object>(name: string, sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query<Row>({ name, text: sql, values: params as unknown[] });
      return result.rows;
    },
  });
  return {
    driver: 'postgres',
    ...asQueryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection lost mid-transaction fails the statement running on it; its 'error' event
      // besides would end the process if nobody listened.
      const ignore = () => undefined;
      client.on('error', ignore);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((lost: unknown) => {
          broken = lost instanceof Error ? lost : new Error(String(lost));
        });
        throw error;
      } finally {
        client.off('error', ignore);
        client.release(broken); // a broken connection is closed rather than pooled again
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    // LISTEN needs a connection of its own, outside the pool, for as long as it listens.
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString });
      let listening = false;
      client.on('error', () => undefined); // a dropped connection only ends the notifications
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      client.on('end', () => {
        if (listening) onLost?.();
        listening = false;
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      listening = true;
      return async () => {
        listening = false;
        await client.end().catch(() => undefined);
      };
    },
    async holdSession(onLost) {
      const client = new pg.Client({ connectionString });
      let closing = false;
      client.on('error', () => undefined); // reported through 'end'
      client.on('end', () => closing || onLost());
      await client.connect();
      return {
        async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
          return (await client.query<Row>(sql, params as unknown[])).rows;
        },
        async close() {
          closing = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}
