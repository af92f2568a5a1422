import { formattedAmount } from '../money';
import type { Coupon, PricingLine } from './model';
import { lineAmount, taxationFor } from './vat';

/** WordPress's esc_html, which WooCommerce 10 applies to the code inside its message. */
const escHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/**
 * Whether a coupon may be used on a cart, with WooCommerce's own messages (WC_Coupon::
 * get_coupon_error and WC_Discounts::is_coupon_valid), checked in WooCommerce's order.
 */
export const couponMessages = {
  // WooCommerce 10's wording, HTML entities and all, as WooGraphQL passes it on (contract/recordings/buying/05).
  notExist: (code: string) => `Coupon &quot;${escHtml(code)}&quot; cannot be applied because it does not exist.`,
  usageLimitReached: 'Coupon usage limit has been reached.',
  expired: 'This coupon has expired.',
  minimumSpend: (cents: number) => `The minimum spend for this coupon is ${formattedAmount(cents)}.`,
  maximumSpend: (cents: number) => `The maximum spend for this coupon is ${formattedAmount(cents)}.`,
  notApplicable: 'Sorry, this coupon is not applicable to selected products.',
  notValidForSaleItems: 'Sorry, this coupon is not valid for sale items.',
  excludedProducts: (names: string) => `Sorry, this coupon is not applicable to the products: ${names}.`,
  excludedCategories: (names: string) => `Sorry, this coupon is not applicable to the categories: ${names}.`,
  individualUseApplied: (code: string) =>
    `Sorry, coupon "${code}" has already been applied and cannot be used in conjunction with other coupons.`,
  pleaseEnter: 'Please enter a coupon code.',
  giftCardEmpty: (code: string) => `The gift card "${code}" has no balance left.`,
  // The shop's own rule (gift-vouchers.ts), worded like WooCommerce's coupon messages.
  notForGiftVouchers: 'Sorry, coupons and gift cards cannot be used on gift vouchers.',
  giftCardNotForGiftVouchers: 'Sorry, gift vouchers cannot be paid with a gift card.',
} as const;

export interface CouponCheckContext {
  lines: readonly PricingLine[];
  now: Date;
  /** How often the shopper (by billing e-mail) already used this coupon in orders. */
  usesByCustomer: number;
  /** Where the order goes (null: not said yet, the store's country): prices there (vat.ts). */
  country: string | null;
}

/** Whether the line may be discounted by the coupon at all (product, category and sale rules). */
export function lineIsEligible(coupon: Coupon, line: PricingLine): boolean {
  // Whatever the coupon says: a discounted voucher would issue more credit than was paid.
  if (line.giftVoucher) return false;
  const ids = [line.productId, ...(line.variationId ? [line.variationId] : [])];
  const categoryIds = line.categories.map((category) => category.id);
  // A line is in scope when it matches the product list or the category list (either one).
  const restricted = coupon.productIds.length > 0 || coupon.categoryIds.length > 0;
  const inProducts = ids.some((id) => coupon.productIds.includes(id));
  const inCategories = categoryIds.some((id) => coupon.categoryIds.includes(id));
  if (restricted && !inProducts && !inCategories) return false;
  if (ids.some((id) => coupon.excludedProductIds.includes(id))) return false;
  if (categoryIds.some((id) => coupon.excludedCategoryIds.includes(id))) return false;
  if (coupon.excludeSaleItems && line.onSale) return false;
  return true;
}

/**
 * The lines a valid coupon's discount lands on (WC_Discounts::get_items_to_apply_coupon): an item
 * is skipped when `! is_valid_for_product() && ! is_valid_for_cart()`. For a fixed-cart coupon
 * is_valid_for_cart() is true (WC_Coupon: its type is a cart coupon type), so its product and
 * category lists only decide whether it may be applied (couponProblem) and the amount is shared
 * by every line; product coupons act on their eligible lines only. Gift vouchers: never.
 */
export function couponActsOnLine(coupon: Coupon, line: PricingLine): boolean {
  if (coupon.kind === 'fixed_cart') return !line.giftVoucher;
  return lineIsEligible(coupon, line);
}

/** Percent and fixed-product coupons discount single items; the others the whole cart. */
function isProductCoupon(coupon: Coupon): boolean {
  return coupon.kind === 'percent' || coupon.kind === 'fixed_product';
}

