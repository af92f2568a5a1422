import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type Coupon, type PricingLine } from '@/server/commerce/pricing';
import { coupon, line } from './fixtures';

/**
 * A fixed-cart coupon's share of each line, as WooCommerce 10.0 computes it
 * (WC_Discounts::apply_coupon_fixed_cart): an equal amount per unit rounded down to the cent,
 * repeated over the lines with something left, the last cents one per unit from the dearest line.
 */
const price = (lines: PricingLine[], coupons: Coupon[]) => priceCart({ lines, coupons, destination: { country: 'DE' }, chosenRateId: null });
const cutsOf = (lines: PricingLine[], coupons: Coupon[]) => price(lines, coupons).lines.map((l) => l.subtotal - l.total);
const item = (key: string, unitPrice: number, quantity = 1) => line({ key, productId: 100 + key.charCodeAt(0), unitPrice, quantity });
const fixedCart = (amount: number, overrides: Partial<Coupon> = {}) => coupon({ code: `fc${amount}`, kind: 'fixed_cart', amount, ...overrides });

describe('fixed-cart coupons: worked examples from WC_Discounts::apply_coupon_fixed_cart', () => {
  it('an equal amount per unit, not a share of the price (woocommerce#46631: 20 $ and 10 000 $, 30 $ off → 15 $ each)', () => {
    expect(cutsOf([item('a', 20_00), item('b', 10_000_00)], [fixedCart(30_00)])).toEqual([15_00, 15_00]);
  });

  it('quantities count as units: 2 × 20 € and 1 × 100 €, 30 € off → 10 € per unit', () => {
    expect(cutsOf([item('a', 20_00, 2), item('b', 100_00)], [fixedCart(30_00)])).toEqual([20_00, 10_00]);
  });

  it('a line that cannot take its share is emptied and the rest repeats over the others', () => {
    // 10 € over 2 units = 5 € each; the 1 € line takes 1 €, the 4 € left go to the 50 € line.
    expect(cutsOf([item('a', 1_00), item('b', 50_00)], [fixedCart(10_00)])).toEqual([1_00, 9_00]);
  });

  it('the odd cents go one per unit to the dearest unit price first, then in cart order', () => {
    // 10 € over 3 units: 3,33 € each, the cent left to the 7 € line (proportional gave 2,78/3,89/3,33).
    expect(cutsOf([item('a', 5_00), item('b', 7_00), item('c', 6_00)], [fixedCart(10_00)])).toEqual([3_33, 3_34, 3_33]);
    // Equal prices: the first line of the cart.
    expect(cutsOf([item('a', 10_00), item('b', 10_00), item('c', 10_00)], [fixedCart(10_00)])).toEqual([3_34, 3_33, 3_33]);
    // 1 € over 3 units: 0,33 € each, the cent to the 9 € line; the 2 × 4 € line gets 0,66 € (proportional: 0,47 €).
    expect(cutsOf([item('a', 4_00, 2), item('b', 9_00)], [fixedCart(1_00)])).toEqual([66, 34]);
  });

  it('fewer cents than units: one cent per unit, dearest line first, until the amount is given', () => {
    expect(cutsOf([item('a', 2_00, 3), item('b', 5_00, 2)], [fixedCart(3)])).toEqual([1, 2]);
    expect(cutsOf([item('a', 2_00, 3), item('b', 5_00, 2)], [fixedCart(4)])).toEqual([2, 2]);
  });

  it('lines with nothing to pay take no share: free items neither count as units nor get a cent', () => {
    expect(cutsOf([item('a', 0, 5), item('b', 10_00)], [fixedCart(3_00)])).toEqual([0, 3_00]);
  });

  it('a coupon larger than the cart takes every line to zero and no further', () => {
    const priced = price([item('a', 3_00, 2), item('b', 5_00)], [fixedCart(50_00)]);
    expect(priced.lines.map((l) => l.total)).toEqual([0, 0]);
    expect(priced.coupons[0]?.discount).toBe(11_00);
  });

  it('the product list of a cart coupon decides whether it applies, not which lines share it (is_valid_for_cart)', () => {
    const a = item('a', 20_00);
    const b = item('b', 40_00);
    expect(cutsOf([a, b], [fixedCart(10_00, { productIds: [a.productId] })])).toEqual([5_00, 5_00]);
  });

  it('after a percent coupon, from what each line has left; the VAT of each line follows its own total', () => {
    const priced = price([item('a', 3_00, 3), item('b', 12_50)], [fixedCart(2_00, { id: 5 }), coupon({ id: 6, code: 'pct', amount: 10 })]);
    // 10 %: 0,90 € and 1,25 €; then 2 € over 4 units = 0,50 € each.
    expect(priced.lines.map((l) => l.subtotal - l.total)).toEqual([90 + 1_50, 1_25 + 50]);
    // 6,60 € and 10,75 € left, gross: 1,05 € and 1,72 € VAT.
    expect(priced.lines.map((l) => l.tax)).toEqual([1_05, 1_72]);
  });

  it('two fixed-cart coupons act smaller amount first, whichever the shopper applied first', () => {
    // 2,02 € first: 1,01 € per unit; then 5 € over what is left: the 1,10 € line empties at 0,09 €.
    const lines = [item('a', 1_10), item('b', 30_00)];
    const big = fixedCart(5_00, { id: 1, code: 'big' });
    const small = fixedCart(2_02, { id: 2, code: 'small' });
    const priced = price(lines, [big, small]);
    expect(priced.lines.map((l) => l.subtotal - l.total)).toEqual([1_10, 5_92]);
    expect(priced.coupons.map((c) => [c.code, c.discount])).toEqual([['big', 5_00], ['small', 2_02]]);
    // Equal amounts: the newer coupon (higher id) first.
    expect(cutsOf(lines, [fixedCart(1_11, { id: 3, code: 'x' }), fixedCart(1_11, { id: 4, code: 'y' })])).toEqual([1_10, 1_12]);
  });
});

