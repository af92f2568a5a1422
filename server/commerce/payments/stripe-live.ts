import Stripe from 'stripe';
import type { Database, Queryable } from '../../db';
import { UserError } from '../errors';
import { PaymentRefusal, type PaymentGateway, type PendingCapture } from './gateway';
import {
  bindIntentToOrder,
  lockUnusedIntent,
  markIntentCancelled,
  markOlderIntentsCancelled,
  markStaleIntentsCancelled,
  newReservation,
  recordIntent,
  RESERVATION_METADATA_KEY,
} from './intent-store';
import { paymentMessages } from './messages';
import { dueRefunds, recordRefundDue, settleRefundDue } from './refunds-due';

/** What stripePaymentIntent hands the browser for Stripe.js. */
export interface CreatedIntent {
  id: string;
  clientSecret: string | null;
  amount: number;
  currency: string;
}

/** Where the SDK sends its requests: Stripe's API, or another address (STRIPE_API_URL: stripe-mock, a test's fake). */
function apiOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

/** An intent that paid no order this long after it was made is released (releaseStaleIntents). */
const STALE_INTENT_MINUTES = 24 * 60;

/** The merchant reads these in the backend's log: money questions are never silent. */
const log = (line: string) => console.error(`[payments] ${line}`);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The card gateway with STRIPE_SECRET_KEY. A card payment pays one order, and money is taken
 * only for an order that exists:
 * - createIntent makes a fresh PaymentIntent with manual capture for the session cart's total,
 *   recorded with the session and amount (payment_intent) and named by a reservation in its
 *   metadata; a fresh reservation is also the idempotency key, so a second identical cart never
 *   gets back an intent that already paid. The session's older unbound intents are cancelled at
 *   Stripe then: their authorisations are released at once, not after Stripe's 7 days.
 * - the browser confirms it with Stripe.js: the card is only authorised (requires_capture);
 * - process accepts it only if it is this session's, open, and Stripe says requires_capture for
 *   exactly this amount and currency with our reservation in its metadata; it binds it to the
 *   order and hands checkout the capture, which checkout runs as the last step of the order's
 *   transaction. A checkout refused before that step takes nothing; one that fails after it
 *   (the commit) refunds what was captured.
 * - an intent for another amount (the cart changed after confirming) is refused and cancelled.
 * - once the session placed an order, however it was paid, its other open intents are cancelled
 *   (checkout/place-order.ts): a card authorised before the shopper switched to cash on delivery
 *   is not held for Stripe's 7 days.
 */
