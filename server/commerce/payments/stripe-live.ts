import Stripe from 'stripe';
import type { Queryable } from '../../db';
import { UserError } from '../errors';
import type { PaymentGateway } from './gateway';
import { bindIntentToOrder, lockUnusedIntent, newReservation, recordIntent, RESERVATION_METADATA_KEY } from './intent-store';
import { paymentMessages } from './messages';

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

/**
 * The card gateway with STRIPE_SECRET_KEY. A card payment pays one order:
 * - createIntent makes a fresh PaymentIntent for the session cart's total, recorded with the
 *   session and amount (payment_intent) and named by a reservation in its metadata; a fresh
 *   reservation is also the idempotency key, so a second identical cart never gets back an
 *   intent that already paid.
 * - the browser confirms it with Stripe.js, and checkout names it in transactionId;
 * - process accepts it only if it is this session's, unused, and Stripe says it succeeded for
 *   exactly this amount and currency with our reservation in its metadata; then the reservation
 *   is bound to the order (and the order id written to the intent's metadata).
 */
export function stripeLive(secretKey: string, apiUrl?: string): PaymentGateway & { createIntent: typeof createIntent } {
  const stripe = new Stripe(secretKey, apiOptions(apiUrl));

  async function createIntent(db: Queryable, sessionKey: string, amount: number, currency: string): Promise<CreatedIntent> {
    if (!Number.isInteger(amount) || amount <= 0) throw new UserError(paymentMessages.notConfirmed);
    const reservation = newReservation();
    const intent = await stripe.paymentIntents.create(
      { amount, currency: currency.toLowerCase(), automatic_payment_methods: { enabled: true }, metadata: { [RESERVATION_METADATA_KEY]: reservation } },
      { idempotencyKey: reservation },
    );
    await recordIntent(db, { intentId: intent.id, reservation, sessionKey, amount, currency: currency.toLowerCase() });
    return { id: intent.id, clientSecret: intent.client_secret, amount: intent.amount, currency: intent.currency };
  }

  return {
    id: 'stripe',
    title: 'Kreditkarte',
    description: 'Sicher bezahlen mit Kreditkarte über Stripe.',
    icon: null,
    createIntent,
    async process(request, tx) {
      if (!request.transactionId || !request.isPaid) throw new UserError(paymentMessages.notConfirmed);
      const reserved = await lockUnusedIntent(tx, request.transactionId, request.sessionKey);
      const currency = request.currency.toLowerCase();
      // The cart changed after the intent was made: it paid for another order than this one.
      if (reserved.amount !== request.amount || reserved.currency !== currency) throw new UserError(paymentMessages.otherOrder);
      const intent = await stripe.paymentIntents.retrieve(reserved.intentId);
      if (intent.amount !== request.amount || intent.currency !== currency || intent.metadata[RESERVATION_METADATA_KEY] !== reserved.reservation) {
        throw new UserError(paymentMessages.otherOrder);
      }
      // Only a succeeded intent is money received (the shop captures automatically).
      if (intent.status !== 'succeeded') throw new UserError(intent.last_payment_error?.message ?? paymentMessages.notConfirmed);
      await bindIntentToOrder(tx, intent.id, request.orderId);
      await stripe.paymentIntents.update(intent.id, { metadata: { order_id: String(request.orderId) } }, { idempotencyKey: `order-${request.orderId}-${intent.id}` });
      return { status: 'processing', paid: true, transactionId: intent.id };
    },
  };
}
