import { combineCouponOrder, discountItemOrder } from './discount-order';
import { fixedCartCuts } from './fixed-cart';
import type { Coupon, PricingLine, ShippingDestination } from './model';
import { couponActsOnLine } from './coupon-rules';
import { discountCents, percentFloor } from './rounding';
import { shippingRates, type ShippingRateQuote } from './shipping';
import { lineAmount, lineTax, taxationFor } from './vat';

export interface PricedLine {
  key: string;
  /** Before coupons, gross at its destination (vat.ts), and the VAT in it. */
  subtotal: number;
  subtotalTax: number;
  /** After coupons (gift cards are payment and never touch lines), gross, and the VAT in it. */
  total: number;
  tax: number;
}

export interface PricedCoupon {
  code: string;
  kind: Coupon['kind'];
  description: string;
  /** What it took off, gross, and the VAT share of that (0 for gift cards: store credit is payment). */
  discount: number;
  discountTax: number;
}

export interface CartTotals {
  /** Gross goods before coupons and the VAT in it. */
  subtotal: number;
  subtotalTax: number;
  /** Gross goods after coupons and the VAT in it. */
  contentsTotal: number;
  contentsTax: number;
  /** Coupons (gross) plus gift-card credit used; discountTax is the VAT the coupons removed. */
  discountTotal: number;
  discountTax: number;
  giftCardTotal: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  /** What the shopper pays. */
  total: number;
}

export interface PricedCart {
  lines: PricedLine[];
  coupons: PricedCoupon[];
  needsShipping: boolean;
  rates: ShippingRateQuote[];
  chosenRate: ShippingRateQuote | null;
  totals: CartTotals;
}

export interface PriceCartInput {
  lines: readonly PricingLine[];
  /** Already validated, in the order they were applied. */
  coupons: readonly Coupon[];
  destination: ShippingDestination;
  /** The rate id the shopper chose; the first offered rate when absent or no longer offered. */
  chosenRateId: string | null;
}

/**
 * Prices a cart: each line at its destination's VAT (vat.ts), coupons on lines (fixed product,
 * then percent, then fixed cart), shipping for the goods after coupons, then gift cards on what
 * is left including shipping. Gift vouchers take no coupon and no gift card (gift-vouchers.ts).
 * Pure: integer cents in, integer cents out, the rounding rules of rounding.ts.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  const taxation = taxationFor(input.destination.country);
  const amounts = input.lines.map((line) => lineAmount(line, taxation));
  const taxOf = (index: number, amount: number) => lineTax(input.lines[index] as PricingLine, amount, taxation);
  const remaining = [...amounts];
  const lineTaxBefore = amounts.map((amount, index) => taxOf(index, amount));
  const pricedCoupons: PricedCoupon[] = [];

  for (const coupon of combineCouponOrder(input.coupons)) {
    if (coupon.kind === 'gift_card') continue;
    const eligible = input.lines.map((line) => couponActsOnLine(coupon, line));
    const cuts = couponCuts(coupon, input.lines, amounts, remaining, eligible);
    let discountTax = 0;
    cuts.forEach((cut, index) => {
      const before = remaining[index] as number;
      remaining[index] = before - cut;
      discountTax += taxOf(index, before) - taxOf(index, before - cut);
    });
    pricedCoupons.push({
      code: coupon.code,
      kind: coupon.kind,
      description: coupon.description,
      discount: cuts.reduce((sum, cut) => sum + cut, 0),
      discountTax,
    });
  }

  const lines: PricedLine[] = input.lines.map((line, index) => {
    const total = remaining[index] as number;
    return { key: line.key, subtotal: amounts[index] as number, subtotalTax: lineTaxBefore[index] as number, total, tax: taxOf(index, total) };
  });
  const contentsTotal = sum(lines.map((line) => line.total));
  const needsShipping = input.lines.some((line) => line.needsShipping);
  const freeShippingCoupon = input.coupons.some((coupon) => coupon.freeShipping);
  const rates = needsShipping ? shippingRates(input.destination.country, contentsTotal, freeShippingCoupon) : [];
  const chosenRate = rates.find((rate) => rate.id === input.chosenRateId) ?? rates[0] ?? null;
  const shippingTotal = chosenRate?.cost ?? 0;
  const shippingTax = chosenRate?.tax ?? 0;

  // Gift cards: store credit on whatever is still to pay, shipping included, up to each balance;
  // never on gift vouchers, which are paid with money only (gift-vouchers.ts).
  const vouchersTotal = sum(lines.filter((_, index) => input.lines[index]?.giftVoucher).map((line) => line.total));
  let creditPayable = contentsTotal - vouchersTotal + shippingTotal;
  let giftCardTotal = 0;
  for (const coupon of input.coupons) {
    if (coupon.kind !== 'gift_card') continue;
    const used = Math.min(coupon.balance, creditPayable);
    creditPayable -= used;
    giftCardTotal += used;
    pricedCoupons.push({ code: coupon.code, kind: coupon.kind, description: coupon.description, discount: used, discountTax: 0 });
  }
  // Report coupons in the order the shopper applied them.
  const order = input.coupons.map((coupon) => coupon.code);
  pricedCoupons.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));

  const subtotal = sum(lines.map((line) => line.subtotal));
  const subtotalTax = sum(lines.map((line) => line.subtotalTax));
  const contentsTax = sum(lines.map((line) => line.tax));
  return {
    lines,
    coupons: pricedCoupons,
    needsShipping,
    rates,
    chosenRate,
    totals: {
      subtotal,
      subtotalTax,
      contentsTotal,
      contentsTax,
      discountTotal: subtotal - contentsTotal + giftCardTotal,
      discountTax: subtotalTax - contentsTax,
      giftCardTotal,
      shippingTotal,
      shippingTax,
      totalTax: contentsTax + shippingTax,
      total: vouchersTotal + creditPayable,
    },
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * How much one coupon takes off each line; never more than the line has left. `amounts`: each
 * line before coupons, `remaining`: after the coupons before this one.
 */
