import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PURCHASE_PROOF_HEADER, signPurchase } from '@/lib/analytics/purchase-proof-signature';
import { LIMITS } from '@/server/commerce/limits/policy';
import { signedAddress, startTestBackend, TEST_CLIENT_ADDRESS_SECRET, testAddress } from './backend';
import { ADD_TO_CART, Shopper } from './shopper';

/** The analytics events (POST /wp-json/vitrine/v1/events) and the merchant's funnel page (/merchant/funnel), over HTTP. */
const ADMIN_SECRET = 'test-admin-secret-0123456789abcdef';
const backend = startTestBackend({ env: { ADMIN_SECRET } });

/** `proof`: the order id the storefront vouches for (lib/analytics/purchase-proof.ts), as its server signs it. */
async function send(body: unknown, options: { address?: string; type?: string; raw?: string; proof?: string | number } = {}) {
  const proof: Record<string, string> = options.proof === undefined ? {} : { [PURCHASE_PROOF_HEADER]: signPurchase(String(options.proof), TEST_CLIENT_ADDRESS_SECRET) };
  const response = await fetch(`${backend.url}/wp-json/vitrine/v1/events`, {
    method: 'POST',
    headers: { 'content-type': options.type ?? 'application/json', ...signedAddress(options.address ?? testAddress()), ...proof },
    body: options.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** A product of this run only: the test database may be shared with other files and runs. */
const product = (name: string) => ({ item_id: `t-${randomUUID().slice(0, 12)}`, item_name: name, price: 24.95, quantity: 1 });

const ecommerce = (event: string, items: object[], extra: Record<string, unknown> = {}) => ({
  event,
  ecommerce: { currency: 'EUR', value: 24.95, items, ...extra },
});

const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`merchant:${password}`).toString('base64')}` });

async function funnel(headers: Record<string, string> = basic(ADMIN_SECRET), query = '') {
  const response = await fetch(`${backend.url}/merchant/funnel${query}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The cells of the row `<tr data-…="key">` as text, in column order. */
function row(html: string, attribute: 'day' | 'product', key: string): string[] | null {
  const match = new RegExp(`<tr data-${attribute}="${key}">(.*?)</tr>`).exec(html);
  if (!match?.[1]) return null;
  return [...match[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '').replace(/[\u00a0\u202f]/g, ' ').trim());
}

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;
const BILLING = { firstName: 'Olga', lastName: 'Order', address1: 'Lindenallee 3', city: 'Hamburg', postcode: '20095', country: 'DE', email: 'olga@example.com', phone: '+49 40 123456' };

/** Places a cash-on-delivery order of `quantity` of a stocked simple product; its id, product and figures as stored. */
async function placeOrder(quantity: number) {
  const [product] = await backend.running.db.query<{ id: number }>(
    `SELECT id FROM product WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND NOT virtual AND price > 0
       AND (NOT manage_stock OR stock_quantity >= 100) ORDER BY manage_stock, id DESC LIMIT 1`,
  );
  const shopper = new Shopper(backend);
  await shopper.ok(ADD_TO_CART, { input: { productId: product!.id, quantity } });
  const placed = await shopper.ok<{ checkout: { order: { databaseId: number } } }>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });
  const id = placed.checkout.order.databaseId;
  const [figures] = await backend.running.db.query<{ total: number; gross: number }>(
    `SELECT o.total, (SELECT sum(subtotal + subtotal_tax) FROM order_item WHERE order_id = o.id AND item_type = 'line_item')::int AS gross FROM shop_order o WHERE o.id = $1`,
    [id],
  );
  return { id, productId: product!.id, totalCents: Number(figures!.total), lineGrossCents: Number(figures!.gross) };
}

/** Cents as the page writes them (de-DE). */
const euros = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');

