import { describe, expect, it } from 'vitest';
import type { OrderDetailFragment } from '@/graphql/generated/graphql';
import { reshapeOrder } from '@/lib/checkout/order';

const address = { firstName: 'Erika', lastName: 'Mustermann', company: null, address1: 'Hauptstraße 1', address2: null, city: 'Berlin', state: null, postcode: '10115', country: 'DE' as const, email: 'erika@example.com', phone: null };

/** An order as the backend answers it: a variation line, a coupon, a gift card and shipping, amounts net with tax beside. */
const order: OrderDetailFragment = {
  databaseId: 42,
  orderNumber: '42',
  orderKey: 'wc_order_abc',
  date: '2026-11-23T15:13:40+01:00',
  status: 'ON_HOLD',
  paymentMethod: 'cod',
  paymentMethodTitle: 'Nachnahme',
  customerNote: 'Bitte klingeln',
  needsShippingAddress: true,
  rawSubtotal: '100.84',
  rawDiscountTotal: '25.21',
  rawDiscountTax: '4.79',
  rawShippingTotal: '0.00',
  rawShippingTax: '0.00',
  rawTotalTax: '15.30',
  rawTotal: '95.00',
  billing: address,
  shipping: address,
  lineItems: {
    nodes: [
      {
        databaseId: 7,
        quantity: 2,
        rawSubtotal: '100.84',
        rawSubtotalTax: '19.16',
        rawTotal: '79.83',
        rawTotalTax: '15.17',
        metaData: [
          { key: 'pa_size', value: 'M' },
          { key: 'pa_color', value: 'Blau' },
        ],
        product: { node: { databaseId: 3, name: 'Wollmantel', slug: 'wollmantel' } },
      },
    ],
  },
  couponLines: {
    nodes: [
      { code: 'fuenfer', discount: '4.20', discountTax: '0.80', metaData: [{ key: 'coupon_kind', value: 'fixed_cart' }] },
      { code: 'GC-9QX3-ZR8T', discount: '21.01', discountTax: '3.99', metaData: [{ key: 'coupon_kind', value: 'gift_card' }] },
    ],
  },
  shippingLines: {
    nodes: [
      {
        methodTitle: 'Kostenloser Versand',
        metaData: [
          { key: 'method_id', value: 'free_shipping' },
          { key: 'instance_id', value: '1' },
        ],
      },
    ],
  },
  downloadableItems: { nodes: [] },
};

describe('reshapeOrder', () => {
  it('shows amounts with VAT, as the shop prices them', () => {
    const view = reshapeOrder(order);
    expect(view.totals).toEqual({ subtotalCents: 12000, discountCents: 3000, shippingCents: 0, taxCents: 1530, totalCents: 9500 });
    expect(view.lines).toEqual([
      { id: 7, productId: 3, name: 'Wollmantel', slug: 'wollmantel', quantity: 2, attributes: [{ name: 'size', value: 'M', id: 'pa_size', slug: 'M' }, { name: 'color', value: 'Blau', id: 'pa_color', slug: 'Blau' }], subtotalCents: 12000, totalCents: 9500 },
    ]);
  });

  it('labels a line’s options as the cart does: "Farbe: Schwarz, Größe: XS", not the stored slugs', () => {
    const [line] = order.lineItems?.nodes ?? [];
    const declared = {
      nodes: [
        { name: 'pa_color', label: 'Farbe', terms: { nodes: [{ slug: 'schwarz', name: 'Schwarz' }, { slug: 'blau', name: 'Blau' }] } },
        { name: 'pa_size', label: 'Größe', terms: { nodes: [{ slug: 'xs', name: 'XS' }] } },
      ],
    };
    const view = reshapeOrder({
      ...order,
      lineItems: {
        nodes: [
          {
            ...line!,
            metaData: [{ key: 'pa_color', value: 'schwarz' }, { key: 'pa_size', value: 'xs' }, { key: '_reduced_stock', value: '1' }],
            product: { node: { databaseId: 5, name: 'Leggings Pia', slug: 'leggings-pia', attributes: declared } },
          },
        ],
      },
    });
    expect(view.lines[0]?.attributes).toEqual([
      { name: 'Farbe', value: 'Schwarz', id: 'pa_color', slug: 'schwarz' },
      { name: 'Größe', value: 'XS', id: 'pa_size', slug: 'xs' },
    ]);
  });

  it('keeps gift cards apart from coupons', () => {
    const view = reshapeOrder(order);
    expect(view.coupons).toEqual([{ code: 'fuenfer', amountCents: 500 }]);
    expect(view.giftCards).toEqual([{ code: 'GC-9QX3-ZR8T', amountCents: 2500 }]);
  });

  it('reads status, note, shipping method and addresses', () => {
    const view = reshapeOrder(order);
    expect(view).toMatchObject({ id: 42, number: '42', status: 'on-hold', paymentMethodTitle: 'Nachnahme', customerNote: 'Bitte klingeln', shippingMethod: 'Kostenloser Versand' });
    // The ids that name the methods in the shopper's language (lib/i18n/store-text.ts).
    expect(view).toMatchObject({ paymentMethod: 'cod', shippingRate: { methodId: 'free_shipping', instanceId: 1 } });
    expect(view.shipping?.city).toBe('Berlin');
    expect(view.billing.company).toBe('');
  });

  it('has no shipping address for an order that ships nothing', () => {
    const view = reshapeOrder({ ...order, needsShippingAddress: false, shippingLines: { nodes: [] } });
    expect(view.shipping).toBeNull();
    expect(view.shippingMethod).toBeNull();
  });
});
