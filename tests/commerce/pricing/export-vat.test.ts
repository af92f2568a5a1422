import { describe, expect, it } from 'vitest';
import { couponMessages, couponProblem, priceCart } from '@/server/commerce/pricing';
import { coupon, line } from './fixtures';

const greta = line({ key: 'greta', productId: 1, unitPrice: 74_95, name: 'Wickelkleid Greta' });
const nora = line({ key: 'nora', productId: 2, unitPrice: 149_00, name: 'Trenchcoat Nora' });
const fuenfer = coupon({ code: 'fuenfer', kind: 'fixed_cart', amount: 5_00 });
const price = (country: string | null, lines = [greta, nora], coupons = [fuenfer]) => priceCart({ lines, coupons, destination: { country }, chosenRateId: null });

describe('VAT by destination: German VAT in the EU, none on an export', () => {
  it('prices an order to the United Kingdom or Switzerland as the real WooCommerce store did: without German VAT', () => {
    // The loopback store's answer (2026-11-27, shipped to the UK): lines 62.98319328 and 125.21008403 net
    // with no tax, FUENFER 2,50 € off each, 14,95 € shipping without tax, total 198.14, totalTax 0.
    for (const country of ['GB', 'CH', 'us']) {
      const priced = price(country);
      expect(priced.lines.map(({ subtotal, subtotalTax, total, tax }) => ({ subtotal, subtotalTax, total, tax }))).toEqual([
        { subtotal: 62_98, subtotalTax: 0, total: 60_48, tax: 0 },
        { subtotal: 125_21, subtotalTax: 0, total: 122_71, tax: 0 },
      ]);
      expect(priced.coupons).toMatchObject([{ code: 'fuenfer', discount: 5_00, discountTax: 0 }]);
      expect(priced.chosenRate).toMatchObject({ id: 'flat_rate:6', cost: 14_95, tax: 0 });
      expect(priced.totals).toMatchObject({ subtotal: 188_19, discountTax: 0, shippingTax: 0, totalTax: 0, total: 198_14 });
    }
  });

  it('charges German VAT, included in the price, in Germany, in the rest of the EU and before an address is given', () => {
    for (const country of ['DE', 'AT', 'FR', null]) {
      const priced = price(country);
      expect(priced.totals.subtotal).toBe(223_95);
      expect(priced.totals.subtotalTax).toBe(11_97 + 23_79);
      expect(priced.chosenRate?.tax).toBe(country === 'DE' || country === null ? 0 : 1_59);
    }
  });

  it('takes the VAT off the whole line, then rounds once, as WooCommerce does', () => {
    // 3 × 74,95 € = 224,85 €; without 19 % VAT 188,9496 € → 188,95 € (3 × 62,98 € would be 188,94 €).
    const priced = price('CH', [line({ unitPrice: 74_95, quantity: 3 })], []);
    expect(priced.lines[0]).toMatchObject({ subtotal: 188_95, subtotalTax: 0 });
  });

  it('takes a percent coupon off the price without VAT', () => {
    // 10 % of 62,98 € = 6,298 €: WooCommerce floors each line, then rounds the whole (half down) to 6,30 €.
    const priced = price('CH', [greta], [coupon({ code: 'zehn', kind: 'percent', amount: 10 })]);
    expect(priced.coupons).toMatchObject([{ discount: 6_30, discountTax: 0 }]);
    expect(priced.totals.total).toBe(62_98 - 6_30 + 14_95);
  });

  it('sells a gift voucher at its face value without VAT wherever it is sent (the goods it pays for carry the VAT)', () => {
    const voucher = line({ key: 'gutschein', unitPrice: 50_00, needsShipping: false, giftVoucher: true });
    for (const country of ['DE', 'CH']) {
      expect(price(country, [voucher], []).lines[0]).toMatchObject({ subtotal: 50_00, subtotalTax: 0, total: 50_00, tax: 0 });
    }
  });

  it('compares a minimum spend with the subtotal the shopper sees there', () => {
    const seventy = coupon({ code: 'ab70', kind: 'fixed_cart', amount: 5_00, minimumSpend: 70_00 });
    const context = (country: string) => ({ lines: [greta], now: new Date(), usesByCustomer: 0, country });
    expect(couponProblem(seventy, context('DE'))).toBeNull();
    expect(couponProblem(seventy, context('CH'))).toBe(couponMessages.minimumSpend(70_00));
  });
});
