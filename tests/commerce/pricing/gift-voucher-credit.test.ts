import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineCoupons,
  couponMessages,
  couponProblem,
  priceCart,
  voucherCreditPerUnit,
  type Coupon,
  type PricingLine,
} from '@/server/commerce/pricing';
import { coupon, line } from './fixtures';

/**
 * The invariant behind gift vouchers (server/commerce/pricing/gift-vouchers.ts): the store credit
 * an order issues never exceeds the money received for its vouchers, whatever the cart, the
 * coupons and the gift cards. Product ids 1–3 are vouchers, 4–6 ordinary goods.
 */
const VOUCHER_IDS = [1, 2, 3];

const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  quantity: fc.integer({ min: 1, max: 12 }),
  unitPrice: fc.integer({ min: 1, max: 300_00 }),
  /** A voucher's face value: often its price, sometimes more (a voucher on sale), sometimes none. */
  face: fc.oneof(fc.constant<number | null>(null), fc.integer({ min: 1, max: 300_00 })),
  faceIsPrice: fc.boolean(),
  onSale: fc.boolean(),
});

const couponArb = fc.record({
  kind: fc.constantFrom<Coupon['kind']>('percent', 'fixed_cart', 'fixed_product', 'gift_card'),
  percent: fc.integer({ min: 1, max: 100 }),
  amount: fc.integer({ min: 1, max: 400_00 }),
  balance: fc.integer({ min: 1, max: 1000_00 }),
  /** With or without product restrictions, vouchers included. */
  productIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  freeShipping: fc.boolean(),
});

const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  coupons: fc.array(couponArb, { maxLength: 5 }),
  country: fc.constantFrom('DE', 'AT', 'US', null),
});

type LineSample = typeof lineArb extends fc.Arbitrary<infer T> ? T : never;
type CouponSample = typeof couponArb extends fc.Arbitrary<infer T> ? T : never;

const isVoucher = (productId: number) => VOUCHER_IDS.includes(productId);

function toLines(samples: readonly LineSample[]): { lines: PricingLine[]; faces: (number | null)[] } {
  const lines = samples.map((sample, index) =>
    line({
      key: `k${index}`,
      productId: sample.productId,
      categories: [{ id: isVoucher(sample.productId) ? 9 : 1, name: 'c' }],
      quantity: sample.quantity,
      unitPrice: sample.unitPrice,
      onSale: sample.onSale,
      needsShipping: !isVoucher(sample.productId),
      giftVoucher: isVoucher(sample.productId),
      name: `p${sample.productId}`,
    }),
  );
  const faces = samples.map((sample) => (sample.faceIsPrice ? sample.unitPrice : sample.face));
  return { lines, faces };
}

function toCoupons(samples: readonly CouponSample[], giftCardBalances: readonly number[] = []): Coupon[] {
  const coupons = samples.map((sample, index) =>
    coupon({
      id: index + 1,
      code: `c${index}`,
      kind: sample.kind,
      amount: sample.kind === 'percent' ? sample.percent : sample.amount,
      balance: sample.kind === 'gift_card' ? sample.balance : 0,
      productIds: sample.kind === 'gift_card' ? [] : sample.productIds,
      freeShipping: sample.freeShipping,
    }),
  );
  const cards = giftCardBalances.map((balance, index) =>
    coupon({ id: 1000 + index, code: `gc${index}`, kind: 'gift_card', amount: 0, balance }),
  );
  return [...coupons, ...cards];
}

/** The coupons a cart keeps, as the cart does: each valid for the cart and combinable. */
function keptCoupons(lines: readonly PricingLine[], candidates: readonly Coupon[]): Coupon[] {
  let kept: Coupon[] = [];
  for (const candidate of candidates) {
    if (candidate.kind === 'gift_card' && candidate.balance <= 0) continue;
    if (couponProblem(candidate, { lines, now: new Date(), usesByCustomer: 0, country: null }) !== null) continue;
    const combined = combineCoupons(kept, candidate);
    if (combined.problem === null) kept = combined.keep;
  }
  return kept;
}

/** What one order costs in money, what its vouchers cost, and what credit it issues and uses. */
function settle(lines: readonly PricingLine[], faces: readonly (number | null)[], coupons: readonly Coupon[], country: string | null) {
  const priced = priceCart({ lines, coupons, destination: { country }, chosenRateId: null });
  let voucherMoney = 0;
  let creditIssued = 0;
  const issuedCards: number[] = [];
  priced.lines.forEach((pricedLine, index) => {
    const source = lines[index] as PricingLine;
    if (!source.giftVoucher) return;
    voucherMoney += pricedLine.total;
    const perUnit = voucherCreditPerUnit(faces[index] ?? null, pricedLine.total, source.quantity);
    creditIssued += perUnit * source.quantity;
    for (let unit = 0; unit < source.quantity && perUnit > 0; unit += 1) issuedCards.push(perUnit);
  });
  return { priced, voucherMoney, creditIssued, creditUsed: priced.totals.giftCardTotal, moneyPaid: priced.totals.total, issuedCards };
}

