import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';

/**
 * One mail sender's identity in the database (mail_sender, migration 075): the claims it makes
 * carry its id, and its row names the database session it holds for its whole life.
 */
export interface SenderInstance {
  readonly id: string;
  /** True once its session ended by itself (connection lost): its claims count as free. */
  readonly lost: boolean;
  /** Removes the row and ends the session (a sender that stops). */
  close(): Promise<void>;
}

/**
 * SQL: true while the sender `claimedBy` (an expression) is alive, i.e. its row exists and its
 * session is still in pg_stat_activity. A session of another database role shows no
 * backend_start; its pid alone then counts, which errs towards waiting for the lease.
 */
export const senderIsAlive = (claimedBy: string) => `EXISTS (
  SELECT 1 FROM mail_sender s
  JOIN pg_stat_activity a ON a.pid = s.session_pid AND (a.backend_start = s.session_start OR a.backend_start IS NULL)
  WHERE s.id = ${claimedBy})`;

/**
 * Registers a new sender (an id per process start) on a session of its own, and forgets the
 * rows of senders that are gone. A restarted backend thereby tells its previous life (whose
 * session the server ended when the process died) from another backend that is running.
 */
export async function registerMailSender(db: Database): Promise<SenderInstance> {
  const id = randomUUID();
  let lost = false;
  const session = await db.holdSession(() => {
    lost = true;
  });
  try {
    const rows = await session.query(
      `INSERT INTO mail_sender (id, session_pid, session_start)
       SELECT $1, pid, backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid() RETURNING id`,
      [id],
    );
    if (rows.length !== 1) throw new Error('mail sender: this session is not in pg_stat_activity');
    await db.query(`DELETE FROM mail_sender WHERE id <> $1 AND NOT ${senderIsAlive('mail_sender.id')}`, [id]);
  } catch (error) {
    await session.close();
    throw error;
  }
  return {
    id,
    get lost() {
      return lost;
    },
    async close() {
      await db.query('DELETE FROM mail_sender WHERE id = $1', [id]).catch(() => undefined);
      await session.close();
    },
  };
}
