import { describe, expect, it } from 'vitest';
import { priceCart, shippingRates } from '@/server/commerce/pricing';
import { coupon, line } from './fixtures';

const ids = (rates: { id: string }[]) => rates.map((rate) => rate.id);

describe('shipping zones', () => {
  it('Germany: flat 4,95 € and local pickup below 50 €, free shipping from 50 €', () => {
    expect(shippingRates('DE', 49_99, false).map((rate) => [rate.id, rate.cost])).toEqual([
      ['flat_rate:2', 4_95],
      ['local_pickup:3', 0],
    ]);
    expect(ids(shippingRates('DE', 50_00, false))).toEqual(['free_shipping:1', 'flat_rate:2', 'local_pickup:3']);
  });

  it('the store country applies before the shopper gives an address', () => {
    expect(ids(shippingRates(null, 10_00, false))).toEqual(['flat_rate:2', 'local_pickup:3']);
  });

  it('the EU pays 9,95 €, the rest of the world 14,95 €, whatever the cart is worth', () => {
    expect(shippingRates('FR', 500_00, false).map((rate) => rate.cost)).toEqual([9_95]);
    expect(shippingRates('CH', 500_00, false).map((rate) => rate.cost)).toEqual([14_95]);
    expect(shippingRates('US', 1_00, false).map((rate) => rate.cost)).toEqual([14_95]);
  });

  it('a free-shipping coupon adds a free rate in every zone', () => {
    for (const country of ['DE', 'AT', 'US']) {
      expect(shippingRates(country, 1_00, true)[0]).toMatchObject({ methodId: 'free_shipping', cost: 0 });
    }
  });

  it('reports the VAT inside the shipping cost', () => {
    expect(shippingRates('DE', 0, false)[0]).toMatchObject({ cost: 4_95, tax: 79 });
  });

  it('free shipping counts the goods after coupons, not before', () => {
    const lines = [line({ unitPrice: 55_00 })];
    const priced = priceCart({ lines, coupons: [coupon({ kind: 'fixed_cart', amount: 10_00 })], destination: { country: 'DE' }, chosenRateId: null });
    expect(priced.chosenRate?.id).toBe('flat_rate:2');
  });

  it('carts of only virtual products need no shipping', () => {
    const priced = priceCart({ lines: [line({ needsShipping: false })], coupons: [], destination: { country: 'US' }, chosenRateId: 'flat_rate:6' });
    expect(priced).toMatchObject({ needsShipping: false, rates: [], chosenRate: null });
    expect(priced.totals.shippingTotal).toBe(0);
  });

  it('keeps the chosen rate while it is offered and falls back to the first one otherwise', () => {
    const lines = [line({ unitPrice: 10_00 })];
    expect(priceCart({ lines, coupons: [], destination: { country: 'DE' }, chosenRateId: 'local_pickup:3' }).chosenRate?.id).toBe('local_pickup:3');
    expect(priceCart({ lines, coupons: [], destination: { country: 'FR' }, chosenRateId: 'local_pickup:3' }).chosenRate?.id).toBe('flat_rate:4');
  });
});
