import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '@/server/db';

/**
 * An empty database for one test file: in-memory PGlite, or with DATABASE_URL a schema of its
 * own on that Postgres server (dropped on close), so the backend tests' reset of `public`
 * cannot pull tables away from under these tests when both run at once.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  const schema = `mail_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const { default: pg } = await import('pg');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: scoped.toString() });
  return {
    ...db,
    /** The schema's connection string, for another process on the same database. */
    url: scoped.toString(),
    async close() {
      await db.close();
      await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** Polls `check` until it returns a value other than undefined/false. */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface OutboxRow {
  id: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  message_id: string;
}

export const outboxRows = (db: Database) =>
  db.query<OutboxRow>('SELECT id::text AS id, status, attempts, last_error, message_id FROM mail_outbox ORDER BY id');

/** A unique recipient per test, so tests never read each other's mail. */
export const recipient = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;
