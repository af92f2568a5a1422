import type { Database, Queryable } from '../../db';
import { SESSION_LIFETIME_SECONDS } from '../session';
import { emptySessionData, sessionDataSchema, type SessionData } from './session-data';

export interface StoredSession {
  key: string;
  data: SessionData;
  revision: number;
}

interface SessionRow {
  data: unknown;
  revision: number;
}

/**
 * The session rows behind woocommerce-session tokens. They live in the database, so carts
 * survive restarts and every backend instance on one database sees the same cart.
 */
export async function readSession(db: Queryable, key: string): Promise<StoredSession> {
  const rows = await db.query<SessionRow>('SELECT data, revision FROM session WHERE key = $1 AND expires_at > now()', [key]);
  return toStored(key, rows[0]);
}

function toStored(key: string, row: SessionRow | undefined): StoredSession {
  if (!row) return { key, data: emptySessionData(), revision: 0 };
  const parsed = sessionDataSchema.safeParse(row.data);
  // A row written by an older shape starts over rather than breaking the shopper's requests.
  return { key, data: parsed.success ? parsed.data : emptySessionData(), revision: row.revision };
}

/**
 * Runs fn with the session row locked, then stores what it returns (when it returns data).
 * Changes to one cart are serialised, as WooGraphQL's session transaction queue does; an
 * expired row is read as empty.
 */
export async function changeSession<T>(
  db: Database,
  key: string,
  fn: (session: StoredSession, tx: Queryable) => Promise<{ data: SessionData | null; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement creates the row or locks the existing one, and reads it: the no-op
    // DO UPDATE takes the row lock that FOR UPDATE would (a statement less on every change).
    const [row] = await tx.query<SessionRow & { expired: boolean }>(
      `INSERT INTO session (key, data, expires_at) VALUES ($1, '{}'::jsonb, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET key = session.key
       RETURNING data, revision, expires_at <= now() AS expired`,
      [key, SESSION_LIFETIME_SECONDS],
    );
    const session = toStored(key, row && !row.expired ? row : undefined);
    if (row?.expired) session.revision = row.revision;
    const { data, result } = await fn(session, tx);
    if (data) await writeSession(tx, key, data);
    return result;
  });
}

/** Stores new session data: the revision grows and the expiry slides 48 h forward. */
export async function writeSession(tx: Queryable, key: string, data: SessionData): Promise<number> {
  const [row] = await tx.query<{ revision: number }>(
    `UPDATE session SET data = $2::jsonb, revision = revision + 1, updated_at = now(),
       expires_at = now() + make_interval(secs => $3)
     WHERE key = $1 RETURNING revision`,
    [key, JSON.stringify(data), SESSION_LIFETIME_SECONDS],
  );
  return row?.revision ?? 0;
}

/** Removes sessions whose expiry passed (WooCommerce's cleanup_sessions). */
export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const rows = await db.query<{ key: string }>('DELETE FROM session WHERE expires_at <= now() RETURNING key');
  return rows.length;
}
