/**
 * The rounding rules of the shop: integer cents, halves rounded up (away from zero for the
 * non-negative amounts pricing works with), except where WooCommerce rounds a discount
 * (`discountCents`). Every division in pricing goes through here.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRounded needs safe integers and a positive denominator: ${numerator}/${denominator}`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
}

function assertDivision(numerator: number, denominator: number): void {
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`pricing divides safe non-negative integers by a positive one: ${numerator}/${denominator}`);
  }
}

/** numerator / denominator rounded down: what WooCommerce's `floor()` leaves of a discount. */
export function divideDown(numerator: number, denominator: number): number {
  assertDivision(numerator, denominator);
  return (numerator - (numerator % denominator)) / denominator;
}

/**
 * A line's percent share as WC_Discounts::apply_coupon_percent floors it:
 * `floor( $price_to_discount * ( $coupon_amount / 100 ) )` in PHP floats. JavaScript numbers are
 * the same IEEE doubles doing the same two operations, so this is WooCommerce's cent, float error
 * included: 29 % of 1,00 € is floor(28.999999999999996) = 0,28 €, not 0,29 € (the cent comes
 * back through the remainder, to the first line in WooCommerce's order — maybe another line).
 */
export function percentFloor(cents: number, percent: number): number {
  assertDivision(cents, 1);
  return Math.floor(cents * (percent / 100));
}

/**
 * numerator / denominator rounded as WooCommerce rounds a discount (`wc_round_discount` with
 * WC_DISCOUNT_ROUNDING_MODE = PHP_ROUND_HALF_DOWN): halves down, so a coupon never gives the
 * half cent away.
 */
export function discountCents(numerator: number, denominator: number): number {
  assertDivision(numerator, denominator);
  const down = divideDown(numerator, denominator);
  return 2 * (numerator % denominator) > denominator ? down + 1 : down;
}

/** German standard VAT in percent; every price the shop shows includes it. */
export const VAT_PERCENT = 19;

/** The VAT contained in a gross amount: gross − gross / 1.19, rounded once. */
export function includedTax(grossCents: number): number {
  return grossCents - divideRounded(grossCents * 100, 100 + VAT_PERCENT);
}
