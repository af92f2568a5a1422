import { describe, expect, it } from 'vitest';
import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { localiseOutcome } from '@/lib/cart/localise';
import { reshapeCart } from '@/lib/cart/reshape';
import { localeCodes } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/load-messages';

type Node = NonNullable<CartDetailFragment['contents']>['nodes'][number];

const dress: Node = {
  key: 'a1',
  quantity: 2,
  // WooGraphQL: line subtotal without tax, line total with it (docs/woographql-contract.md §3.1).
  rawSubtotal: '67.2',
  rawSubtotalTax: '12.77',
  rawTotal: '71.97',
  product: {
    node: {
      databaseId: 10,
      name: 'Sommerkleid',
      slug: 'sommerkleid',
      image: { sourceUrl: 'https://shop.test/k.jpg', altText: null },
      rawRegularPrice: '39.99, 49.99',
      rawPrice: '35.99, 49.99',
      stockQuantity: null,
      lowStockAmount: 3,
      // Global attributes name their terms: the line shows "Rot", not the slug "rot".
      attributes: { nodes: [{ name: 'pa_color', label: 'Farbe', terms: { nodes: [{ slug: 'rot', name: 'Rot' }] } }, { name: 'Größe', label: 'Größe' }] },
      giftVoucherValue: [],
    },
  },
  variation: {
    // On sale (49,99 € → 39,99 €), two left: the parent's low-stock amount (3) applies.
    node: {
      databaseId: 11,
      image: { sourceUrl: 'https://shop.test/k-rot.jpg', altText: 'Kleid in Rot' },
      rawRegularPrice: '49.99',
      rawPrice: '39.99',
      stockQuantity: 2,
      lowStockAmount: null,
      backordersAllowed: false,
    },
    attributes: [
      { name: 'pa_size', label: 'Größe', value: 'M' },
      { name: 'pa_color', label: null, value: 'rot' },
      null,
      { name: 'pa_fit', label: 'Schnitt', value: '' },
    ],
  },
};

const cart: CartDetailFragment = {
  isEmpty: false,
  needsShippingAddress: true,
  chosenShippingMethods: ['flat_rate:1'],
  rawSubtotal: '67.2',
  rawSubtotalTax: '12.77',
  rawDiscountTotal: '6.72',
  rawDiscountTax: '1.28',
  rawShippingTotal: '4.16',
  rawShippingTax: '0.79',
  rawTotal: '76.92',
  rawTotalTax: '12.28',
  appliedCoupons: [{ code: 'willkommen10', description: '', rawDiscountAmount: '6.72', rawDiscountTax: '1.28' }, null],
  availableShippingMethods: [
    {
      rates: [
        { id: 'flat_rate:1', methodId: 'flat_rate', instanceId: 1, label: 'Versand', rawCost: '4.95' },
        { id: 'local_pickup:2', methodId: 'local_pickup', instanceId: 2, label: null, rawCost: '0' },
      ],
    },
  ],
  contents: { itemCount: 2, productCount: 1, nodes: [dress] },
};

