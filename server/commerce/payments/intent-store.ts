import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import { UserError } from '../errors';
import { paymentMessages } from './messages';

/**
 * The PaymentIntents this shop created (migration 065): each for one session's checkout and one
 * amount, named in its Stripe metadata by a reservation that becomes the order. Checkout takes
 * an intent only from here, only for the session it was made for, and only once. Its status
 * (migration 200): open until an order's checkout captures it, or cancelled once it can no
 * longer pay an order; a cancelled intent is never captured.
 */
export interface IntentReservation {
  intentId: string;
  reservation: string;
  sessionKey: string;
  amount: number;
  currency: string;
  orderId: number | null;
  status: 'open' | 'captured' | 'cancelled';
}

/** The metadata key that names the reservation on the Stripe side. */
export const RESERVATION_METADATA_KEY = 'vitrine_reservation';

/** A fresh reservation: also the intent's idempotency key, so no two checkouts ever share an intent. */
export const newReservation = () => `res_${randomBytes(16).toString('hex')}`;

export async function recordIntent(db: Queryable, intent: Omit<IntentReservation, 'orderId' | 'status'>): Promise<void> {
  await db.query('INSERT INTO payment_intent (intent_id, reservation, session_key, amount, currency) VALUES ($1, $2, $3, $4, $5)', [
    intent.intentId,
    intent.reservation,
    intent.sessionKey,
    intent.amount,
    intent.currency,
  ]);
}

/**
 * Locks the reservation of an intent for this session's checkout, refusing one made for another
 * session (or by nobody here) and one that already paid an order.
 */
export async function lockUnusedIntent(tx: Queryable, intentId: string, sessionKey: string): Promise<IntentReservation> {
  const rows = await tx.query<IntentReservation>(
    `SELECT intent_id AS "intentId", reservation, session_key AS "sessionKey", amount, currency, order_id AS "orderId", status
     FROM payment_intent WHERE intent_id = $1 FOR UPDATE`,
    [intentId],
  );
  const found = rows[0];
  if (!found || found.sessionKey !== sessionKey) throw new UserError(paymentMessages.otherOrder);
  if (found.orderId !== null) throw new UserError(paymentMessages.alreadyUsed);
  if (found.status === 'cancelled') throw new UserError(paymentMessages.notConfirmed);
  return found;
}

/**
 * Marks the locked reservation as the order's, captured: it can pay nothing else afterwards. The
 * capture itself is the last step of the same transaction, so the mark stands only if it succeeded.
 */
export async function bindIntentToOrder(tx: Queryable, intentId: string, orderId: number): Promise<void> {
  const rows = await tx.query(
    `UPDATE payment_intent SET order_id = $2, status = 'captured' WHERE intent_id = $1 AND order_id IS NULL AND status = 'open' RETURNING intent_id`,
    [intentId, orderId],
  );
  if (rows.length === 0) throw new UserError(paymentMessages.alreadyUsed);
}

/**
 * Marks this session's open intents other than `keep` cancelled and names them, to be cancelled
 * at Stripe next. Marked first: a checkout holding one of them (FOR UPDATE) finishes before the
 * UPDATE takes the row, and from then on no checkout accepts it.
 */
export async function markOlderIntentsCancelled(db: Queryable, sessionKey: string, keep: string): Promise<string[]> {
  const rows = await db.query<{ intentId: string }>(
    `UPDATE payment_intent SET status = 'cancelled', cancelled_at = now()
     WHERE session_key = $1 AND intent_id <> $2 AND status = 'open' AND order_id IS NULL RETURNING intent_id AS "intentId"`,
    [sessionKey, keep],
  );
  return rows.map((row) => row.intentId);
}

/**
 * Marks every open intent of the session cancelled and names them, to be cancelled at Stripe once
 * the caller's transaction committed. Run in the transaction of an order the session placed (the
 * intent that paid it is bound by then, no longer open): that order emptied the cart the others
 * were made for, so none pays anything the shopper still means to buy, however the order was paid
 * (cash on delivery after a card was authorised, gift cards covering it all).
 */
export async function markSessionIntentsCancelled(tx: Queryable, sessionKey: string): Promise<string[]> {
  const rows = await tx.query<{ intentId: string }>(
    `UPDATE payment_intent SET status = 'cancelled', cancelled_at = now()
     WHERE session_key = $1 AND status = 'open' AND order_id IS NULL RETURNING intent_id AS "intentId"`,
    [sessionKey],
  );
  return rows.map((row) => row.intentId);
}

/**
 * Hands a guest session's open intents to the customer's session it is merged into at sign-in, in
 * the merge's transaction: the cart they were made for lives on there, so the customer's checkout
 * may still take one, and the customer's next intent or order releases them like its own.
 */
export async function moveOpenIntents(tx: Queryable, fromSessionKey: string, toSessionKey: string): Promise<void> {
  await tx.query(`UPDATE payment_intent SET session_key = $2 WHERE session_key = $1 AND status = 'open' AND order_id IS NULL`, [fromSessionKey, toSessionKey]);
}

/** Marks one open, unbound intent cancelled; false when it was not (bound, or cancelled already). */
export async function markIntentCancelled(db: Queryable, intentId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intent SET status = 'cancelled', cancelled_at = now() WHERE intent_id = $1 AND status = 'open' AND order_id IS NULL RETURNING intent_id`,
    [intentId],
  );
  return rows.length > 0;
}

/**
 * Marks up to `limit` intents cancelled that were made more than `olderThanMinutes` ago and still
 * pay no order, and names them, to be cancelled at Stripe next. One a checkout holds right now
 * (FOR UPDATE) is skipped: it is either bound to that order or released at a later pass.
 */
export async function markStaleIntentsCancelled(db: Queryable, olderThanMinutes: number, limit = 50): Promise<string[]> {
  const rows = await db.query<{ intentId: string }>(
    `UPDATE payment_intent SET status = 'cancelled', cancelled_at = now()
     WHERE intent_id IN (
       SELECT intent_id FROM payment_intent
       WHERE status = 'open' AND order_id IS NULL AND created_at < now() - make_interval(mins => $1)
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING intent_id AS "intentId"`,
    [olderThanMinutes, limit],
  );
  return rows.map((row) => row.intentId);
}