export function stripeLive(
  secretKey: string,
  { apiUrl, merchantAddress = null }: { apiUrl?: string; /** Where a refund the shop owes is reported (refunds-due.ts). */ merchantAddress?: string | null } = {},
): PaymentGateway & { createIntent: typeof createIntent; cancelIntents: typeof cancelIntents; retryDueRefunds: typeof retryDueRefunds; releaseStaleIntents: typeof releaseStaleIntents } {
  const stripe = new Stripe(secretKey, apiOptions(apiUrl));

  async function createIntent(db: Queryable, sessionKey: string, amount: number, currency: string): Promise<CreatedIntent> {
    if (!Number.isInteger(amount) || amount <= 0) throw new UserError(paymentMessages.notConfirmed);
    const reservation = newReservation();
    const intent = await stripe.paymentIntents.create(
      {
        amount,
        currency: currency.toLowerCase(),
        capture_method: 'manual',
        automatic_payment_methods: { enabled: true },
        metadata: { [RESERVATION_METADATA_KEY]: reservation },
      },
      { idempotencyKey: reservation },
    );
    await recordIntent(db, { intentId: intent.id, reservation, sessionKey, amount, currency: currency.toLowerCase() });
    // The browser pays with the newest intent only: the older ones can no longer pay an order.
    const older = await markOlderIntentsCancelled(db, sessionKey, intent.id);
    await Promise.all(older.map((id) => cancelAtStripe(db, id, 'a newer intent was made for the session')));
    return { id: intent.id, clientSecret: intent.client_secret, amount: intent.amount, currency: intent.currency };
  }

  /**
   * Releases an authorisation already marked cancelled here. Never throws: an intent Stripe
   * cancelled already (or never authorised) is fine; one whose money was taken without an order
   * (a refund that failed before) is refunded.
   */
  async function cancelAtStripe(db: Queryable, intentId: string, why: string): Promise<void> {
    try {
      // Routine, and recorded in payment_intent: not logged.
      await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `cancel-${intentId}` });
    } catch (error) {
      const status = error instanceof Stripe.errors.StripeError ? error.payment_intent?.status : undefined;
      if (status === 'canceled') log(`${intentId} was cancelled at Stripe already (${why})`);
      else if (status === 'succeeded') await refundIfCaptured(db, intentId, `captured without an order (${why})`);
      else log(`could not cancel ${intentId} (${why}): ${describe(error)}; it can pay no order here, Stripe releases it within 7 days`);
    }
  }

  /**
   * Gives back the money of an intent that pays no order, once (Stripe refunds a payment in full
   * at most once). Answers the intent's status at Stripe as found, or null when Stripe could not
   * be asked. A refund Stripe did not make is owed (refunds-due.ts): recorded, the merchant
   * mailed, and tried again by retryDueRefunds. Never throws.
   */
  async function refundIfCaptured(db: Queryable, intentId: string, why: string, attempt = 1): Promise<Stripe.PaymentIntent.Status | null> {
    let status: Stripe.PaymentIntent.Status | null = null;
    try {
      status = (await stripe.paymentIntents.retrieve(intentId)).status;
      if (status === 'succeeded') {
        // Stripe answers a key with its first answer, a failure too: each attempt has its own.
        const idempotencyKey = attempt === 1 ? `refund-${intentId}` : `refund-${intentId}-${attempt}`;
        await stripe.refunds.create({ payment_intent: intentId, metadata: { vitrine_reason: why.slice(0, 400) } }, { idempotencyKey });
        log(`refunded ${intentId}: ${why}`);
      }
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
        log(`${intentId} was refunded already (${why})`);
      } else {
        log(`REFUND FAILED or not checked for ${intentId} (${why}): ${describe(error)}; recorded as owed, the merchant is mailed and it is tried again`);
        await recordRefundDue(db, { intentId, reason: why, error: describe(error) }, merchantAddress).catch((recordError: unknown) =>
          log(`REFUND OWED BUT NOT RECORDED for ${intentId} (${why}): ${describe(recordError)}; check it in the Stripe dashboard and refund it if it was captured`),
        );
        return status;
      }
    }
    await settleRefundDue(db, intentId).catch((error: unknown) => log(`could not mark the refund of ${intentId} done: ${describe(error)}`));
    return status;
  }

  /**
   * One pass over the refunds owed whose time has come: each is asked of Stripe again. One that
   * Stripe finds authorised only (the capture never happened), cancelled, or refunded meanwhile
   * (by the merchant too) is owed nothing; an authorisation left open is released by
   * releaseStaleIntents like every other.
   */
  async function retryDueRefunds(db: Queryable): Promise<void> {
    for (const due of await dueRefunds(db)) await refundIfCaptured(db, due.intentId, due.reason, due.attempts + 1);
  }

  /**
   * Releases the authorisations nobody ordered with for a day (a card confirmed, then the tab
   * closed), in batches: Stripe would hold the shopper's money for 7 days. A checkout page that
   * still names one a day later is refused once ("not confirmed") and pays anew on its next click.
   */
  async function releaseStaleIntents(db: Queryable): Promise<void> {
    for (;;) {
      const batch = await markStaleIntentsCancelled(db, STALE_INTENT_MINUTES);
      if (batch.length === 0) return;
      await cancelIntents(db, batch, 'left open for a day');
    }
  }

  function pendingCapture(intentId: string, orderId: number): PendingCapture {
    let attempted = false;
    return {
      async capture() {
        attempted = true;
        try {
          // The idempotency key ties the capture to this order and intent: a retried request captures once.
          await stripe.paymentIntents.capture(intentId, { metadata: { order_id: String(orderId) } }, { idempotencyKey: `capture-${orderId}-${intentId}` });
        } catch (error) {
          // Stripe refused (the authorisation was cancelled or expired meanwhile): nothing was taken.
          if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
            log(`capture of ${intentId} for order ${orderId} refused: ${describe(error)}`);
            throw new UserError(paymentMessages.notConfirmed);
          }
          // Unknown outcome (connection lost): the transaction fails and undo() asks Stripe.
          throw error;
        }
      },
      async undo(db) {
        if (!attempted) return;
        const status = await refundIfCaptured(db, intentId, `order ${orderId} was not stored`);
        // Still only authorised (the capture never happened): it may pay the shopper's next try.
        if (status === 'requires_capture' || status === null) return;
        // Refunded, or cancelled at Stripe: it pays no order any more.
        await markIntentCancelled(db, intentId).catch((error: unknown) => log(`could not mark ${intentId} cancelled: ${describe(error)}`));
      },
    };
  }

  /** Releases authorisations marked cancelled here in a transaction that has committed. Never throws. */
  async function cancelIntents(db: Queryable, intentIds: readonly string[], why: string): Promise<void> {
    await Promise.all(intentIds.map((id) => cancelAtStripe(db, id, why)));
  }

  return {
    id: 'stripe',
    title: 'Kreditkarte',
    description: 'Sicher bezahlen mit Kreditkarte über Stripe.',
    icon: null,
    createIntent,
    cancelIntents,
    retryDueRefunds,
    releaseStaleIntents,
    async process(request, tx) {
      if (!request.transactionId || !request.isPaid) throw new UserError(paymentMessages.notConfirmed);
      const reserved = await lockUnusedIntent(tx, request.transactionId, request.sessionKey);
      const currency = request.currency.toLowerCase();
      // The cart changed after the card was confirmed: the authorisation pays no order any more.
      if (reserved.amount !== request.amount || reserved.currency !== currency) {
        throw new PaymentRefusal(paymentMessages.otherOrder, async (db: Database) => {
          const why = 'the cart changed after the card was confirmed';
          // Never throws: the shopper's refusal must reach them whatever happens here.
          const marked = await markIntentCancelled(db, reserved.intentId).catch((error: unknown) => log(`could not mark ${reserved.intentId} cancelled (${why}): ${describe(error)}`));
          if (marked) await cancelAtStripe(db, reserved.intentId, why);
        });
      }
      const intent = await stripe.paymentIntents.retrieve(reserved.intentId);
      if (intent.amount !== request.amount || intent.currency !== currency || intent.metadata[RESERVATION_METADATA_KEY] !== reserved.reservation) {
        throw new UserError(paymentMessages.otherOrder);
      }
      // Only an authorised, uncaptured intent can pay this order; its money is taken at the end.
      if (intent.status !== 'requires_capture') throw new UserError(intent.last_payment_error?.message ?? paymentMessages.notConfirmed);
      await bindIntentToOrder(tx, intent.id, request.orderId);
      return { status: 'processing', paid: true, transactionId: intent.id, capture: pendingCapture(intent.id, request.orderId) };
    },
  };
}
