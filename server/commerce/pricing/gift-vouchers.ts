/**
 * Gift vouchers: products whose purchase issues store credit (gift cards). The rule, as
 * WooCommerce gift-card plugins have it, so that credit is only ever bought with money:
 *
 * - a coupon never reduces a voucher line (percent, fixed product and fixed cart coupons act on
 *   the other lines only; a cart of nothing but vouchers takes no coupon);
 * - store credit never pays for a voucher: gift cards pay the other goods and shipping, and the
 *   voucher part of the total is paid by card or on delivery (a cart of nothing but vouchers
 *   takes no gift card);
 * - each voucher unit issues its face value, but never more than what was paid for the unit.
 */

/**
 * The credit one unit of a paid voucher line issues: its face value (cents), capped by what the
 * unit cost after coupons; a voucher without a usable face value issues what was paid.
 */
export function voucherCreditPerUnit(faceValue: number | null, lineTotal: number, quantity: number): number {
  if (quantity <= 0 || lineTotal <= 0) return 0;
  const paidPerUnit = Math.floor(lineTotal / quantity);
  if (faceValue === null || !Number.isSafeInteger(faceValue) || faceValue <= 0) return paidPerUnit;
  return Math.min(faceValue, paidPerUnit);
}