describe('the cart the UI gets', () => {
  it('has amounts in cents as the shopper sees them, VAT included', () => {
    expect(reshapeCart(cart).totals).toEqual({ subtotalCents: 79_97, discountCents: 8_00, shippingCents: 4_95, taxCents: 12_28, totalCents: 76_92 });
  });

  it('has lines with the chosen options by their labels and term names, the variation’s picture, before and after coupons', () => {
    expect(reshapeCart(cart).lines).toEqual([
      {
        key: 'a1',
        productId: 10,
        variationId: 11,
        name: 'Sommerkleid',
        slug: 'sommerkleid',
        image: { url: 'https://shop.test/k-rot.jpg', alt: 'Kleid in Rot' },
        attributes: [
          // With the shop's ids for them, which name them in the shopper's language (lib/i18n/store-text.ts).
          { name: 'Größe', value: 'M', id: 'pa_size', slug: 'M' },
          // No label on the variation's attribute: the product's declaration names it.
          { name: 'Farbe', value: 'Rot', id: 'pa_color', slug: 'rot' },
        ],
        quantity: 2,
        subtotalCents: 79_97,
        totalCents: 71_97,
        savingsCents: 20_00,
        lowStockQuantity: 2,
        // The variation's stock (2, no backorders): the most the line may hold.
        maxQuantity: 2,
        giftVoucher: false,
      },
    ]);
  });

  it('has coupons, shipping rates and the chosen rate', () => {
    const shaped = reshapeCart(cart);
    expect(shaped).toMatchObject({ itemCount: 2, isEmpty: false, needsShipping: true, chosenShippingRate: 'flat_rate:1' });
    expect(shaped.coupons).toEqual([{ code: 'willkommen10', description: null, discountCents: 8_00, giftCard: false }]);
    // The chip shows what the discount line shows: WooGraphQL's net discountAmount plus its tax
    // (contract/recordings/buying/12: 4.2 + 0.79831933 is the 5 € coupon).
    const recorded = reshapeCart({ ...cart, appliedCoupons: [{ code: 'fuenfer', description: '5 € Rabatt', rawDiscountAmount: '4.2', rawDiscountTax: '0.79831933' }] });
    expect(recorded.coupons).toEqual([{ code: 'fuenfer', description: '5 € Rabatt', discountCents: 5_00, giftCard: false }]);
    expect(shaped.shippingRates).toEqual([
      { id: 'flat_rate:1', label: 'Versand', costCents: 4_95, methodId: 'flat_rate', instanceId: 1 },
      { id: 'local_pickup:2', label: 'local_pickup:2', costCents: 0, methodId: 'local_pickup', instanceId: 2 },
    ]);
  });

  it('reads an empty cart: no coupons (null), no rates, nothing chosen', () => {
    const empty = reshapeCart({
      ...cart,
      isEmpty: true,
      needsShippingAddress: false,
      chosenShippingMethods: ['flat_rate:1'],
      appliedCoupons: null,
      availableShippingMethods: [],
      rawTotal: '0',
      contents: { itemCount: 0, productCount: 0, nodes: [] },
    });
    expect(empty).toMatchObject({ lines: [], coupons: [], shippingRates: [], chosenShippingRate: null, itemCount: 0, isEmpty: true });
    expect(empty.totals.totalCents).toBe(0);
  });
});

describe('cart action messages', () => {
  it('are our own words in every language', async () => {
    const texts = new Set<string>();
    for (const code of localeCodes) {
      const messages = await loadMessages(code);
      const result = localiseOutcome({ ok: false, error: { kind: 'invalid', key: 'quantityInvalid' } }, code, messages);
      expect(result).toMatchObject({ ok: false, kind: 'invalid' });
      if (!result.ok) texts.add(result.message);
    }
    expect(texts.size).toBe(localeCodes.length);
  });

  it('translate the shop’s known refusals, with their values, into every language', async () => {
    const refusal = (message: string) => ({ ok: false as const, error: { kind: 'user' as const, message } });
    const de = await loadMessages('de_DE');
    expect(localiseOutcome(refusal('Sorry, this product cannot be purchased.'), 'de_DE', de)).toEqual({
      ok: false,
      kind: 'user',
      message: 'Dieses Produkt kann leider nicht gekauft werden.',
    });
    expect(
      localiseOutcome(refusal('You cannot add that amount of "Leinenhemd" to the cart because there is not enough stock (2 remaining).'), 'de_DE', de),
    ).toMatchObject({ message: 'Diese Menge von „Leinenhemd“ kann nicht in den Warenkorb gelegt werden, weil nicht genug auf Lager ist (noch 2 vorrätig).' });
    const fr = await loadMessages('fr_FR');
    expect(localiseOutcome(refusal('The minimum spend for this coupon is 30,00&nbsp;€.'), 'fr_FR', fr)).toMatchObject({
      message: 'Le montant minimum d’achat pour ce code promo est de 30,00\u00a0€.',
    });
    const texts = new Set<string>();
    for (const code of localeCodes) {
      const result = localiseOutcome(refusal('Coupon "NOPE" does not exist!'), code, await loadMessages(code));
      if (!result.ok) {
        expect(result.message).toContain('NOPE');
        texts.add(result.message);
      }
    }
    expect(texts.size).toBe(localeCodes.length);
    // The abuse limit on guessing codes (server/commerce/limits).
    expect(localiseOutcome(refusal('Too many attempts. Please wait 42 seconds and try again.'), 'de_DE', de)).toMatchObject({
      message: 'Zu viele Versuche. Bitte versuchen Sie es in 42 s erneut.',
    });
  });

  it('pass a refusal they do not know on in the shop’s words, decoded and said to be the shop’s', async () => {
    const en = await loadMessages('en_US');
    expect(localiseOutcome({ ok: false, error: { kind: 'user', message: 'Something &quot;new&quot; went wrong.' } }, 'en_US', en)).toEqual({
      ok: false,
      kind: 'user',
      message: 'The shop says: Something "new" went wrong.',
    });
  });
});
