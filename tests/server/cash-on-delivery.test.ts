import { readFile } from 'node:fs/promises';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { BILLING, CHECKOUT, merchantOrders, type Placed } from './merchant-orders';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * Cash on delivery takes no money at checkout (WC_Gateway_COD::process_payment). What costs
 * nothing to hand over must not be handed over before the payment: an order with a downloadable
 * item goes on-hold, so no download is granted and no link serves the file; a gift voucher issues
 * no gift card. The shopper is told so, in the order's language.
 */
const backend = startTestBackend();
const { change: markPaid, mailsTo, mailTo } = merchantOrders(backend);
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const ACCOUNT = `{ customer { orders(first: 10) { nodes { databaseId status } } downloadableItems(first: 10) { nodes { url } } } }`;
type AccountShape = { customer: { orders: { nodes: { databaseId: number; status: string }[] }; downloadableItems: { nodes: { url: string }[] } } };

async function signedInCustomer(label: string) {
  const username = unique(label);
  const email = `${username}@example.com`;
  const shopper = new AccountBrowser(backend);
  await shopper.register(username, email, 'Nachnahme-Herbst-7');
  await shopper.login(username, 'Nachnahme-Herbst-7');
  return { shopper, email };
}

/** A customer's lookbook order as the code before migration 230 left it: cash on delivery, processing, unpaid, its file granted. */
async function lookbookAsTheOldCodeLeftIt(label: string) {
  const { shopper, email } = await signedInCustomer(label);
  await shopper.ok(ADD_TO_CART, { input: { productId: picks.lookbook.id, quantity: 1 } });
  const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(email) } });
  const orderId = checkout.order.databaseId;
  await backend.running.db.query(`UPDATE shop_order SET status = 'processing' WHERE id = $1`, [orderId]);
  const { grantDownloads } = await import('@/server/commerce/orders/order-store');
  await grantDownloads(backend.running.db, orderId);
  return { shopper, orderId };
}

const permissionsOf = async (orderId: number) =>
  (await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM download_permission WHERE order_id = $1', [orderId]))[0]!.n;

describe('cash on delivery hands over nothing unpaid', () => {
  it('puts a signed-in customer’s order of the lookbook on hold: no download in the order or the account, and the mail says it waits for the payment', async () => {
    const { shopper, email } = await signedInCustomer('nachnahme');
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.lookbook.id, quantity: 2 } });
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
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.lookbook.id, quantity: 1 } });
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
    const { shopper, orderId } = await lookbookAsTheOldCodeLeftIt('altbestand');
    const db = backend.running.db;
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

const codesOf = async (orderId: number) =>
  (
    await backend.running.db.query<{ code: string; balance: number }>('SELECT code, balance FROM coupon WHERE description = $1 ORDER BY code', [
      `Geschenkgutschein aus Bestellung ${orderId}`,
    ])
  ).map((row) => ({ code: row.code, balance: Number(row.balance) }));

const PAID = /^Zahlung erhalten: Ihre Bestellung \d+ bei /;

/** The one download link a mail's text carries. */
function downloadLinkIn(text: string | null): string {
  const links = (text ?? '').match(/https?:\/\/\S+\/download\/[\w.-]+/g) ?? [];
  expect(links).toHaveLength(1);
  return links[0]!;
}

