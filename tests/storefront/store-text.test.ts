import { describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/cart/types';
import type { OrderView } from '@/lib/checkout/order';
import { recogniseCouponDescription } from '@/lib/i18n/coupon-description';
import { loadMessages } from '@/lib/i18n/load-messages';
import { localeCodes, type LocaleCode } from '@/lib/i18n/locales';
import type { ProductAttribute } from '@/lib/commerce/types';
import { localiseCart, localiseOrder, localisePaymentMethods, localiseProductAttributes, storeTextFor } from '@/lib/i18n/store-text';

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

async function textIn(code: LocaleCode, cardTestMode = true) {
  return storeTextFor(code, (await loadMessages(code)).storeText, { cardTestMode });
}

/** What the demo shop sends, in German (server/commerce/pricing/shipping.ts, payments/*). */
const GERMAN = [
  'Versand innerhalb Deutschlands',
  'Abholung im Laden',
  'Kostenloser Versand',
  'Versand in die EU',
  'Internationaler Versand',
  'Kreditkarte (Testmodus)',
  'Nachnahme',
  'Farbe',
  'Größe',
  'Schwarz',
  'Weiß',
  ' ab ',
];

const cart: Cart = {
  lines: [
    {
      key: 'k1',
      productId: 1,
      variationId: 2,
      name: 'Strickkleid',
      slug: 'strickkleid',
      image: null,
      attributes: [
        { name: 'Farbe', value: 'Weiß', id: 'pa_color', slug: 'weiss' },
        { name: 'Größe', value: 'XS', id: 'pa_size', slug: 'xs' },
      ],
      quantity: 1,
      subtotalCents: 5495,
      totalCents: 4995,
      savingsCents: 0,
      lowStockQuantity: null,
      maxQuantity: null,
      giftVoucher: false,
    },
  ],
  itemCount: 1,
  isEmpty: false,
  totals: { subtotalCents: 5495, discountCents: 500, shippingCents: 495, taxCents: 877, totalCents: 5490 },
  coupons: [{ code: 'fuenfer', description: '5 € ab 30 €', discountCents: 500, giftCard: false }],
  needsShipping: true,
  shippingRates: [
    { id: 'flat_rate:2', label: 'Versand innerhalb Deutschlands', costCents: 495, methodId: 'flat_rate', instanceId: 2 },
    { id: 'local_pickup:3', label: 'Abholung im Laden', costCents: 0, methodId: 'local_pickup', instanceId: 3 },
    // Without the contract's methodId/instanceId the rate id (WooCommerce's "<method>:<instance>") names it.
    { id: 'free_shipping:1', label: 'Kostenloser Versand', costCents: 0 },
  ],
  chosenShippingRate: 'flat_rate:2',
  freeShipping: null,
};

describe('the shop’s texts by id (lib/i18n/store-text.ts)', () => {
  it('names the known shipping rates, gateways and attributes in English and French', async () => {
    const en = localiseCart(cart, await textIn('en_US'));
    expect(en.shippingRates.map((rate) => rate.label)).toEqual(['Shipping within Germany', 'Pickup in store', 'Free shipping']);
    expect(en.lines[0]?.attributes).toMatchObject([
      { name: 'Color', value: 'White' },
      { name: 'Size', value: 'XS' },
    ]);
    expect(plain(en.coupons[0]?.description ?? '')).toBe('€5 off on orders from €30');

    const fr = localiseCart(cart, await textIn('fr_FR'));
    expect(fr.shippingRates.map((rate) => rate.label)).toEqual(['Livraison en Allemagne', 'Retrait en magasin', 'Livraison gratuite']);
    expect(fr.lines[0]?.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`)).toEqual(['Couleur: Blanc', 'Taille: XS']);
    expect(plain(fr.coupons[0]?.description ?? '')).toBe('5 € de remise dès 30 € d’achat');
  });

  it('leaves nothing German on a cart in any language but German', async () => {
    for (const code of localeCodes.filter((candidate) => candidate !== 'de_DE')) {
      const shown = JSON.stringify(localiseCart(cart, await textIn(code)));
      for (const word of GERMAN) expect(shown, `${code}: ${word}`).not.toContain(word);
    }
  });

  it('shows the store’s own text in the store’s language', async () => {
    expect(localiseCart(cart, await textIn('de_DE'))).toEqual(cart);
  });

  it('falls back to the store’s text for an unknown method, instance, gateway, attribute or option', async () => {
    const en = await textIn('en_US');
    expect(en.shippingRate({ id: 'flat_rate:99', methodId: 'flat_rate', instanceId: 99 }, 'Sperrgut')).toBe('Sperrgut');
    expect(en.shippingRate({ id: 'dhl_express' }, 'DHL Express')).toBe('DHL Express');
    // By id, not by title: a known title on an unknown rate is not translated.
    expect(en.shippingRate({ id: 'table_rate:3', methodId: 'table_rate', instanceId: 3 }, 'Abholung im Laden')).toBe('Abholung im Laden');
    expect(en.paymentTitle('bacs', 'Überweisung')).toBe('Überweisung');
    expect(en.paymentDescription('bacs', 'Zahlen Sie per Überweisung.')).toBe('Zahlen Sie per Überweisung.');
    expect(en.attributeName('pa_material', 'Material')).toBe('Material');
    expect(en.attributeValue('pa_color', 'lila', 'Lila')).toBe('Lila');
    expect(en.attributeValue('pa_size', 'schwarz', 'Schwarz')).toBe('Schwarz');
    expect(en.couponDescription('15 % auf Kleider')).toBe('15 % auf Kleider');
    expect(en.couponDescription('5 € auf Mode, nicht auf Gutscheine')).toBe('5 € auf Mode, nicht auf Gutscheine');
  });

  it('reads attribute ids in each form WooCommerce writes them', async () => {
    const fr = await textIn('fr_FR');
    for (const id of ['pa_color', 'attribute_pa_color', 'pa_farbe', 'color']) expect(fr.attributeName(id, 'Farbe')).toBe('Couleur');
    for (const id of ['pa_size', 'attribute_pa_groesse', 'Größe']) expect(fr.attributeName(id, 'Größe')).toBe('Taille');
    expect(fr.attributeValue('attribute_pa_color', 'gruen', 'Grün')).toBe('Vert');
    expect(fr.attributeValue('Farbe', 'Grün', 'Grün')).toBe('Vert');
  });

  it('names a product page’s attributes and colours as the drawer will, keeping the values it chooses by', async () => {
    // As a real store declares them (WooCommerce 10, pa_ taxonomies labelled in German) and a local attribute.
    const attributes: ProductAttribute[] = [
      { name: 'pa_color', label: 'Farbe', isColor: true, forVariations: true, visible: true, options: [{ value: 'blau', label: 'Blau' }, { value: 'weiss', label: 'Weiß' }, { value: 'lila', label: 'Lila' }] },
      { name: 'pa_size', label: 'Größe', isColor: false, forVariations: true, visible: true, options: [{ value: 'm', label: 'M' }] },
      { name: 'Material', label: 'Material', isColor: false, forVariations: false, visible: true, options: [{ value: 'Leinen', label: 'Leinen' }] },
    ];
    const en = localiseProductAttributes(attributes, await textIn('en_US'));
    expect(en.map((attribute) => [attribute.label, attribute.options.map((option) => option.label)])).toEqual([
      ['Color', ['Blue', 'White', 'Lila']],
      ['Size', ['M']],
      ['Material', ['Leinen']],
    ]);
    expect(en.map((attribute) => attribute.options.map((option) => option.value))).toEqual([['blau', 'weiss', 'lila'], ['m'], ['Leinen']]);
    expect(localiseProductAttributes(attributes, await textIn('pt_BR'))[0]?.label).toBe('Cor');
    expect(localiseProductAttributes(attributes, await textIn('de_DE'))).toEqual(attributes);
  });

  it('names the card gateway by its mode and cash on delivery by its id', async () => {
    const methods = [
      { id: 'stripe', title: 'Kreditkarte (Testmodus)', description: 'TESTMODUS: Es wird nichts belastet.' },
      { id: 'cod', title: 'Nachnahme', description: 'Bezahlen Sie bar bei Lieferung.' },
    ];
    expect(localisePaymentMethods(methods, await textIn('en_US'))).toEqual([
      { id: 'stripe', title: 'Credit card (test mode)', description: expect.stringContaining('TEST MODE') as string },
      { id: 'cod', title: 'Cash on delivery', description: 'Pay in cash on delivery.' },
    ]);
    expect((await textIn('it_IT', false)).paymentTitle('stripe', 'Kreditkarte')).toBe('Carta di credito');
  });

  it('names an order’s shipping and payment methods and options in the shopper’s language', async () => {
    const order = {
      paymentMethod: 'cod',
      paymentMethodTitle: 'Nachnahme',
      shippingMethod: 'Abholung im Laden',
      shippingRate: { methodId: 'local_pickup', instanceId: 3 },
      lines: [{ id: 1, name: 'Kleid', slug: null, quantity: 1, attributes: [{ name: 'color', value: 'schwarz', id: 'pa_color', slug: 'schwarz' }], subtotalCents: 1, totalCents: 1 }],
    } as unknown as OrderView;
    const es = localiseOrder(order, await textIn('es_ES'));
    expect(es).toMatchObject({ paymentMethodTitle: 'Contra reembolso', shippingMethod: 'Recogida en tienda' });
    expect(es.lines[0]?.attributes[0]).toMatchObject({ name: 'Color', value: 'Negro' });
    // An order whose shop does not tell the rate's ids keeps the title it has.
    expect(localiseOrder({ ...order, shippingRate: null }, await textIn('es_ES')).shippingMethod).toBe('Abholung im Laden');
  });
});

describe('coupon descriptions, rebuilt with amounts in each locale’s format', () => {
  it.each([
    ['en_US', '5 € ab 30 €', '€5 off on orders from €30'],
    ['fr_FR', '5 € ab 30 €', '5 € de remise dès 30 € d’achat'],
    ['pt_BR', '10 € ab 100 €', '€ 10 de desconto em compras a partir de € 100'],
    ['en_US', '20 % ab 50 €, nicht auf reduzierte Artikel', '20% off on orders from €50, not on sale items'],
    ['fr_FR', '10 % auf die erste Bestellung', '10 % de remise sur la première commande'],
    ['en_US', '5 % bis 200 € Einkaufswert', '5% off on orders up to €200'],
    ['es_ES', '25 %, nicht kombinierbar', '25 % de descuento, no acumulable'],
    ['it_IT', 'Kostenloser Versand ab 30 €', 'Spedizione gratuita a partire da 30 €'],
    ['en_US', 'Kostenloser Versand', 'Free shipping'],
    ['fr_FR', 'Geschenkgutschein', 'Carte cadeau'],
    ['en_US', '7,50&nbsp;€ ab 1.000 €', '€7.50 off on orders from €1,000'],
  ])('%s: %j', async (code, description, expected) => {
    // The store's currency stays euro in every locale; only the format changes.
    expect(plain((await textIn(code as LocaleCode)).couponDescription(description))).toBe(expected);
  });

  it('recognises only whole known forms', () => {
    expect(recogniseCouponDescription('5 € ab 30 €')).toEqual({ kind: 'discount', amount: 500, unit: 'money', minimumCents: 3000, maximumCents: null, firstOrder: false, notes: [] });
    expect(recogniseCouponDescription('10 € je Paar Schuhe')).toBeNull();
    expect(recogniseCouponDescription('Abgelaufene Aktion')).toBeNull();
    expect(recogniseCouponDescription('20 % ab 50 €, nur heute')).toBeNull();
  });
});
