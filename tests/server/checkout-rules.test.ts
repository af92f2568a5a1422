import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * WooCommerce's checkout validation the embedded server must not be looser than: where the goods
 * may go, postcodes, a coupon removed at checkout, and which order meta a client may write.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { databaseId total(format: RAW) } } }`;
const APPLY = `mutation A($code: String!) { applyCoupon(input: { code: $code }) { applied { code } } }`;
const CART = `{ cart { appliedCoupons { code } } customer { billing { city postcode } } }`;
const billing = (email: string, overrides: Record<string, string> = {}) => ({
  firstName: 'Mara',
  lastName: 'Lindner',
  address1: 'Lindenallee 4',
  city: 'Leipzig',
  postcode: '04109',
  country: 'DE',
  email,
  ...overrides,
});
type Placed = { checkout: { order: { databaseId: number; total: string } } };

async function shopperWithGoods(): Promise<Shopper> {
  const shopper = new Shopper(backend);
  await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
  return shopper;
}

async function orderRow(id: number) {
  const [row] = await backend.running.db.query<{ shipping: { country: string }; meta: { key: string; value: string }[] }>(
    'SELECT shipping, meta FROM shop_order WHERE id = $1',
    [id],
  );
  return row;
}

describe('where the goods go', () => {
  it('refuses shipping fields naming a country the shop does not ship to, with or without shipToDifferentAddress', async () => {
    for (const country of ['US', 'JP', 'BR']) {
      for (const shipToDifferentAddress of [false, true, undefined]) {
        const shopper = await shopperWithGoods();
        const email = `${unique('ziel')}@example.com`;
        const shipping = shipToDifferentAddress ? { ...billing(email), email: undefined, country } : { country };
        const message = await shopper.error(CHECKOUT, {
          input: { paymentMethod: 'cod', billing: billing(email), shipping, ...(shipToDifferentAddress === undefined ? {} : { shipToDifferentAddress }) },
        });
        expect(message).toMatch(new RegExp(`${country}\\b`));
        expect(message).toMatch(/not a valid country code for Shipping|we do not ship to/);
        const [orders] = await backend.running.db.query<{ n: number }>("SELECT count(*)::int AS n FROM shop_order WHERE billing->>'email' = $1", [email]);
        expect(orders?.n).toBe(0);
      }
    }
  });

  it('refuses a billing country the shop does not sell to', async () => {
    const shopper = await shopperWithGoods();
    const email = `${unique('rechnung')}@example.com`;
    const message = await shopper.error(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: billing(email, { country: 'US', postcode: '10001' }), shipping: { ...billing(email), email: undefined } },
    });
    expect(message).toContain("'US' is not a valid country code for Billing.");
  });

  it('ships an order whose shipping fields name an allowed country there, at that country’s rate', async () => {
    const shopper = await shopperWithGoods();
    const email = `${unique('at')}@example.com`;
    const placed = await shopper.ok<Placed>(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: billing(email), shipping: { ...billing(email), email: undefined, country: 'AT', postcode: '1010', city: 'Wien' } },
    });
    const row = await orderRow(placed.checkout.order.databaseId);
    expect(row?.shipping.country).toBe('AT');
  });
});

describe('postcodes as WooCommerce checks them', () => {
  const cases: [string, string, boolean][] = [
    ['DE', '00000', false],
    ['DE', '00999', false],
    ['DE', '01067', true],
    ['DE', '99998', true],
    ['DK', '0800', false],
    ['DK', '3900', false],
    ['DK', 'DK-2100', true],
    ['NL', '0123 AB', false],
    ['NL', '1012 SA', false],
    ['NL', '1012ab', true],
    ['LI', '9500', false],
    ['LI', '9485', true],
  ];
  it.each(cases)('%s %s accepted: %s', async (country, postcode, valid) => {
    const shopper = await shopperWithGoods();
    const email = `${unique('plz')}@example.com`;
    const response = await shopper.send<Placed>(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: billing(email, { country, postcode }), shipping: { ...billing(email, { country, postcode }), email: undefined } },
    });
    const message = response.body.errors?.[0]?.message ?? '';
    if (valid) expect(message).not.toContain('is not a valid postcode');
    else expect(message).toContain('Billing Postcode / ZIP is not a valid postcode / ZIP.');
  });
});

describe('a coupon removed at checkout', () => {
  it('is removed for good: the shopper sees the notice once, keeps the entered address, and the next attempt orders at full price', async () => {
    const email = `${unique('willkommen')}@example.com`;
    const first = await shopperWithGoods();
    await first.ok(APPLY, { code: 'WILLKOMMEN10' });
    await first.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: billing(email) } });

    const second = await shopperWithGoods();
    await second.ok(APPLY, { code: 'WILLKOMMEN10' });
    const input = { paymentMethod: 'cod', billing: billing(email, { city: 'Halle', postcode: '06108' }) };
    expect(await second.error(CHECKOUT, { input })).toContain('Sorry, it seems the coupon "willkommen10" is invalid - it has now been removed from your order.');
    const after = await second.ok<{ cart: { appliedCoupons: { code: string }[] | null }; customer: { billing: { city: string; postcode: string } } }>(CART);
    expect(after.cart.appliedCoupons ?? []).toEqual([]);
    expect(after.customer.billing).toMatchObject({ city: 'Halle', postcode: '06108' });

    const placed = await second.ok<Placed>(CHECKOUT, { input });
    const [line] = await backend.running.db.query<{ n: number }>("SELECT count(*)::int AS n FROM order_item WHERE order_id = $1 AND item_type = 'coupon'", [
      placed.checkout.order.databaseId,
    ]);
    expect(line?.n).toBe(0);
  });
});

describe('order meta a client sends', () => {
  it('keeps no protected ("_") or shop-written key, and the confirmation lists no code the shop did not issue', async () => {
    const shopper = await shopperWithGoods();
    const email = `${unique('meta')}@example.com`;
    const fake = `GC-${randomUUID().slice(0, 4).toUpperCase()}-FAKE`;
    const placed = await shopper.ok<Placed>(CHECKOUT, {
      input: {
        paymentMethod: 'cod',
        billing: billing(email),
        metaData: [
          { key: '_gift_card_codes', value: fake },
          { key: '_order_total', value: '0' },
          { key: 'withdrawal_declaration', value: '{"scope":"all"}' },
          { key: 'wpml_language', value: 'de' },
        ],
      },
    });
    const row = await orderRow(placed.checkout.order.databaseId);
    const keys = (row?.meta ?? []).map((entry) => entry.key);
    expect(keys).toContain('wpml_language');
    expect(keys).not.toContain('_gift_card_codes');
    expect(keys).not.toContain('_order_total');
    expect(keys).not.toContain('withdrawal_declaration');
    const mails = await backend.running.db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE recipients::text LIKE $1", [`%${email}%`]);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text_body).not.toContain(fake);
  });
});