describe('the merchant marks a cash-on-delivery order paid', () => {
  it('releases an order on hold: completed, its file in the account and served, and the mail says the payment arrived', async () => {
    const { shopper, email } = await signedInCustomer('bezahlt');
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.lookbook.id, quantity: 1 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(email) } });
    const orderId = checkout.order.databaseId;

    const paid = await markPaid(orderId, { set_paid: true, transaction_id: `KASSE-${orderId}` });
    expect(paid.status).toBe(200);
    // Nothing in it needs hands (a virtual download), so WC_Order::payment_complete completes it.
    expect(paid.body).toMatchObject({ id: orderId, status: 'completed', payment_method: 'cod', transaction_id: `KASSE-${orderId}` });
    expect(paid.body.date_paid_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

    const { customer } = await shopper.ok<AccountShape>(ACCOUNT);
    expect(customer.orders.nodes).toEqual([{ databaseId: orderId, status: 'COMPLETED' }]);
    expect(customer.downloadableItems.nodes).toHaveLength(1);
    expect((await fetch(customer.downloadableItems.nodes[0]!.url, { method: 'HEAD' })).status).toBe(200);

    const mail = await mailTo(email, PAID);
    expect(mail.subject).toBe(`Zahlung erhalten: Ihre Bestellung ${orderId} bei Vitrine`);
    expect(mail.text).toContain('Ihre Zahlung ist bei uns eingegangen.');
    expect(mail.text).toContain('Ihre Downloads sind jetzt freigegeben: Die Links finden Sie weiter unten in dieser E-Mail.');
    expect(mail.text).toContain('Lookbook');
    expect((await fetch(downloadLinkIn(mail.text), { method: 'HEAD' })).status).toBe(200);
  });

  it('puts a guest’s mixed cart to processing, and the mail’s link serves the file for as long as the permission lasts', async () => {
    const email = `${unique('gast-bezahlt')}@example.com`;
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.lookbook.id, quantity: 1 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(email) } });
    const orderId = checkout.order.databaseId;
    expect((await mailTo(email)).text).not.toContain('/download/');

    expect((await markPaid(orderId)).body.status).toBe('processing');
    const link = downloadLinkIn((await mailTo(email, PAID)).text);
    // Not the GraphQL link's day: a guest has no account to ask for a fresh one. The permission decides.
    expect(decodeJwt(link.slice(link.lastIndexOf('/') + 1)).exp).toBeUndefined();
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('pdf');
  });

  it('issues a voucher’s gift cards once, however often and at once it is called, and mails their codes in the order’s language', async () => {
    const email = `${unique('gutschein-bezahlt')}@example.com`;
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 2 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: BILLING(email), metaData: [{ key: 'wpml_language', value: 'en' }] },
    });
    const orderId = checkout.order.databaseId;
    expect(checkout.order.status).toBe('PROCESSING');

    const answers = await Promise.all([markPaid(orderId), markPaid(orderId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.status)).toEqual(['processing', 'processing']);
    const codes = await codesOf(orderId);
    expect(codes).toHaveLength(2);
    expect(codes.every((card) => card.balance > 0)).toBe(true);

    const mail = await mailTo(email, /^Payment received: your .+ order \d+$/);
    for (const { code } of codes) expect(mail.text).toContain(code);
    expect(mail.text).not.toContain('issued only once your payment');
    expect((await markPaid(orderId)).status).toBe(200);
    expect(await codesOf(orderId)).toEqual(codes);
    // The checkout's mail and one "payment received", however often it was called.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(email)).map((summary) => summary.subject).filter((subject) => subject?.startsWith('Payment received'))).toHaveLength(1);
  });

  it('is refused without the merchant’s secret, for an unknown order, for fields it does not change, and for a cancelled order', async () => {
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 1 } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(`${unique('abgelehnt')}@example.com`) } });
    const orderId = checkout.order.databaseId;

    expect((await markPaid(orderId, { set_paid: true }, 'geraten')).status).toBe(401);
    const read = await fetch(`${backend.url}/wp-json/wc/v3/orders/${orderId}`, { headers: { authorization: `Bearer ${backend.running.adminSecret}` } });
    expect([read.status, read.headers.get('allow')]).toEqual([405, 'PUT, POST, PATCH']);
    expect(await markPaid(999_999_999)).toEqual({ status: 404, body: { code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.' } });
    expect((await markPaid(9_999_999_999)).status).toBe(404);
    expect((await markPaid(orderId, { set_paid: true, customer_note: 'bar bezahlt' })).status).toBe(400);
    expect((await markPaid(orderId, { set_paid: true, status: 'processing' })).status).toBe(400);
    expect((await markPaid(orderId, { set_paid: false })).status).toBe(400);
    expect(await codesOf(orderId)).toEqual([]);

    await backend.running.db.query(`UPDATE shop_order SET status = 'cancelled' WHERE id = $1`, [orderId]);
    const refused = await markPaid(orderId);
    expect(refused).toEqual({
      status: 400,
      body: { code: 'woocommerce_rest_order_not_payable', message: `Order ${orderId} is cancelled: only an unpaid order on hold or in processing can be marked paid.` },
    });
    expect(await codesOf(orderId)).toEqual([]);
  });

  it('refuses a transaction id that already pays another order, and leaves the order unpaid', async () => {
    const place = async () => {
      const shopper = new Shopper(backend);
      await shopper.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 1 } });
      return (await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(`${unique('beleg')}@example.com`) } })).checkout.order.databaseId;
    };
    const [first, second] = [await place(), await place()];
    const receipt = `BELEG-${first}`;
    expect((await markPaid(first, { set_paid: true, transaction_id: receipt })).status).toBe(200);
    const refused = await markPaid(second, { set_paid: true, transaction_id: receipt });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('woocommerce_rest_invalid_transaction_id');
    expect(await codesOf(second)).toEqual([]);
    const [row] = await backend.running.db.query<{ paid_at: Date | null }>('SELECT paid_at FROM shop_order WHERE id = $1', [second]);
    expect(row!.paid_at).toBeNull();

    // Paid already: the same receipt again is fine, another one is refused rather than dropped.
    expect((await markPaid(first, { set_paid: true, transaction_id: receipt })).status).toBe(200);
    const another = await markPaid(first, { set_paid: true, transaction_id: `${receipt}-B` });
    expect([another.status, another.body.code]).toEqual([400, 'woocommerce_rest_order_already_paid']);
  });

  it('grants the files of an order migration 230 held once, not a second time, and serves their links again', async () => {
    const { shopper, orderId } = await lookbookAsTheOldCodeLeftIt('altbestand-bezahlt');
    await backend.running.db.exec(await readFile('server/db/migrations/230_cod_downloads_on_hold.sql', 'utf8'));

    expect((await markPaid(orderId)).body.status).toBe('completed');
    expect(await permissionsOf(orderId)).toBe(1);
    const { customer } = await shopper.ok<AccountShape>(ACCOUNT);
    expect(customer.downloadableItems.nodes).toHaveLength(1);
    expect((await fetch(customer.downloadableItems.nodes[0]!.url, { method: 'HEAD' })).status).toBe(200);
  });
});