describe('gift vouchers: credit issued never exceeds the money received for them (property-based)', () => {
  it('holds for any cart, coupon and gift card, even coupons the cart would refuse', () => {
    fc.assert(
      fc.property(cartArb, (sample) => {
        const { lines, faces } = toLines(sample.lines);
        const { priced, voucherMoney, creditIssued, moneyPaid } = settle(lines, faces, toCoupons(sample.coupons), sample.country);
        priced.lines.forEach((pricedLine, index) => {
          // A coupon never reduces a voucher line.
          if (lines[index]?.giftVoucher) expect(pricedLine.total).toBe(pricedLine.subtotal);
        });
        // The money the shopper pays covers every voucher: gift cards paid none of it.
        expect(moneyPaid).toBeGreaterThanOrEqual(voucherMoney);
        expect(creditIssued).toBeLessThanOrEqual(voucherMoney);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for the coupons a cart keeps, and gift cards pay only the other goods and shipping', () => {
    fc.assert(
      fc.property(cartArb, fc.array(fc.integer({ min: 1, max: 500_00 }), { maxLength: 3 }), (sample, cards) => {
        const { lines, faces } = toLines(sample.lines);
        const coupons = keptCoupons(lines, toCoupons(sample.coupons, cards));
        const { priced, voucherMoney, creditIssued, creditUsed, moneyPaid } = settle(lines, faces, coupons, sample.country);
        const otherGoods = priced.lines.filter((_, index) => !lines[index]?.giftVoucher).reduce((sum, l) => sum + l.total, 0);
        expect(creditUsed).toBeLessThanOrEqual(otherGoods + priced.totals.shippingTotal);
        expect(moneyPaid).toBe(voucherMoney + otherGoods + priced.totals.shippingTotal - creditUsed);
        expect(creditIssued).toBeLessThanOrEqual(voucherMoney);
        if (lines.every((l) => l.giftVoucher)) expect(coupons).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('the minting loop: round after round paid with the last round’s codes, credit never outgrows the money', () => {
    fc.assert(
      fc.property(fc.array(cartArb, { minLength: 2, maxLength: 6 }), (rounds) => {
        let wallet: number[] = [];
        let money = 0;
        let creditIssued = 0;
        for (const round of rounds) {
          const { lines, faces } = toLines(round.lines);
          const discounts = round.coupons.filter((c) => c.kind !== 'gift_card');
          const coupons = keptCoupons(lines, toCoupons(discounts, wallet));
          const settled = settle(lines, faces, coupons, round.country);
          // Spend the cards in order, as pricing does; what is left stays in the wallet.
          let used = settled.creditUsed;
          wallet = wallet.flatMap((balance) => {
            const take = Math.min(balance, used);
            used -= take;
            return balance - take > 0 ? [balance - take] : [];
          });
          wallet.push(...settled.issuedCards);
          money += settled.moneyPaid;
          creditIssued += settled.creditIssued;
          expect(creditIssued).toBeLessThanOrEqual(money);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('gift vouchers: the rule a shopper meets', () => {
  const voucher = (quantity: number, unitPrice = 40_00) =>
    line({ key: `v${quantity}`, productId: 77, quantity, unitPrice, giftVoucher: true, needsShipping: false, name: 'Gutschein' });
  const dress = line({ key: 'd', productId: 10, unitPrice: 30_00 });

  it('a percent coupon leaves 3 × 40 € vouchers at 120 € and is refused on a cart of vouchers only', () => {
    const percent = coupon({ code: 'drei', kind: 'percent', amount: 30 });
    expect(couponProblem(percent, { lines: [voucher(3)], now: new Date(), usesByCustomer: 0, country: 'DE' })).toBe(couponMessages.notForGiftVouchers);
    const priced = priceCart({ lines: [voucher(3)], coupons: [percent], destination: { country: 'DE' }, chosenRateId: null });
    expect(priced.totals.total).toBe(120_00);
  });

  it('a fixed cart coupon on a mixed cart comes off the dress only', () => {
    const fixed = coupon({ code: 'minus', kind: 'fixed_cart', amount: 45_00 });
    expect(couponProblem(fixed, { lines: [voucher(2), dress], now: new Date(), usesByCustomer: 0, country: 'DE' })).toBeNull();
    const priced = priceCart({ lines: [voucher(2), dress], coupons: [fixed], destination: { country: 'DE' }, chosenRateId: null });
    expect(priced.lines.map((l) => l.total)).toEqual([80_00, 0]);
    expect(priced.totals.total).toBe(80_00);
  });

  it('a gift card pays the dress and its shipping, not the vouchers, and is refused on vouchers alone', () => {
    const card = coupon({ code: 'gc-1', kind: 'gift_card', amount: 0, balance: 200_00 });
    expect(couponProblem(card, { lines: [voucher(2)], now: new Date(), usesByCustomer: 0, country: 'DE' })).toBe(couponMessages.giftCardNotForGiftVouchers);
    const priced = priceCart({ lines: [voucher(2), dress], coupons: [card], destination: { country: 'DE' }, chosenRateId: 'flat_rate:2' });
    expect(priced.totals.giftCardTotal).toBe(30_00 + 4_95);
    expect(priced.totals.total).toBe(80_00);
  });

  it('a voucher issues its face value, never more than its unit was paid', () => {
    expect(voucherCreditPerUnit(50_00, 150_00, 3)).toBe(50_00);
    expect(voucherCreditPerUnit(50_00, 120_00, 3)).toBe(40_00);
    expect(voucherCreditPerUnit(null, 100_00, 3)).toBe(33_33);
    expect(voucherCreditPerUnit(50_00, 0, 2)).toBe(0);
  });
});
