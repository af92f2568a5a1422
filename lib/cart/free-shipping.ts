import type { FreeShippingRule } from '@/lib/config/free-shipping';

/**
 * Where a cart stands against the free-shipping minimum (docs/behaviour.md §10). WooCommerce
 * compares the minimum with the goods after coupons (its default, kept here): so a coupon can
 * take free shipping away, and the shopper is told that this is why.
 */
export type FreeShippingStatus =
  /** The goods qualify: the free rate is offered. */
  | { kind: 'reached'; minimumCents: number }
  /** `remainingCents` more goods (after coupons) bring free shipping; `lostToCoupons`: they had it before the coupons. */
  | { kind: 'remaining'; minimumCents: number; remainingCents: number; lostToCoupons: boolean };

export type FreeShippingFacts = {
  needsShipping: boolean;
  /** The rates offered for the cart, as WooGraphQL names them ("flat_rate:2", "free_shipping:1"). */
  rateIds: readonly string[];
  /** The goods before coupons and after them, VAT included. */
  goodsBeforeCouponsCents: number;
  goodsAfterCouponsCents: number;
};

const FREE_METHOD = 'free_shipping';

/** Null when there is nothing true to say: no rule, nothing to ship, another zone, or free shipping for another reason (a coupon). */
export function freeShippingStatus(facts: FreeShippingFacts, rule: FreeShippingRule | null): FreeShippingStatus | null {
  if (!rule || !facts.needsShipping) return null;
  if (!facts.rateIds.some((id) => rule.zoneRateIds.includes(id))) return null;
  const goods = facts.goodsAfterCouponsCents;
  const freeOffered = facts.rateIds.some((id) => id.split(':')[0] === FREE_METHOD);
  if (goods >= rule.minimumCents) return freeOffered ? { kind: 'reached', minimumCents: rule.minimumCents } : null;
  // Below the minimum and still free: a free-shipping coupon, which the coupon list shows.
  if (freeOffered) return null;
  return {
    kind: 'remaining',
    minimumCents: rule.minimumCents,
    remainingCents: rule.minimumCents - goods,
    lostToCoupons: facts.goodsBeforeCouponsCents >= rule.minimumCents,
  };
}
