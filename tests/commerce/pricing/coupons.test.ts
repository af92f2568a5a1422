import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineCoupons, couponProblem, discountCents, priceCart } from '@/server/commerce/pricing';
import { coupon, line } from './fixtures';

const now = new Date('2026-06-01T12:00:00Z');
const check = (c: ReturnType<typeof coupon>, lines = [line()], usesByCustomer = 0, country: string | null = 'DE') => couponProblem(c, { lines, now, usesByCustomer, country });
const price = (lines: ReturnType<typeof line>[], coupons: ReturnType<typeof coupon>[], country = 'DE') =>
  priceCart({ lines, coupons, destination: { country }, chosenRateId: null });

describe('coupon validity, with WooCommerce messages', () => {
  it('accepts a plain coupon', () => expect(check(coupon())).toBeNull());

  it('expiry', () => {
    expect(check(coupon({ expiresAt: new Date('2026-05-31T00:00:00Z') }))).toBe('This coupon has expired.');
    expect(check(coupon({ expiresAt: new Date('2026-07-01T00:00:00Z') }))).toBeNull();
  });

  it('usage limit per coupon and per customer', () => {
    expect(check(coupon({ usageLimit: 5, usageCount: 5 }))).toBe('Coupon usage limit has been reached.');
    expect(check(coupon({ usageLimit: 5, usageCount: 4 }))).toBeNull();
    expect(check(coupon({ usageLimitPerUser: 1 }), [line()], 1)).toBe('Coupon usage limit has been reached.');
    expect(check(coupon({ usageLimitPerUser: 1 }), [line()], 0)).toBeNull();
  });

  // wc_price as WooGraphQL sends money: tags stripped, the entity kept; the storefront decodes it.
  it('minimum and maximum spend against the subtotal incl. VAT, formatted as the shop sends money', () => {
    expect(check(coupon({ minimumSpend: 50_00 }), [line({ unitPrice: 49_99 })])).toBe(
      'The minimum spend for this coupon is 50,00&nbsp;€.',
    );
    expect(check(coupon({ minimumSpend: 50_00 }), [line({ unitPrice: 25_00, quantity: 2 })])).toBeNull();
    expect(check(coupon({ maximumSpend: 100_00 }), [line({ unitPrice: 100_01 })])).toBe(
      'The maximum spend for this coupon is 100,00&nbsp;€.',
    );
  });

  it('product and category restrictions', () => {
    expect(check(coupon({ productIds: [99] }))).toBe('Sorry, this coupon is not applicable to selected products.');
    expect(check(coupon({ productIds: [10] }))).toBeNull();
    expect(check(coupon({ categoryIds: [2] }))).toBe('Sorry, this coupon is not applicable to selected products.');
    expect(check(coupon({ categoryIds: [1] }))).toBeNull();
    expect(check(coupon({ productIds: [99] }), [line({ variationId: 99 })])).toBeNull();
  });

  it('a cart coupon refuses carts holding excluded products, categories or sale items', () => {
    const cart = coupon({ kind: 'fixed_cart', amount: 5_00 });
    expect(check({ ...cart, excludedProductIds: [10] })).toBe('Sorry, this coupon is not applicable to the products: Sommerkleid.');
    expect(check({ ...cart, excludedCategoryIds: [1] })).toBe('Sorry, this coupon is not applicable to the categories: Kleider.');
    expect(check({ ...cart, excludeSaleItems: true }, [line({ onSale: true })])).toBe('Sorry, this coupon is not valid for sale items.');
  });

  it('a product coupon skips excluded items and refuses only when nothing is left to discount', () => {
    const percent = coupon({ kind: 'percent', amount: 10, excludeSaleItems: true });
    expect(check(percent, [line({ onSale: true }), line({ key: 'b', productId: 11 })])).toBeNull();
    expect(check(percent, [line({ onSale: true })])).toBe('Sorry, this coupon is not valid for sale items.');
    const priced = price([line({ onSale: true }), line({ key: 'b', productId: 11 })], [percent]);
    expect(priced.lines.map((l) => l.total)).toEqual([20_00, 18_00]);
  });

  it('gift cards need a balance', () => {
    expect(check(coupon({ kind: 'gift_card', code: 'GC', balance: 0 }))).toBe('The gift card "GC" has no balance left.');
    expect(check(coupon({ kind: 'gift_card', balance: 1 }))).toBeNull();
  });
});

