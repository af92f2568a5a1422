import type { Queryable } from '../../db';
import { startPeriodic } from '../../db/periodic';
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
export function createPaymentGateways(
  stripeSecretKey: string | undefined,
  { apiUrl, cardTestMode = false, merchantAddress = null }: { apiUrl?: string; cardTestMode?: boolean; merchantAddress?: string | null } = {},
): PaymentGateways {
  const liveStripe = stripeSecretKey ? stripeLive(stripeSecretKey, { apiUrl, merchantAddress }) : null;
  const card = liveStripe ?? (cardTestMode ? stripeTestMode : null);
  const list: PaymentGateway[] = card ? [card, cashOnDelivery] : [cashOnDelivery];
  return { list, find: (id) => list.find((gateway) => gateway.id === id), liveStripe };
}

/**
 * With STRIPE_SECRET_KEY, every minute: asks Stripe again for the refunds the shop owes
 * (refunds-due.ts), also those recorded before a restart or by another instance, and releases
 * the authorisations nobody ordered with for a day (stripe-live.ts, releaseStaleIntents).
 */
export function startLiveStripeUpkeep(
  db: Queryable,
  stripeSecretKey: string,
  { apiUrl, merchantAddress = null, log }: { apiUrl?: string; merchantAddress?: string | null; log?: (line: string) => void },
): { stop: () => Promise<void> } {
  const live = stripeLive(stripeSecretKey, { apiUrl, merchantAddress });
  return startPeriodic(
    'card payments upkeep',
    async () => {
      await live.retryDueRefunds(db);
      await live.releaseStaleIntents(db);
    },
    { intervalMs: 60_000, log },
  );
}