/**
 * WooCommerce 10.0's code restated line by line (class-wc-discounts.php, class-wc-cart-totals.php),
 * for fixed-product and fixed-cart coupons with calc_discounts_sequentially off: items keyed,
 * discounts kept per coupon code and item key, every helper by its PHP name.
 */
function woocommerceDiscounts(lines: PricingLine[], coupons: Coupon[]): Map<string, number> {
  interface Item {
    key: string;
    quantity: number;
    price: number;
  }
  // set_items + sort_by_price: unit price descending; uasort is stable in PHP 8.
  const items: Item[] = lines.map((l) => ({ key: l.key, quantity: l.quantity, price: l.unitPrice * l.quantity }));
  items.sort((a, b) => {
    const price1 = a.quantity > 1 ? a.price / a.quantity : a.price;
    const price2 = b.quantity > 1 ? b.price / b.quantity : b.price;
    return price1 === price2 ? 0 : price1 < price2 ? 1 : -1;
  });
  const discounts = new Map<string, Map<string, number>>();
  const getDiscount = (key: string) => [...discounts.values()].reduce((total, byItem) => total + (byItem.get(key) ?? 0), 0);
  const getDiscountedPriceInCents = (item: Item) => Math.abs(Math.round(item.price - getDiscount(item.key)));
  const add = (code: string, key: string, discount: number) => {
    const byItem = discounts.get(code) as Map<string, number>;
    byItem.set(key, (byItem.get(key) ?? 0) + discount);
  };

  function applyCouponFixedProduct(c: Coupon, itemsToApply: Item[], amount: number): number {
    let totalDiscount = 0;
    for (const item of itemsToApply) {
      const discountedPrice = getDiscountedPriceInCents(item);
      const discount = Math.min(discountedPrice, amount * item.quantity);
      totalDiscount += discount;
      add(c.code, item.key, discount);
    }
    return totalDiscount;
  }
  function applyCouponRemainder(c: Coupon, itemsToApply: Item[], amount: number): number {
    let totalDiscount = 0;
    for (const item of itemsToApply) {
      for (let i = 0; i < item.quantity; i++) {
        const discount = Math.min(getDiscountedPriceInCents(item), 1);
        totalDiscount += discount;
        add(c.code, item.key, discount);
        if (totalDiscount >= amount) return totalDiscount;
      }
    }
    return totalDiscount;
  }
  function applyCouponFixedCart(c: Coupon, itemsToApplyIn: Item[], amountIn: number | null = null): number {
    let totalDiscount = 0;
    const amount = amountIn ? amountIn : c.amount;
    const itemsToApply = itemsToApplyIn.filter((item) => getDiscountedPriceInCents(item) > 0);
    const itemCount = itemsToApply.reduce((total, item) => total + item.quantity, 0);
    if (!itemCount) return totalDiscount;
    if (!amount) return applyCouponFixedProduct(c, itemsToApply, 0);
    const perItemDiscount = Math.trunc(amount / itemCount);
    if (perItemDiscount > 0) {
      totalDiscount = applyCouponFixedProduct(c, itemsToApply, perItemDiscount);
      if (totalDiscount > 0 && totalDiscount < amount) totalDiscount += applyCouponFixedCart(c, itemsToApply, amount - totalDiscount);
    } else if (amount > 0) {
      totalDiscount += applyCouponRemainder(c, itemsToApply, amount);
    }
    return totalDiscount;
  }

  // get_coupons_from_cart + sort_coupons_callback.
  const sortOf = (c: Coupon) => (c.kind === 'fixed_product' ? 1 : c.kind === 'percent' ? 2 : 3);
  const sorted = coupons
    .map((c, index) => ({ c, index }))
    .sort((a, b) => {
      if (sortOf(a.c) === sortOf(b.c)) {
        if (a.c.amount === b.c.amount) return b.c.id - a.c.id || a.index - b.index;
        return a.c.amount < b.c.amount ? -1 : 1;
      }
      return sortOf(a.c) < sortOf(b.c) ? -1 : 1;
    })
    .map(({ c }) => c);
  for (const c of sorted) {
    discounts.set(c.code, new Map());
    // get_items_to_apply_coupon (these coupons carry no product rules): every item with a price left.
    const itemsToApply = items.filter((item) => getDiscountedPriceInCents(item) !== 0);
    if (c.kind === 'fixed_cart') applyCouponFixedCart(c, itemsToApply);
    else applyCouponFixedProduct(c, itemsToApply, c.amount);
  }
  return new Map(lines.map((l) => [l.key, getDiscount(l.key)]));
}

