import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Database } from '@/server/db';

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
