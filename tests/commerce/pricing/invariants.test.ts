import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedTax, priceCart, type Coupon, type PricingLine } from '@/server/commerce/pricing';
import { coupon } from './fixtures';

const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  categoryId: fc.integer({ min: 1, max: 3 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 500_00 }),
  onSale: fc.boolean(),
  needsShipping: fc.boolean(),
  giftVoucher: fc.boolean(),
});

const couponArb = fc.record({
  kind: fc.constantFrom<Coupon['kind']>('percent', 'fixed_cart', 'fixed_product', 'gift_card'),
  amount: fc.integer({ min: 0, max: 200_00 }),
  percent: fc.integer({ min: 0, max: 100 }),
  balance: fc.integer({ min: 0, max: 300_00 }),
  freeShipping: fc.boolean(),
  excludeSaleItems: fc.boolean(),
  productIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
  excludedCategoryIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 1 }),
});

const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  coupons: fc.array(couponArb, { maxLength: 4 }),
  country: fc.constantFrom('DE', 'FR', 'US', null),
  chosen: fc.constantFrom(null, 'local_pickup:3', 'flat_rate:2', 'free_shipping:1'),
});

type CartSample = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

function build(sample: CartSample) {
  const lines: PricingLine[] = sample.lines.map((l, index) => ({
    key: `k${index}`,
    productId: l.productId,
    variationId: null,
    categories: [{ id: l.categoryId, name: `c${l.categoryId}` }],
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    onSale: l.onSale,
    needsShipping: l.needsShipping,
    giftVoucher: l.giftVoucher,
    name: `p${l.productId}`,
  }));
  const coupons: Coupon[] = sample.coupons.map((c, index) =>
    coupon({
      id: index + 1,
      code: `c${index}`,
      kind: c.kind,
      amount: c.kind === 'percent' ? c.percent : c.amount,
      balance: c.balance,
      freeShipping: c.freeShipping,
      excludeSaleItems: c.excludeSaleItems,
      productIds: c.productIds,
      excludedCategoryIds: c.excludedCategoryIds,
    }),
  );
  return { lines, coupons, priced: priceCart({ lines, coupons, destination: { country: sample.country }, chosenRateId: sample.chosen }) };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('pricing invariants (property-based)', () => {
  it('no amount is ever negative or a fraction of a cent', () => {
    fc.assert(
      fc.property(cartArb, (sample) => {
        const { priced } = build(sample);
        const amounts = [
          ...Object.values(priced.totals),
          ...priced.lines.flatMap((l) => [l.subtotal, l.subtotalTax, l.total, l.tax]),
          ...priced.coupons.flatMap((c) => [c.discount, c.discountTax]),
        ];
        for (const amount of amounts) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('line sums equal the totals, and the total is goods + shipping − gift cards', () => {
    fc.assert(
      fc.property(cartArb, (sample) => {
        const { priced } = build(sample);
        const t = priced.totals;
        expect(sum(priced.lines.map((l) => l.subtotal))).toBe(t.subtotal);
        expect(sum(priced.lines.map((l) => l.total))).toBe(t.contentsTotal);
        expect(sum(priced.lines.map((l) => l.tax))).toBe(t.contentsTax);
        expect(t.total).toBe(t.contentsTotal + t.shippingTotal - t.giftCardTotal);
        expect(t.discountTotal).toBe(sum(priced.coupons.map((c) => c.discount)));
        expect(t.subtotal - t.discountTotal + t.shippingTotal).toBe(t.total);
      }),
    );
  });

  it('discounts never exceed what they discount', () => {
    fc.assert(
      fc.property(cartArb, (sample) => {
        const { priced, coupons } = build(sample);
        for (const line of priced.lines) expect(line.total).toBeLessThanOrEqual(line.subtotal);
        const couponDiscounts = sum(priced.coupons.filter((c) => c.kind !== 'gift_card').map((c) => c.discount));
        expect(couponDiscounts).toBe(priced.totals.subtotal - priced.totals.contentsTotal);
        for (const used of priced.coupons.filter((c) => c.kind === 'gift_card')) {
          const card = coupons.find((c) => c.code === used.code);
          expect(used.discount).toBeLessThanOrEqual(card?.balance ?? 0);
        }
        expect(priced.totals.giftCardTotal).toBeLessThanOrEqual(priced.totals.contentsTotal + priced.totals.shippingTotal);
      }),
    );
  });

  it('tax is consistent: each line holds the VAT of its own gross, totals are sums, coupons remove the difference', () => {
    fc.assert(
      fc.property(cartArb, (sample) => {
        const { priced, lines } = build(sample);
        const t = priced.totals;
        // Outside the EU (here the US) goods and shipping go without VAT: each line costs its price less the VAT in it.
        // A gift voucher carries no VAT and keeps its price anywhere.
        const exportSale = sample.country === 'US';
        const vatOf = (gross: number) => (exportSale ? 0 : includedTax(gross));
        priced.lines.forEach((line, index) => {
          const source = lines[index] as PricingLine;
          const gross = source.unitPrice * source.quantity;
          if (source.giftVoucher) {
            expect([line.subtotal, line.subtotalTax, line.tax]).toEqual([gross, 0, 0]);
            return;
          }
          // 19 % VAT out of the gross, rounded once: the net is gross × 100 / 119 to the nearest cent.
          expect(line.subtotal).toBe(exportSale ? Math.round((gross * 100) / 119) : gross);
          expect(line.tax).toBe(vatOf(line.total));
          expect(line.subtotalTax).toBe(vatOf(line.subtotal));
        });
        expect(t.shippingTax).toBe(vatOf(t.shippingTotal));
        expect(t.totalTax).toBe(t.contentsTax + t.shippingTax);
        expect(t.discountTax).toBe(t.subtotalTax - t.contentsTax);
        expect(sum(priced.coupons.map((c) => c.discountTax))).toBe(t.discountTax);
      }),
    );
  });

  it('needs shipping exactly when some line does', () => {
    fc.assert(
      fc.property(cartArb, (sample) => {
        const { priced, lines } = build(sample);
        expect(priced.needsShipping).toBe(lines.some((l) => l.needsShipping));
        expect(priced.chosenRate === null).toBe(!priced.needsShipping);
      }),
    );
  });
});