/** The message WooCommerce would show, or null when the coupon is valid for this cart. */
export function couponProblem(coupon: Coupon, context: CouponCheckContext): string | null {
  const { lines, now } = context;
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return couponMessages.usageLimitReached;
  if (coupon.usageLimitPerUser !== null && context.usesByCustomer >= coupon.usageLimitPerUser) {
    return couponMessages.usageLimitReached;
  }
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return couponMessages.expired;
  // Nothing but vouchers: no coupon and no gift card has anything to act on (gift-vouchers.ts).
  const onlyVouchers = lines.length > 0 && lines.every((line) => line.giftVoucher);
  if (coupon.kind === 'gift_card') {
    if (coupon.balance <= 0) return couponMessages.giftCardEmpty(coupon.code);
    return onlyVouchers ? couponMessages.giftCardNotForGiftVouchers : null;
  }
  if (onlyVouchers) return couponMessages.notForGiftVouchers;
  // Vouchers stand outside coupons: they neither reach a minimum spend nor match a product list.
  // (They still count wherever they make WooCommerce refuse: maximum spend, excluded items.)
  const goods = lines.filter((line) => !line.giftVoucher);
  // Minimum and maximum compare with the subtotal as displayed (WC_Cart::get_displayed_subtotal):
  // before discounts, incl. VAT where it is charged, so without it on an export.
  const taxation = taxationFor(context.country);
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line, taxation), 0);
  const goodsSubtotal = goods.reduce((sum, line) => sum + lineAmount(line, taxation), 0);
  if (coupon.minimumSpend !== null && goodsSubtotal < coupon.minimumSpend) return couponMessages.minimumSpend(coupon.minimumSpend);
  if (coupon.maximumSpend !== null && subtotal > coupon.maximumSpend) return couponMessages.maximumSpend(coupon.maximumSpend);
  if (coupon.productIds.length > 0 || coupon.categoryIds.length > 0) {
    const matches = goods.some((line) => {
      const categoryIds = line.categories.map((category) => category.id);
      return (
        coupon.productIds.some((id) => id === line.productId || id === line.variationId) ||
        categoryIds.some((id) => coupon.categoryIds.includes(id))
      );
    });
    if (!matches) return couponMessages.notApplicable;
  }
  if (isProductCoupon(coupon)) {
    if (lines.some((line) => lineIsEligible(coupon, line))) return null;
    if (coupon.excludeSaleItems && lines.every((line) => line.onSale)) return couponMessages.notValidForSaleItems;
    return couponMessages.notApplicable;
  }
  // Cart coupons refuse a cart that holds any excluded item.
  if (coupon.excludeSaleItems && lines.some((line) => line.onSale)) return couponMessages.notValidForSaleItems;
  const excludedProducts = lines.filter((line) =>
    [line.productId, line.variationId].some((id) => id !== null && coupon.excludedProductIds.includes(id)),
  );
  if (excludedProducts.length > 0) return couponMessages.excludedProducts(excludedProducts.map((line) => line.name).join(', '));
  const excludedCategories = [
    ...new Set(
      lines.flatMap((line) =>
        line.categories.filter((category) => coupon.excludedCategoryIds.includes(category.id)).map((category) => category.name),
      ),
    ),
  ];
  if (excludedCategories.length > 0) return couponMessages.excludedCategories(excludedCategories.join(', '));
  return null;
}

/**
 * Individual use (WC_Cart::apply_coupon): an individual-use coupon already in the cart refuses
 * newcomers; a new individual-use coupon replaces the others. Gift cards are payment, not
 * discounts, and stay beside any coupon.
 */
export function combineCoupons(applied: readonly Coupon[], incoming: Coupon): { keep: Coupon[]; problem: string | null } {
  if (incoming.kind === 'gift_card') return { keep: [...applied, incoming], problem: null };
  const blocking = applied.find((coupon) => coupon.kind !== 'gift_card' && coupon.individualUse);
  if (blocking) return { keep: [...applied], problem: couponMessages.individualUseApplied(blocking.code) };
  if (incoming.individualUse) {
    return { keep: [...applied.filter((coupon) => coupon.kind === 'gift_card'), incoming], problem: null };
  }
  return { keep: [...applied, incoming], problem: null };
}

/**
 * The coupons of a stored list that may stand together, the earlier ones first: each coupon is
 * kept only when `combineCoupons` would take it beside those kept before it without removing any
 * of them. A list built by `applyCoupon` passes unchanged; one built another way (two carts
 * merged at login, a restored session) loses what `applyCoupon` would have refused, and a later
 * individual-use coupon does not push out what was applied before it. The dropped ones are
 * returned so the caller can say so.
 */
export function compatibleCoupons(coupons: readonly Coupon[]): { kept: Coupon[]; dropped: Coupon[] } {
  const kept: Coupon[] = [];
  const dropped: Coupon[] = [];
  for (const coupon of coupons) {
    const combined = combineCoupons(kept, coupon);
    const displacesOthers = combined.keep.length < kept.length + 1;
    if (combined.problem || displacesOthers) dropped.push(coupon);
    else kept.push(coupon);
  }
  return { kept, dropped };
}
