import type { Queryable } from '../../db';
import { deleteExpiredSessions } from './session-store';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired session rows once an hour (WooCommerce's hourly cleanup_sessions), so abandoned
 * guest carts do not pile up. Every instance may run it: the DELETE is idempotent.
 */
export function startSessionCleanup(db: Queryable, log: (line: string) => void = () => {}): { stop(): void } {
  const timer = setInterval(() => {
    deleteExpiredSessions(db).catch((error: unknown) => log(`session cleanup failed: ${String(error)}`));
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
