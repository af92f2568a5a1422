import type { Queryable } from '../../db';
import { deleteExpiredAccountTokens } from '../customers/auth-tokens';
import { deleteExpiredSessions } from './session-store';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired session rows once an hour (WooCommerce's hourly cleanup_sessions), so abandoned
 * guest carts do not pile up, and the account tokens that can no longer be used. Every instance
 * may run it: the DELETEs are idempotent.
 */
export function startSessionCleanup(db: Queryable, log: (line: string) => void = () => {}): { stop(): void } {
  const timer = setInterval(() => {
    deleteExpiredSessions(db)
      .then(() => deleteExpiredAccountTokens(db))
      .catch((error: unknown) => log(`session cleanup failed: ${String(error)}`));
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
