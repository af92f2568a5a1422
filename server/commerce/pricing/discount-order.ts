import type { Coupon, PricingLine } from './model';

/** WC_Cart_Totals::get_coupons_from_cart: fixed product 1, percent 2, fixed cart 3. */
const ORDER: Record<Coupon['kind'], number> = { fixed_product: 0, percent: 1, fixed_cart: 2, gift_card: 3 };

/**
 * The order coupons act in, as WooCommerce 10 sorts them (WC_Cart_Totals::get_coupons_from_cart
 * and sort_coupons_callback): item discounts first, then the cart discount on what is left; within
 * one kind the smaller amount first, and of equal amounts the newer coupon (higher id) first — not
 * the order the shopper applied them, which decides who gets which cent when two fixed-cart
 * coupons share a cart. Gift cards come last because they pay rather than discount.
 */
export function combineCouponOrder(coupons: readonly Coupon[]): Coupon[] {
  return coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort(
      (a, b) =>
        ORDER[a.coupon.kind] - ORDER[b.coupon.kind] ||
        a.coupon.amount - b.coupon.amount ||
        b.coupon.id - a.coupon.id ||
        a.index - b.index,
    )
    .map(({ coupon }) => coupon);
}

/**
 * The order a coupon walks the cart's lines in (WC_Discounts::set_items → sort_by_price, as of
 * WooCommerce 10.0): the dearest unit price first; equal unit prices keep the cart's order (PHP 8's
 * uasort is stable). Rounding cents and the last cents of a fixed-cart coupon go to the first.
 * Returns line indexes.
 */
export function discountItemOrder(lines: readonly PricingLine[]): number[] {
  return lines.map((_, index) => index).sort((a, b) => (lines[b] as PricingLine).unitPrice - (lines[a] as PricingLine).unitPrice || a - b);
}