function couponCuts(coupon: Coupon, lines: readonly PricingLine[], amounts: readonly number[], remaining: readonly number[], eligible: readonly boolean[]): number[] {
  if (coupon.kind === 'fixed_product') {
    return lines.map((line, index) => (eligible[index] ? Math.min(remaining[index] as number, coupon.amount * line.quantity) : 0));
  }
  // The lines the coupon acts on, in WooCommerce's item order (discount-order.ts).
  const applying = discountItemOrder(lines).filter((index) => eligible[index] && (remaining[index] as number) > 0);
  if (coupon.kind === 'percent') return percentCuts(coupon.amount, lines, amounts, remaining, applying);
  if (coupon.kind === 'fixed_cart') return fixedCartCuts(coupon.amount, applying, lines.map((line) => line.quantity), remaining);
  return lines.map(() => 0);
}

/**
 * A percent coupon as WC_Discounts::apply_coupon_percent takes it off: each eligible line loses
 * the percentage of its undiscounted price (WooCommerce's default, not sequential) rounded down
 * (in PHP's floating point, `percentFloor`),
 * capped by what it has left; then the cents the whole eligible amount would lose (rounded half
 * down, wc_round_discount) that rounding each line kept back go one cent per unit to the lines,
 * in WooCommerce's item order (dearest unit price first, discount-order.ts). So 10 % of 29,95 € is
 * 2,99 €, not 3,00 €, and two lines never lose more than their sum would.
 */
function percentCuts(percent: number, lines: readonly PricingLine[], gross: readonly number[], remaining: readonly number[], applying: readonly number[]): number[] {
  const cuts = lines.map(() => 0);
  let eligibleTotal = 0;
  for (const index of applying) {
    cuts[index] = Math.min(remaining[index] as number, percentFloor(gross[index] as number, percent));
    eligibleTotal += gross[index] as number;
  }
  let left = discountCents(eligibleTotal * percent, 100) - sum(cuts);
  for (const index of applying) {
    for (let unit = 0; unit < (lines[index] as PricingLine).quantity && left > 0; unit += 1) {
      if ((cuts[index] as number) < (remaining[index] as number)) {
        cuts[index] = (cuts[index] as number) + 1;
        left -= 1;
      }
    }
    if (left <= 0) break;
  }
  return cuts;
}
