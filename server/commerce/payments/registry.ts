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

/** The shop's gateways: card first (Stripe, or its offline test mode without keys), then cash on delivery. */
export function createPaymentGateways(stripeSecretKey: string | undefined, stripeApiUrl?: string): PaymentGateways {
  const liveStripe = stripeSecretKey ? stripeLive(stripeSecretKey, stripeApiUrl) : null;
  const list: PaymentGateway[] = [liveStripe ?? stripeTestMode, cashOnDelivery];
  return { list, find: (id) => list.find((gateway) => gateway.id === id), liveStripe };
}
