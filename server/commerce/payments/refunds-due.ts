import type { Queryable } from '../../db';
import { enqueueMail, noticeMail } from '../mail';

/**
 * Refunds the shop owes (migration 250): a card payment captured for no order whose refund
 * Stripe did not take (unreachable, or an error). Owed money is never only a log line: it is
 * recorded, the merchant is mailed once, and the backend asks Stripe again, later each time,
 * until the refund is made or Stripe says nothing is left to give back.
 */
export interface RefundDue {
  intentId: string;
  reason: string;
  attempts: number;
}

/**
 * Records a refund that failed: a new debt mails the merchant (when the shop has an address to
 * mail); a known one counts the attempt. The next attempt comes five minutes after the first
 * failure, then twice as long after each further one, at most six hours apart.
 */
export async function recordRefundDue(
  db: Queryable,
  { intentId, reason, error }: { intentId: string; reason: string; error: string },
  merchantAddress: string | null,
): Promise<void> {
  const [row] = await db.query<{ attempts: number }>(
    `INSERT INTO payment_refund_due (intent_id, reason, last_error, next_attempt_at)
     VALUES ($1, $2, $3, now() + interval '5 minutes')
     ON CONFLICT (intent_id) DO UPDATE SET
       attempts = payment_refund_due.attempts + 1,
       last_error = EXCLUDED.last_error,
       next_attempt_at = now() + least(interval '5 minutes' * power(2, payment_refund_due.attempts), interval '6 hours')
     RETURNING attempts`,
    [intentId, reason, error.slice(0, 2000)],
  );
  if (row?.attempts === 1 && merchantAddress) await enqueueMail(db, { to: merchantAddress, ...refundDueMail(intentId, reason, error) });
}

/** The merchant's mail, in the shop's language: what happened, what the shop does, what to check. */
function refundDueMail(intentId: string, reason: string, error: string) {
  return noticeMail.render({
    subject: `Rückerstattung offen: Kartenzahlung ${intentId}`,
    heading: 'Eine Kartenzahlung gehört zu keiner Bestellung',
    lang: 'de',
    paragraphs: [
      `Die Zahlung ${intentId} wurde eingezogen, aber keine Bestellung dazu gespeichert (${reason}). Die Rückerstattung an die Kundin oder den Kunden ist bei Stripe fehlgeschlagen: ${error}`,
      'Der Shop versucht die Rückerstattung automatisch erneut, zuerst nach fünf Minuten, dann in größer werdenden Abständen.',
      `Bitte prüfen Sie die Zahlung ${intentId} im Stripe-Dashboard und erstatten Sie sie dort, falls sie noch nicht erstattet ist. Eine doppelte Erstattung ist ausgeschlossen: Stripe erstattet eine Zahlung höchstens einmal ganz.`,
    ],
  });
}

/** The refunds whose next attempt is due, oldest first. */
export async function dueRefunds(db: Queryable, limit = 20): Promise<RefundDue[]> {
  return db.query<RefundDue>(
    `SELECT intent_id AS "intentId", reason, attempts FROM payment_refund_due
     WHERE next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1`,
    [limit],
  );
}

/** Nothing is owed any more for this payment: refunded, or never captured. */
export async function settleRefundDue(db: Queryable, intentId: string): Promise<void> {
  await db.query('DELETE FROM payment_refund_due WHERE intent_id = $1', [intentId]);
}
