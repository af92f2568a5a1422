import Stripe from 'stripe';
import { UserError } from '../errors';
import type { PaymentGateway } from './gateway';

/**
 * The card gateway with STRIPE_SECRET_KEY: the browser confirms a PaymentIntent created by
 * stripePaymentIntent (Stripe Elements), checkout names it in transactionId, and the server asks
 * Stripe whether it really succeeded for exactly this amount before the order counts as paid.
 */
export function stripeLive(secretKey: string): PaymentGateway & { createIntent: typeof createIntent } {
  const stripe = new Stripe(secretKey);
  async function createIntent(amount: number, currency: string, idempotencyKey: string) {
    return stripe.paymentIntents.create(
      { amount, currency: currency.toLowerCase(), automatic_payment_methods: { enabled: true } },
      { idempotencyKey },
    );
  }
  return {
    id: 'stripe',
    title: 'Kreditkarte',
    description: 'Sicher bezahlen mit Kreditkarte über Stripe.',
    icon: null,
    createIntent,
    async process(request) {
      if (!request.transactionId) throw new UserError('Payment could not be confirmed. Please try again.');
      const intent = await stripe.paymentIntents.retrieve(request.transactionId);
      const succeeded = intent.status === 'succeeded' || intent.status === 'requires_capture';
      if (!succeeded || intent.amount !== request.amount || intent.currency !== request.currency.toLowerCase()) {
        throw new UserError(intent.last_payment_error?.message ?? 'Payment could not be confirmed. Please try again.');
      }
      await stripe.paymentIntents.update(intent.id, { metadata: { order_id: String(request.orderId) } }, { idempotencyKey: `order-${request.orderId}` });
      return { status: 'processing', paid: true, transactionId: intent.id };
    },
  };
}
