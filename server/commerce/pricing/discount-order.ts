import type { Coupon } from './model';

const ORDER: Record<Coupon['kind'], number> = { fixed_product: 0, percent: 1, fixed_cart: 2, gift_card: 3 };

/**
 * The order coupons act in (as WC_Cart_Totals sorts them): item discounts first, then the cart
 * discount on what is left; gift cards come last because they pay rather than discount.
 */
export function combineCouponOrder(coupons: readonly Coupon[]): Coupon[] {
  return coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort((a, b) => ORDER[a.coupon.kind] - ORDER[b.coupon.kind] || a.index - b.index)
    .map(({ coupon }) => coupon);
}
