import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineCoupons, compatibleCoupons, type Coupon } from '@/server/commerce/pricing';
import { coupon } from './fixtures';

/** Random coupon lists: plain, individual-use and gift cards, in any order. */
const listArb = fc
  .array(fc.constantFrom('plain', 'solo', 'gift'), { maxLength: 8 })
  .map((kinds) =>
    kinds.map((kind, index) =>
      coupon({ id: index + 1, code: `${kind}${index}`, kind: kind === 'gift' ? 'gift_card' : 'percent', individualUse: kind === 'solo', balance: 10_00 }),
    ),
  );

/** Applies the coupons one by one as applyCoupon does; null when one of them is refused. */
function appliedInOrder(coupons: readonly Coupon[]): Coupon[] | null {
  let applied: Coupon[] = [];
  for (const next of coupons) {
    const combined = combineCoupons(applied, next);
    if (combined.problem) return null;
    applied = combined.keep;
  }
  return applied;
}

describe('coupons that may stand together (the cart after a merge or a restored session)', () => {
  it('keeps a set applyCoupon accepts in that order, unchanged by it, and drops only what it refuses', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const { kept, dropped } = compatibleCoupons(list);
        expect(appliedInOrder(kept)).toEqual(kept);
        expect([...kept, ...dropped].map((c) => c.id).sort((a, b) => a - b)).toEqual(list.map((c) => c.id));
        // At most one individual-use coupon, and then no other discount coupon beside it.
        const discounts = kept.filter((c) => c.kind !== 'gift_card');
        if (discounts.some((c) => c.individualUse)) expect(discounts).toHaveLength(1);
        // Gift cards are payment: never dropped for another coupon.
        expect(dropped.every((c) => c.kind !== 'gift_card')).toBe(true);
      }),
    );
  });

  it('leaves every list applyCoupon builds as it is', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        let applied: Coupon[] = [];
        for (const next of list) {
          const combined = combineCoupons(applied, next);
          if (!combined.problem) applied = combined.keep;
        }
        expect(compatibleCoupons(applied)).toEqual({ kept: applied, dropped: [] });
      }),
    );
  });

  it('the earlier coupons win: the customer’s individual-use coupon keeps the guest’s out, and the other way round', () => {
    const vip = coupon({ id: 1, code: 'vip25', individualUse: true });
    const welcome = coupon({ id: 2, code: 'willkommen10' });
    const mode = coupon({ id: 3, code: 'mode5', kind: 'fixed_cart' });
    expect(compatibleCoupons([vip, welcome, mode]).kept).toEqual([vip]);
    expect(compatibleCoupons([welcome, mode, vip]).kept).toEqual([welcome, mode]);
  });
});