/** Today in the shop's time zone (Europe/Berlin by default), as the page names days. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

describe('the analytics events endpoint', () => {
  it('stores each GA4 e-commerce event and search, answering 204', async () => {
    const item = product('Leinenhemd');
    for (const name of ['view_item_list', 'view_item', 'add_to_cart', 'remove_from_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info']) {
      expect(await send(ecommerce(name, [item]))).toEqual({ status: 204, body: null });
    }
    expect(await send(ecommerce('purchase', [item], { transaction_id: `o-${randomUUID()}`, tax: 3.98, shipping: 4.9 }))).toEqual({ status: 204, body: null });
    expect(await send({ event: 'search', search_term: 'hemd' })).toEqual({ status: 204, body: null });
  });

  it('refuses what is not an event of the GA4 shape, naming the fields', async () => {
    expect(await send({ event: 'page_view', ecommerce: { currency: 'EUR', items: [] } })).toMatchObject({ status: 400, body: { code: 'invalid' } });
    expect(await send(ecommerce('view_item', [{ ...product('x'), price: -1 }]))).toMatchObject({ status: 400, body: { fields: ['ecommerce.items.0.price'] } });
    expect(await send(ecommerce('view_item', [product('x')], { currency: 'euro' }))).toMatchObject({ status: 400, body: { fields: ['ecommerce.currency'] } });
    expect(await send(ecommerce('view_item', [{ ...product('x'), email: 'someone@example.com' }]))).toMatchObject({ status: 400 });
    // A purchase without its order or value would count an order that cannot be told apart.
    expect(await send(ecommerce('purchase', [product('x')]))).toMatchObject({ status: 400, body: { fields: ['ecommerce'] } });
    expect(await send({ event: 'search', search_term: '  ' })).toMatchObject({ status: 400, body: { fields: ['search_term'] } });
    expect(await send(null, { raw: '{nope' })).toMatchObject({ status: 400, body: { code: 'invalid_json' } });
    expect(await send(null, { raw: 'event=view_item', type: 'application/x-www-form-urlencoded' })).toMatchObject({ status: 415 });
  });

  it('refuses a body over its size limit', async () => {
    const items = Array.from({ length: 100 }, () => ({ ...product('x'.repeat(150)) }));
    expect(await send(ecommerce('view_item_list', items))).toMatchObject({ status: 413, body: { code: 'too_large' } });
  });

  it('limits events per shopper address, not for other addresses', async () => {
    const address = testAddress();
    const event = ecommerce('view_item', [product('Limit')]);
    for (let sent = 0; sent < LIMITS.analyticsEventsPerAddress.points; sent += 1) expect((await send(event, { address })).status).toBe(204);
    expect(await send(event, { address })).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect((await send(event)).status).toBe(204);
  });
});

describe('the merchant funnel page', () => {
  it('opens only with the merchant secret', async () => {
    const refused = await funnel({});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await funnel(basic('wrong-secret-0123456789abcdef'))).status).toBe(401);
    expect((await funnel({ authorization: `Bearer ${ADMIN_SECRET}` })).status).toBe(200);
    expect((await funnel(basic(ADMIN_SECRET), '?days=0')).status).toBe(400);
  });

  it('counts views → carts → checkouts → orders by product and by day, one purchase per order', async () => {
    const before = row((await funnel()).html, 'day', today());
    // A purchase counts only for an order the shop placed: a real one, of a product no other test sends events for.
    const order = await placeOrder(2);
    const shirt = { item_id: String(order.productId), item_name: 'Hemd', price: 24.95, quantity: 1 };
    const scarf = product('Schal <b>fett</b>');
    for (let view = 0; view < 3; view += 1) await send(ecommerce('view_item', [shirt]));
    await send(ecommerce('view_item', [scarf]));
    await send(ecommerce('add_to_cart', [{ ...shirt, quantity: 2 }]));
    await send(ecommerce('begin_checkout', [{ ...shirt, quantity: 2 }, scarf]));
    const purchase = ecommerce('purchase', [{ ...shirt, quantity: 2 }], { transaction_id: String(order.id), value: 54.8, tax: 8.75, shipping: 4.9 });
    expect((await send(purchase, { proof: order.id })).status).toBe(204);
    // The order page reloaded: the same order again counts once.
    await send(purchase, { proof: order.id });

    const { html } = await funnel();
    expect(html).toContain('<html lang="de">');
    expect(html).not.toContain('<b>fett</b>');
    expect(html).toContain('Schal &lt;b&gt;fett&lt;/b&gt;');
    // Produkt, Ansichten, Warenkorb, Kasse, Bestellungen, Konversion, Umsatz, Stück: the order's lines, not the event's.
    expect(row(html, 'product', shirt.item_id)).toEqual([expect.stringContaining(shirt.item_id), '3', '1', '1', '1', '33,3 %', euros(order.lineGrossCents), '2']);
    expect(row(html, 'product', scarf.item_id)).toEqual([expect.stringContaining('Schal'), '1', '0', '1', '0', '0 %', '0,00 €', '0']);
    const after = row(html, 'day', today());
    const number = (cells: string[] | null, column: number) => Number((cells?.[column] ?? '0').replace(/\./g, ''));
    expect(number(after, 1) - number(before, 1)).toBe(4);
    expect(number(after, 2) - number(before, 2)).toBe(1);
    expect(number(after, 3) - number(before, 3)).toBe(1);
    expect(number(after, 4) - number(before, 4)).toBe(1);
  });

  it('counts no purchase the shop has no order for, and only the order’s own figures for one it has', async () => {
    const before = row((await funnel()).html, 'day', today());
    const forged = product('Gefälscht');
    // Orders that do not exist (yet): nothing is counted, so a real buyer's later event is not kept out either.
    for (const transaction_id of ['999999999', `o-${randomUUID()}`, '0']) {
      expect((await send(ecommerce('purchase', [{ ...forged, price: 9_999_999 }], { transaction_id, value: 9_999_999 }))).status).toBe(204);
    }
    const order = await placeOrder(1);
    await send(ecommerce('purchase', [{ ...forged, price: 9_999_999 }], { transaction_id: String(order.id), value: 9_999_999 }), { proof: order.id });
    const { html } = await funnel();
    expect(row(html, 'product', forged.item_id)).toBeNull();
    const after = row(html, 'day', today());
    const number = (cells: string[] | null, column: number) => Number((cells?.[column] ?? '0').replace(/\./g, ''));
    expect(number(after, 4) - number(before, 4)).toBe(1);
    const revenue = (cells: string[] | null) => Math.round(Number((cells?.[6] ?? '0').replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    expect(revenue(after) - revenue(before)).toBe(order.totalCents);
  });

  it('counts no purchase of a real recent order without the storefront\'s proof that its sender placed it', async () => {
    const before = row((await funnel()).html, 'day', today());
    const order = await placeOrder(1);
    const other = await placeOrder(1);
    const purchase = ecommerce('purchase', [product('Fremd')], { transaction_id: String(order.id) });
    // A script naming somebody else's order: no proof, a proof for another order, a made-up one.
    expect((await send(purchase)).status).toBe(204);
    expect((await send(purchase, { proof: other.id })).status).toBe(204);
    const forged = await fetch(`${backend.url}/wp-json/vitrine/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedAddress(testAddress()), [PURCHASE_PROOF_HEADER]: signPurchase(String(order.id), 'a-guessed-secret') },
      body: JSON.stringify(purchase),
    });
    expect(forged.status).toBe(204);
    const number = (cells: string[] | null) => Number((cells?.[4] ?? '0').replace(/\./g, ''));
    expect(number(row((await funnel()).html, 'day', today())) - number(before)).toBe(0);
    // The buyer's own page, through the storefront, counts it.
    await send(purchase, { proof: order.id });
    expect(number(row((await funnel()).html, 'day', today())) - number(before)).toBe(1);
  });
});
