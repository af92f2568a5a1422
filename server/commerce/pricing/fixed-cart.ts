import { divideDown } from './rounding';

/**
 * What a fixed-cart coupon takes off each line, as WooCommerce 10's WC_Discounts::
 * apply_coupon_fixed_cart does (includes/class-wc-discounts.php), not in proportion to price:
 *
 * 1. The lines still worth something (filter_products_with_price) share the amount per unit:
 *    `absint( $amount / $item_count )` — the amount over the number of units, rounded down.
 * 2. apply_coupon_fixed_product gives every line that per-unit amount × its quantity, capped by
 *    what the line has left (`min( $discounted_price, $discount )`).
 * 3. "If there is still discount remaining, repeat the process" with what is left, over the lines
 *    still worth something — unless that round took nothing.
 * 4. When the per-unit amount rounds down to zero (fewer cents left than units),
 *    apply_coupon_remainder walks the lines in order, one cent per unit while a line has a cent
 *    left, until the amount is used up — so the first lines (dearest unit price, discount-order.ts)
 *    get the odd cents, and a line never gets more cents than it has units in that walk.
 *
 * A coupon larger than the cart takes every line to zero. Because step 4 stops at one cent per
 * unit, a cart whose lines have less left than units (after earlier coupons) can keep a few cents
 * WooCommerce does not take either.
 *
 * `order`: the lines the coupon acts on, in WooCommerce's item order; `left`: what each line still
 * costs after the coupons before this one, gross cents. Returns the cut per line (index as `left`).
 */
export function fixedCartCuts(amount: number, order: readonly number[], quantities: readonly number[], left: readonly number[]): number[] {
  const cuts = left.map(() => 0);
  const leftOf = (index: number) => (left[index] as number) - (cuts[index] as number);
  const take = (index: number, cents: number) => {
    cuts[index] = (cuts[index] as number) + cents;
  };
  let toGive = amount;
  for (;;) {
    const items = order.filter((index) => leftOf(index) > 0);
    const units = items.reduce((total, index) => total + (quantities[index] as number), 0);
    if (units === 0 || toGive <= 0) break;
    const perUnit = divideDown(toGive, units);
    if (perUnit === 0) {
      applyRemainder(toGive, items, quantities, leftOf, take);
      break;
    }
    let given = 0;
    for (const index of items) {
      const cut = Math.min(leftOf(index), perUnit * (quantities[index] as number));
      take(index, cut);
      given += cut;
    }
    if (given === 0 || given >= toGive) break;
    toGive -= given;
  }
  return cuts;
}

/** WC_Discounts::apply_coupon_remainder: a cent per unit, lines in order, until `amount` is given. */
function applyRemainder(
  amount: number,
  items: readonly number[],
  quantities: readonly number[],
  leftOf: (index: number) => number,
  take: (index: number, cents: number) => void,
): void {
  let given = 0;
  for (const index of items) {
    for (let unit = 0; unit < (quantities[index] as number); unit += 1) {
      const cent = Math.min(leftOf(index), 1);
      take(index, cent);
      given += cent;
      if (given >= amount) return;
    }
  }
}
