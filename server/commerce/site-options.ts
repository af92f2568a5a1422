import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';

/**
 * Returns the option, creating it with `create()` on first use. Concurrent first calls from
 * several instances agree on one value: the INSERT that loses the race changes nothing.
 */
export async function getOrCreateOption(db: Queryable, name: string, create: () => string): Promise<string> {
  await db.query('INSERT INTO site_option (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    create(),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM site_option WHERE name = $1', [name]);
  if (!row) throw new Error(`site option ${name} vanished`);
  return row.value;
}

/** The option's value, or null when it was never set. */
export async function readOption(db: Queryable, name: string): Promise<string | null> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM site_option WHERE name = $1', [name]);
  return row?.value ?? null;
}

export async function writeOption(db: Queryable, name: string, value: string): Promise<void> {
  await db.query('INSERT INTO site_option (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value', [name, value]);
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
