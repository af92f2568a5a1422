import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import { UserError } from '../errors';
import { paymentMessages } from './messages';

/**
 * The PaymentIntents this shop created (migration 065): each for one session's checkout and one
 * amount, named in its Stripe metadata by a reservation that becomes the order. Checkout takes
 * an intent only from here, only for the session it was made for, and only once.
 */
export interface IntentReservation {
  intentId: string;
  reservation: string;
  sessionKey: string;
  amount: number;
  currency: string;
  orderId: number | null;
}

/** The metadata key that names the reservation on the Stripe side. */
export const RESERVATION_METADATA_KEY = 'vitrine_reservation';

/** A fresh reservation: also the intent's idempotency key, so no two checkouts ever share an intent. */
export const newReservation = () => `res_${randomBytes(16).toString('hex')}`;

export async function recordIntent(db: Queryable, intent: Omit<IntentReservation, 'orderId'>): Promise<void> {
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
    `SELECT intent_id AS "intentId", reservation, session_key AS "sessionKey", amount, currency, order_id AS "orderId"
     FROM payment_intent WHERE intent_id = $1 FOR UPDATE`,
    [intentId],
  );
  const found = rows[0];
  if (!found || found.sessionKey !== sessionKey) throw new UserError(paymentMessages.otherOrder);
  if (found.orderId !== null) throw new UserError(paymentMessages.alreadyUsed);
  return found;
}

/** Marks the locked reservation as the order's; it can pay nothing else afterwards. */
export async function bindIntentToOrder(tx: Queryable, intentId: string, orderId: number): Promise<void> {
  const rows = await tx.query('UPDATE payment_intent SET order_id = $2 WHERE intent_id = $1 AND order_id IS NULL RETURNING intent_id', [intentId, orderId]);
  if (rows.length === 0) throw new UserError(paymentMessages.alreadyUsed);
}
