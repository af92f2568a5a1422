import { describe, expect, it } from 'vitest';
import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { giftCardCodes } from '@/lib/cart/gift-cards';
import { reshapeCart } from '@/lib/cart/reshape';
import { cartInvoice } from '@/lib/invoice/invoice';

type Node = NonNullable<CartDetailFragment['contents']>['nodes'][number];

/** A line as WooGraphQL answers it: subtotal net with its tax beside it, total (after coupons) with its tax. */
const line = (key: string, rawSubtotal: string, rawSubtotalTax: string, rawTotal: string): Node => ({ key, quantity: 1, rawSubtotal, rawSubtotalTax, rawTotal, product: null, variation: null });

const base: CartDetailFragment = {
  isEmpty: false,
  needsShippingAddress: true,
  chosenShippingMethods: ['flat_rate:3'],
  rawSubtotal: '0',
  rawSubtotalTax: '0',
  rawDiscountTotal: '0',
  rawDiscountTax: '0',
  rawShippingTotal: '0',
  rawShippingTax: '0',
  rawTotal: '0',
  rawTotalTax: '0',
  appliedCoupons: null,
  availableShippingMethods: [],
  contents: { itemCount: 1, productCount: 1, nodes: [] },
};

describe('which applied codes are gift cards', () => {
  it('a coupon on goods taxed at 0 % is a coupon: the real store’s FUENFER shipped to the United Kingdom', () => {
    // The loopback WooCommerce's answer (2026-11-27): Wickelkleid Greta and Trenchcoat Nora without
    // VAT, FUENFER 5 € off the lines and no VAT, 14,95 € shipping.
    const cart = reshapeCart({
      ...base,
      rawSubtotal: '188.19',
      rawDiscountTotal: '5',
      rawShippingTotal: '14.95',
      rawTotal: '198.14',
      appliedCoupons: [{ code: 'fuenfer', description: '', rawDiscountAmount: '5', rawDiscountTax: '0' }],
      contents: { itemCount: 2, productCount: 2, nodes: [line('a', '62.98319328', '0', '60.48319328'), line('b', '125.21008403', '0', '122.71008403')] },
    });
    expect(cart.coupons).toEqual([{ code: 'fuenfer', description: null, discountCents: 5_00, giftCard: false }]);
    expect(cartInvoice(cart)).toMatchObject({ discountCents: 5_00, grandTotalCents: 198_14, giftCards: [], amountDueCents: 198_14 });
  });

  it('a gift card is payment: the lines keep their price, the card pays part of the total', () => {
    // 59,90 € of goods (9,56 € VAT), 4,95 € shipping, a 50 € gift card.
    const cart = reshapeCart({
      ...base,
      rawSubtotal: '50.34',
      rawSubtotalTax: '9.56',
      rawDiscountTotal: '50',
      rawShippingTotal: '4.16',
      rawShippingTax: '0.79',
      rawTotal: '14.85',
      rawTotalTax: '10.35',
      appliedCoupons: [{ code: 'GC-4H7K-PL2M', description: 'Geschenkgutschein', rawDiscountAmount: '50', rawDiscountTax: '0' }],
      contents: { itemCount: 1, productCount: 1, nodes: [line('a', '50.34', '9.56', '59.9')] },
    });
    expect(cart.coupons).toEqual([{ code: 'GC-4H7K-PL2M', description: 'Geschenkgutschein', discountCents: 50_00, giftCard: true }]);
    expect(cartInvoice(cart)).toMatchObject({ discountCents: 0, grandTotalCents: 64_85, giftCards: [{ code: 'GC-4H7K-PL2M', amountCents: 50_00 }], amountDueCents: 14_85 });
  });

  it('a coupon’s last cent without VAT beside a gift card: only the card pays', () => {
    // The lines lost 64,09 € to a percent coupon and 0,01 € to a fixed-cart one; a card paid 4,95 €.
    const codes = [
      { code: 'prozent', description: null, discountCents: 64_09, taxCents: 10_23 },
      { code: 'fest', description: null, discountCents: 1, taxCents: 0 },
      { code: 'GC-A', description: null, discountCents: 4_95, taxCents: 0 },
    ];
    expect(giftCardCodes(codes, 4_95)).toEqual(new Set(['GC-A']));
    expect(giftCardCodes(codes, 0)).toEqual(new Set());
  });

  it('of two untaxed codes of the same amount, the one described as a gift card pays, else the one applied later', () => {
    const coupon = { code: 'fest', discountCents: 3, taxCents: 0 };
    const card = { code: 'GC-X', discountCents: 3, taxCents: 0 };
    expect(giftCardCodes([{ ...coupon, description: null }, { ...card, description: null }], 3)).toEqual(new Set(['GC-X']));
    expect(giftCardCodes([{ ...card, description: 'Geschenkgutschein' }, { ...coupon, description: '3 Cent Rabatt' }], 3)).toEqual(new Set(['GC-X']));
  });

  it('two gift cards rather than one untaxed coupon of their sum, when the store describes them as gift cards', () => {
    const codes = [
      { code: 'fuenfer', description: '5 € ab 30 €', discountCents: 5_00, taxCents: 0 },
      { code: 'GC-A', description: 'Geschenkgutschein', discountCents: 3_00, taxCents: 0 },
      { code: 'GC-B', description: 'Geschenkgutschein', discountCents: 2_00, taxCents: 0 },
    ];
    expect(giftCardCodes(codes, 5_00)).toEqual(new Set(['GC-A', 'GC-B']));
  });

  it('a credit no untaxed codes add up to, an unknown credit, or more codes than can be told apart: none pays', () => {
    const codes = [
      { code: 'GC-A', description: null, discountCents: 25_00, taxCents: 0 },
      { code: 'GC-B', description: null, discountCents: 7_50, taxCents: 0 },
    ];
    expect(giftCardCodes(codes, 32_50)).toEqual(new Set(['GC-A', 'GC-B']));
    expect(giftCardCodes(codes, 1)).toEqual(new Set());
    expect(giftCardCodes(codes, null)).toEqual(new Set());
    const many = Array.from({ length: 13 }, (_, index) => ({ code: `GC-${index}`, description: null, discountCents: 1_00, taxCents: 0 }));
    expect(giftCardCodes(many, 1_00)).toEqual(new Set());
  });

  it('a cart whose lines were not all read (a real store’s 101st line) calls no code payment', () => {
    // Two lines of 50 € in the cart, one read; a 5 € coupon without VAT took its share off the unread one.
    const cart = reshapeCart({
      ...base,
      rawSubtotal: '100',
      rawDiscountTotal: '5',
      rawTotal: '95',
      appliedCoupons: [{ code: 'produkt5', description: '', rawDiscountAmount: '5', rawDiscountTax: '0' }],
      contents: { itemCount: 2, productCount: 2, nodes: [line('a', '50', '0', '50')] },
    });
    expect(cart.coupons).toEqual([{ code: 'produkt5', description: null, discountCents: 5_00, giftCard: false }]);
    expect(cartInvoice(cart)).toMatchObject({ grandTotalCents: 95_00, giftCards: [], amountDueCents: 95_00 });
  });
});
