/**
 * The one storage interface the backend uses: plain Postgres SQL with numbered parameters.
 * Two drivers implement it — PGlite in-process (default) and a Postgres server (DATABASE_URL) —
 * so every query is written once and runs on both.
 */
export type SqlParam = string | number | boolean | null | Date | readonly (string | number)[];

export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /**
   * Like query, but the statement is planned once per connection under `name` and its plan
   * reused. For hot statements whose planning costs more than running them (the product
   * page's); `name` must always stand for the same `sql`.
   */
  queryPrepared<Row extends object>(name: string, sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /**
   * Like query, for a statement that recurs with the same values (a category's first page):
   * its plan, made for exactly these values, is kept while it stays among the recently used.
   * PGlite plans in WebAssembly, where planning a list costs as much as running it; a Postgres
   * server plans natively, so its driver simply runs the statement.
   */
  queryRecurring<Row extends object>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface HeldSession {
  query<Row extends object>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn inside one transaction; everything it queries through tx commits or rolls back together. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` after each NOTIFY on `channel`, which Postgres delivers only once the
   * notifying transaction commits, to every instance on the database. Resolves to `unlisten`.
   * Best effort: a lost connection ends the notifications (then `onLost` is called, once), so
   * callers also poll. PGlite's in-process connection is never lost.
   */
  listen(channel: string, onNotify: () => void, onLost?: () => void): Promise<() => Promise<void>>;
  /**
   * A database session of this process's own, kept until `close()`: other instances see it in
   * pg_stat_activity for exactly as long as this process lives, since a process that dies loses
   * its connections at once. The mail outbox takes it as proof that a sender is alive. On a
   * Postgres server a connection outside the pool (`onLost` when it ends by itself); PGlite's
   * one connection, which only this process ever has open, for as long as the database is.
   */
  holdSession(onLost: () => void): Promise<HeldSession>;
  /** PGlite only: the whole database as a gzipped tarball, to open copies from. */
  snapshot?: () => Promise<Blob | File>;
  readonly driver: 'pglite' | 'postgres';
}
