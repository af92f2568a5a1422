import { describe, expect, it } from 'vitest';
import { orderTotalsRows, orderTotalsVars } from '@/server/commerce/mail/templates/order-totals';
import { orderMailTexts } from '@/server/commerce/mail/templates/order-confirmation-texts';
import type { OrderItemRecord, OrderRecord } from '@/server/commerce/orders/order-record';

/**
 * The confirmation mail's totals (server/commerce/mail/templates/order-totals.ts) read as an
 * invoice: the coupon discounts, the gift card pays after the Gesamtsumme, and the VAT is part of
 * the Gesamtsumme, never more than it (the mail once said "Gesamt 4,90 €, darin MwSt. 8,77 €").
 */
const item = (overrides: Partial<OrderItemRecord>): OrderItemRecord => ({
  id: 1,
  itemType: 'line_item',
  name: '',
  productId: null,
  variationId: null,
  quantity: 0,
  subtotal: 0,
  subtotalTax: 0,
  total: 0,
  totalTax: 0,
  meta: {},
  ...overrides,
});

// 59,90 € of goods, FUENFER (5 €: 4,20 € + 0,80 € VAT), free shipping, a 50 € gift card: 4,90 € to pay.
const order = {
  subtotal: 50_34,
  subtotalTax: 9_56,
  discountTotal: 54_20,
  discountTax: 80,
  shippingTotal: 0,
  shippingTax: 0,
  totalTax: 8_76,
  total: 4_90,
  items: [
    item({ id: 1, name: 'Kleid', quantity: 1, subtotal: 50_34, subtotalTax: 9_56, total: 46_14, totalTax: 8_76 }),
    item({ id: 2, itemType: 'shipping', name: 'Kostenloser Versand' }),
    item({ id: 3, itemType: 'coupon', name: 'fuenfer', total: 4_20, totalTax: 80, meta: { code: 'fuenfer', kind: 'fixed_cart' } }),
    item({ id: 4, itemType: 'coupon', name: 'gc-4h7k-pl2m', total: 50_00, totalTax: 0, meta: { code: 'gc-4h7k-pl2m', kind: 'gift_card' } }),
  ],
} as unknown as OrderRecord;

describe('the order confirmation’s totals', () => {
  it('puts the gift card after the Gesamtsumme, with the VAT inside the Gesamtsumme', () => {
    const rows = orderTotalsRows(orderTotalsVars(order)).map(([label, value]) => `${label}: ${value}`.replace(/\u00a0/g, ' '));
    expect(rows).toEqual([
      'Zwischensumme: 59,90 €',
      'Rabatt: −5,00 €',
      'Versand (Kostenloser Versand): 0,00 €',
      'Gesamtsumme: 54,90 €',
      'inkl. MwSt.: 8,76 €',
      'Geschenkkarte GC-4H7K-PL2M: −50,00 €',
      'Zu zahlen: 4,90 €',
    ]);
  });

  it('has no gift-card or "Zu zahlen" line when no gift card paid', () => {
    const withoutCard = { ...order, discountTotal: 4_20, total: 54_90, items: order.items.filter((entry) => entry.meta.kind !== 'gift_card') } as OrderRecord;
    const labels = orderTotalsRows(orderTotalsVars(withoutCard)).map(([label]) => label);
    expect(labels).toEqual(['Zwischensumme', 'Rabatt', 'Versand (Kostenloser Versand)', 'Gesamtsumme', 'inkl. MwSt.']);
  });

  it('says the order carries no VAT instead of "inkl. MwSt. 0,00 €" (an export), in the mail’s language', () => {
    // Wickelkleid Greta to Switzerland: 62,98 € without VAT, shipping 14,95 € without VAT.
    const exportOrder = {
      subtotal: 62_98,
      subtotalTax: 0,
      discountTotal: 0,
      discountTax: 0,
      shippingTotal: 14_95,
      shippingTax: 0,
      totalTax: 0,
      total: 77_93,
      items: [
        item({ id: 1, name: 'Wickelkleid Greta', quantity: 1, subtotal: 62_98, total: 62_98 }),
        item({ id: 2, itemType: 'shipping', name: 'Versand international', total: 14_95 }),
      ],
    } as unknown as OrderRecord;
    const rows = orderTotalsRows(orderTotalsVars(exportOrder));
    expect(rows.map(([label]) => label)).toEqual(['Zwischensumme', 'Versand (Versand international)', 'Gesamtsumme', 'enthält keine MwSt.']);
    expect(rows.at(-1)).toEqual(['enthält keine MwSt.', '']);
    expect(orderTotalsRows(orderTotalsVars(exportOrder), { labels: orderMailTexts.en }).at(-1)).toEqual(['includes no VAT', '']);
  });
});
