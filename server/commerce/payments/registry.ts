import { cashOnDelivery } from './cash-on-delivery';
import type { PaymentGateway } from './gateway';
import { stripeLive } from './stripe-live';
import { stripeTestMode } from './stripe-test-mode';

export type LiveStripe = ReturnType<typeof stripeLive>;

export interface PaymentGateways {
  list: PaymentGateway[];
  find(id: string): PaymentGateway | undefined;
  /** Set only with STRIPE_SECRET_KEY: PaymentIntents are real then. */
  liveStripe: LiveStripe | null;
}

/**
 * The shop's gateways: card first (Stripe, or its offline test mode without keys when
 * `cardTestMode` allows it: payments/config.ts), then cash on delivery. Without either, no card
 * gateway is offered: the test mode is never the default here, a caller has to ask for it.
 */
export function createPaymentGateways(stripeSecretKey: string | undefined, stripeApiUrl?: string, cardTestMode = false): PaymentGateways {
  const liveStripe = stripeSecretKey ? stripeLive(stripeSecretKey, stripeApiUrl) : null;
  const card = liveStripe ?? (cardTestMode ? stripeTestMode : null);
  const list: PaymentGateway[] = card ? [card, cashOnDelivery] : [cashOnDelivery];
  return { list, find: (id) => list.find((gateway) => gateway.id === id), liveStripe };
}
