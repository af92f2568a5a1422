import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { waitFor } from '../mail/helpers';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * Cash on delivery takes no money at checkout (WC_Gateway_COD::process_payment). What costs
 * nothing to hand over must not be handed over before the payment: an order with a downloadable
 * item goes on-hold, so no download is granted and no link serves the file; a gift voucher issues
 * no gift card. The shopper is told so, in the order's language.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
let lookbookId: number;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
  const [lookbook] = await backend.running.db.query<{ id: number }>(`SELECT id FROM product WHERE slug = 'lookbook-herbst-winter-2026'`);
  lookbookId = lookbook!.id;
});

const BILLING = (email: string) => ({
  firstName: 'Jonas',
  lastName: 'Reiter',
  address1: 'Am Markt 9',
  city: 'Bremen',
  postcode: '28195',
  country: 'DE',
  email,
  phone: '+49 421 555 0199',
});
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order {
  databaseId status metaData { key value } downloadableItems(first: 10) { nodes { url } } } } }`;
type Placed = { checkout: { order: { databaseId: number; status: string; metaData: { key: string; value: string }[]; downloadableItems: { nodes: { url: string }[] } } } };
const ACCOUNT = `{ customer { orders(first: 10) { nodes { databaseId status } } downloadableItems(first: 10) { nodes { url } } } }`;
type AccountShape = { customer: { orders: { nodes: { databaseId: number; status: string }[] }; downloadableItems: { nodes: { url: string }[] } } };

async function mailTo(to: string): Promise<CaughtMail> {
  const [summary] = await waitFor(async () => {
    const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: CaughtMailSummary[] };
    return messages.length > 0 && messages;
  });
  return (await (await backend.mailbox(`/mailbox/api/messages/${summary!.id}`)).json()) as CaughtMail;
}

async function signedInCustomer(label: string) {
  const username = unique(label);
  const email = `${username}@example.com`;
  const shopper = new AccountBrowser(backend);
  await shopper.register(username, email, 'Nachnahme-Herbst-7');
  await shopper.login(username, 'Nachnahme-Herbst-7');
  return { shopper, email };
}

const permissionsOf = async (orderId: number) =>
  (await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM download_permission WHERE order_id = $1', [orderId]))[0]!.n;

describe('cash on delivery hands over nothing unpaid', () => {
  it('puts a signed-in customer’s order of the lookbook on hold: no download in the order or the account, and the mail says it waits for the payment', async () => {
    const { shopper, email } = await signedInCustomer('nachnahme');
    await shopper.ok(ADD_TO_CART, { input: { productId: lookbookId, quantity: 2 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(email) } });

    expect(checkout.order.status).toBe('ON_HOLD');
    expect(checkout.order.downloadableItems.nodes).toEqual([]);
    expect(await permissionsOf(checkout.order.databaseId)).toBe(0);
    const { customer } = await shopper.ok<AccountShape>(ACCOUNT);
    expect(customer.orders.nodes).toEqual([{ databaseId: checkout.order.databaseId, status: 'ON_HOLD' }]);
    expect(customer.downloadableItems.nodes).toEqual([]);

    const mail = await mailTo(email);
    expect(mail.text).toContain('Sie wartet auf Ihre Zahlung: Downloads schalten wir frei, sobald die Zahlung bei uns eingegangen ist.');
    expect(mail.text).not.toContain('bearbeiten sie jetzt');
  });

  it('holds a guest’s mixed cart (the lookbook beside goods that ship) too, and says so in the order’s language', async () => {
    const email = `${unique('gemischt')}@example.com`;
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    await shopper.ok(ADD_TO_CART, { input: { productId: lookbookId, quantity: 1 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: BILLING(email), metaData: [{ key: 'wpml_language', value: 'fr' }] },
    });
    expect(checkout.order.status).toBe('ON_HOLD');
    expect(await permissionsOf(checkout.order.databaseId)).toBe(0);
    expect((await mailTo(email)).text).toContain('Elle est en attente de votre paiement');
  });

  it('still puts goods without a download to processing, as WooCommerce does', async () => {
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(`${unique('ware')}@example.com`) } });
    expect(checkout.order.status).toBe('PROCESSING');
  });

  it('issues no gift card for a voucher bought by cash on delivery, and the mail says the codes come once paid', async () => {
    const email = `${unique('gutschein')}@example.com`;
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 2 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(email) } });
    expect(checkout.order.metaData.find((meta) => meta.key === '_gift_card_codes')).toBeUndefined();
    const issued = await backend.running.db.query('SELECT code FROM coupon WHERE description = $1', [`Geschenkgutschein aus Bestellung ${checkout.order.databaseId}`]);
    expect(issued).toEqual([]);
    const mail = await mailTo(email);
    expect(mail.text).toContain('Die Codes Ihrer Geschenkgutscheine erhalten Sie erst, wenn Ihre Zahlung bei uns eingegangen ist.');
    expect(mail.text).not.toMatch(/GC-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  });

  it('migration 230 holds a cash-on-delivery order placed before, and its download link then serves nothing', async () => {
    // An order as the old code left it: cash on delivery, processing, unpaid, its file granted.
    const { shopper, email } = await signedInCustomer('altbestand');
    await shopper.ok(ADD_TO_CART, { input: { productId: lookbookId, quantity: 1 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(email) } });
    const orderId = checkout.order.databaseId;
    const db = backend.running.db;
    await db.query(`UPDATE shop_order SET status = 'processing' WHERE id = $1`, [orderId]);
    const { grantDownloads } = await import('@/server/commerce/orders/order-store');
    await grantDownloads(db, orderId);
    const ORDER = `query O($id: ID) { order(id: $id, idType: DATABASE_ID) { status downloadableItems(first: 5) { nodes { url } } } }`;
    const readOrder = async () =>
      (await shopper.ok<{ order: { status: string; downloadableItems: { nodes: { url: string }[] } } }>(ORDER, { id: String(orderId) })).order;
    const before = await readOrder();
    expect(before.status).toBe('PROCESSING');
    const url = before.downloadableItems.nodes[0]!.url;
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);

    await db.exec(await readFile('server/db/migrations/230_cod_downloads_on_hold.sql', 'utf8'));
    expect((await readOrder()).status).toBe('ON_HOLD');
    const refused = await fetch(url);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Sorry, this order is invalid and cannot be paid for.');
  });
});