const cartArb = fc.record({
  lines: fc.array(
    fc.record({
      unitPrice: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 500_00 })),
      quantity: fc.integer({ min: 1, max: 9 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  coupons: fc.array(
    fc.record({
      kind: fc.constantFrom<Coupon['kind']>('fixed_cart', 'fixed_cart', 'fixed_product'),
      amount: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 300_00 }), fc.constantFrom(5_00, 10_00)),
      id: fc.integer({ min: 1, max: 5 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

type CartSample = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

function build(sample: CartSample) {
  const lines = sample.lines.map((l, index) => line({ key: `k${index}`, productId: 200 + index, unitPrice: l.unitPrice, quantity: l.quantity }));
  const coupons = sample.coupons.map((c, index) => coupon({ id: c.id, code: `c${index}`, kind: c.kind, amount: c.amount }));
  return { lines, coupons };
}

describe('fixed-cart coupons: properties', () => {
  it('every line loses exactly what WooCommerce’s own algorithm takes off it, for any cart and coupons in sequence', () => {
    fc.assert(
      fc.property(cartArb, (sample) => {
        const { lines, coupons } = build(sample);
        const expected = woocommerceDiscounts(lines, coupons);
        expect(cutsOf(lines, coupons)).toEqual(lines.map((l) => expected.get(l.key)));
      }),
      { numRuns: 500 },
    );
  });

  it('one fixed-cart coupon takes min(amount, cart) off in all, no line below zero', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 400_00 }), (sample, amount) => {
        const { lines } = build(sample);
        const priced = price(lines, [fixedCart(amount)]);
        const cart = priced.lines.reduce((total, l) => total + l.subtotal, 0);
        for (const l of priced.lines) expect(l.total).toBeGreaterThanOrEqual(0);
        expect(priced.lines.reduce((total, l) => total + l.subtotal - l.total, 0)).toBe(Math.min(amount, cart));
        expect(priced.coupons[0]?.discount).toBe(Math.min(amount, cart));
      }),
      { numRuns: 500 },
    );
  });
});