describe('individual use', () => {
  const a = coupon({ code: 'a' });
  const solo = coupon({ code: 'solo', individualUse: true });
  const gift = coupon({ code: 'gift', kind: 'gift_card', balance: 10_00 });

  it('an individual-use coupon in the cart refuses other coupons', () => {
    expect(combineCoupons([solo], a).problem).toBe(
      'Sorry, coupon "solo" has already been applied and cannot be used in conjunction with other coupons.',
    );
  });

  it('a new individual-use coupon replaces the others but keeps gift cards', () => {
    expect(combineCoupons([a, gift], solo)).toEqual({ keep: [gift, solo], problem: null });
  });

  it('gift cards combine with anything', () => {
    expect(combineCoupons([solo], gift)).toEqual({ keep: [solo, gift], problem: null });
  });
});

describe('discounts', () => {
  it('percent off each eligible line, rounded once per line', () => {
    const priced = price([line({ unitPrice: 9_99, quantity: 3 })], [coupon({ amount: 15 })]);
    // 29.97 × 15 % = 4.4955 → 4.50
    expect(priced.coupons[0]?.discount).toBe(4_50);
    expect(priced.lines[0]?.total).toBe(25_47);
  });

  it('percent as WooCommerce rounds it: halves down, and the lines never lose more than their sum would', () => {
    // 10 % of 29,95 € is 2,995 €: WooCommerce gives 2,99 € (wc_round_discount rounds halves down).
    expect(price([line({ unitPrice: 29_95 })], [coupon({ amount: 10 })]).coupons[0]?.discount).toBe(2_99);
    // 2,995 € + 1,495 € = 4,49 € for both lines, not 3,00 € + 1,50 €; the cent the floors kept
    // back goes to the larger line.
    const two = price([line({ unitPrice: 14_95 }), line({ key: 'b', productId: 11, unitPrice: 29_95 })], [coupon({ amount: 10 })]);
    expect(two.coupons[0]?.discount).toBe(4_49);
    expect(two.lines.map((l) => l.total)).toEqual([14_95 - 1_49, 29_95 - 3_00]);
    // Three lines of 0,10 € at 5 %: 1,5 cents in all, so one cent, not one per line.
    const small = price([10, 10, 10].map((unitPrice, index) => line({ key: `k${index}`, productId: 20 + index, unitPrice })), [coupon({ amount: 5 })]);
    expect(small.coupons[0]?.discount).toBe(1);
    // WooCommerce 10 orders items by unit price (sort_by_price), not by line price: 5 % of 10 × 1,01 €
    // and 1 × 5,05 € is 0,7575 € → 0,76 €; the floors give 0,50 € + 0,25 €, the cent goes to the 5,05 € line.
    const units = price([line({ unitPrice: 1_01, quantity: 10 }), line({ key: 'b', productId: 11, unitPrice: 5_05 })], [coupon({ amount: 5 })]);
    expect(units.lines.map((l) => l.subtotal - l.total)).toEqual([50, 26]);
    // PHP floors 100 × 0.29 = 28.999999999999996 to 28 (and 400 × 0.29 = 116 exactly): the cent
    // comes back through the remainder, but to the dearer unit first — 0,28 € and 1,17 €, not 0,29 € and 1,16 €.
    const float = price([line({ unitPrice: 1_00 }), line({ key: 'b', productId: 11, unitPrice: 2_00, quantity: 2 })], [coupon({ amount: 29 })]);
    expect(float.lines.map((l) => l.subtotal - l.total)).toEqual([28, 1_17]);
  });

  it('a percent coupon takes off what the eligible lines would lose together, each line at least its own share rounded down', () => {
    const lineArb = fc.record({ unitPrice: fc.integer({ min: 0, max: 500_00 }), quantity: fc.integer({ min: 1, max: 12 }), eligible: fc.boolean() });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 100 }), (sample, percent) => {
        const lines = sample.map((l, index) => line({ key: `k${index}`, productId: 100 + index, unitPrice: l.unitPrice, quantity: l.quantity }));
        const productIds = lines.filter((_, index) => sample[index]?.eligible).map((l) => l.productId);
        fc.pre(productIds.length > 0);
        const priced = price(lines, [coupon({ amount: percent, productIds })]);
        const eligibleGross = sample.reduce((total, l) => total + (l.eligible ? l.unitPrice * l.quantity : 0), 0);
        expect(priced.coupons[0]?.discount ?? 0).toBe(discountCents(eligibleGross * percent, 100));
        priced.lines.forEach((pricedLine, index) => {
          const source = sample[index];
          const cut = pricedLine.subtotal - pricedLine.total;
          if (!source?.eligible) return expect(cut).toBe(0);
          // Its own share as WooCommerce floors it (in PHP floats), plus at most a cent per unit.
          const floored = Math.floor(source.unitPrice * source.quantity * (percent / 100));
          expect(cut).toBeGreaterThanOrEqual(floored);
          expect(cut).toBeLessThanOrEqual(floored + source.quantity);
        });
      }),
    );
  });

  it('fixed product: the amount per unit, never below zero', () => {
    const priced = price([line({ unitPrice: 3_00, quantity: 2 }), line({ key: 'b', productId: 11, unitPrice: 30_00 })], [
      coupon({ kind: 'fixed_product', amount: 5_00 }),
    ]);
    expect(priced.lines.map((l) => l.total)).toEqual([0, 25_00]);
    expect(priced.coupons[0]?.discount).toBe(11_00);
  });

  it('fixed cart: spread over lines by price, adding up to the exact amount', () => {
    const priced = price(
      [line({ unitPrice: 10_00 }), line({ key: 'b', productId: 11, unitPrice: 10_00 }), line({ key: 'c', productId: 12, unitPrice: 10_00 })],
      [coupon({ kind: 'fixed_cart', amount: 10_00 })],
    );
    expect(priced.lines.map((l) => 10_00 - l.total)).toEqual([3_34, 3_33, 3_33]);
    expect(priced.coupons[0]?.discount).toBe(10_00);
  });

  it('fixed cart larger than the cart takes the goods to zero, not below', () => {
    const priced = price([line({ unitPrice: 10_00 })], [coupon({ kind: 'fixed_cart', amount: 50_00 })]);
    expect(priced.totals.contentsTotal).toBe(0);
    expect(priced.coupons[0]?.discount).toBe(10_00);
  });

  it('the VAT a coupon removes is reported with it', () => {
    const priced = price([line({ unitPrice: 119_00 })], [coupon({ kind: 'fixed_cart', amount: 11_90 })]);
    expect(priced.coupons[0]).toMatchObject({ discount: 11_90, discountTax: 1_90 });
    expect(priced.totals).toMatchObject({ contentsTotal: 107_10, contentsTax: 17_10, discountTax: 1_90 });
  });
});

describe('gift cards', () => {
  it('pay after other discounts and cover shipping too', () => {
    const priced = price([line({ unitPrice: 20_00 })], [coupon({ code: 'gift', kind: 'gift_card', balance: 100_00 }), coupon({ code: 'ten', amount: 10 })]);
    expect(priced.totals.contentsTotal).toBe(18_00);
    expect(priced.totals.shippingTotal).toBe(4_95);
    expect(priced.totals.giftCardTotal).toBe(22_95);
    expect(priced.totals.total).toBe(0);
    expect(priced.coupons.map((c) => [c.code, c.discount])).toEqual([['gift', 22_95], ['ten', 2_00]]);
  });

  it('a partial payment leaves the rest to pay and the tax unchanged', () => {
    const priced = price([line({ unitPrice: 60_00 })], [coupon({ code: 'gift', kind: 'gift_card', balance: 25_00 })]);
    expect(priced.totals).toMatchObject({ giftCardTotal: 25_00, total: 35_00, totalTax: 9_58 });
  });
});
