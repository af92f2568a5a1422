import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@/server/commerce/limits/policy';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { receiptTime } from '@/server/commerce/withdrawals/withdrawal-mails';
import { waitFor } from '../mail/helpers';
import { AccountBrowser, unique } from './account-browser';
import { signedAddress, startTestBackend, testAddress } from './backend';
import { ADD_TO_CART } from './shopper';

/**
 * The withdrawal function (§ 356a BGB) over real HTTP: POST /wp-json/vitrine/v1/withdrawals
 * stores the declaration, mails the acknowledgment to the order's billing address only, copies
 * the merchant, answers a matching and a mismatching e-mail alike, checks its input and counts
 * declarations per address.
 */
const backend = startTestBackend();
let lookbookId: number;
beforeAll(async () => {
  const [lookbook] = await backend.running.db.query<{ id: number }>(`SELECT id FROM product WHERE slug = 'lookbook-herbst-winter-2026'`);
  lookbookId = lookbook!.id;
});

const CARD = [
  { key: '_card_number', value: '4242 4242 4242 4242' },
  { key: '_card_expiry', value: '12/34' },
  { key: '_card_cvc', value: '123' },
];
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { databaseId lineItems { nodes { databaseId } } } } }`;
type Placed = { checkout: { order: { databaseId: number; lineItems: { nodes: { databaseId: number }[] } } } };

/** A guest (or, with a signed-in browser, a customer) buys the virtual lookbook: no stock, no shipping. */
async function placeOrder(shopper: AccountBrowser, email: string) {
  await shopper.ok(ADD_TO_CART, { input: { productId: lookbookId, quantity: 2 } });
  const placed = await shopper.ok<Placed>(CHECKOUT, {
    input: { paymentMethod: 'stripe', billing: { firstName: 'Erika', lastName: 'Mustermann', address1: 'Heidestraße 17', city: 'Köln', postcode: '51147', country: 'DE', email }, metaData: CARD },
  });
  return placed.checkout.order;
}

async function declare(body: unknown, address = testAddress()) {
  const response = await fetch(`${backend.url}/wp-json/vitrine/v1/withdrawals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedAddress(address) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What the outbox holds for a recipient: the mails the shop means to send, before any delivery. */
async function outboxTo(address: string) {
  return backend.running.db.query<{ template: string; subject: string; text_body: string; reply_to: string | null }>(
    `SELECT template, subject, text_body, reply_to FROM mail_outbox WHERE recipients::text ILIKE $1 ORDER BY id`,
    [`%${address}%`],
  );
}

async function caughtMailTo(to: string, subject: string): Promise<CaughtMail> {
  const summary = await waitFor(async () => {
    const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: CaughtMailSummary[] };
    return messages.find((message) => message.subject === subject);
  });
  return (await (await backend.mailbox(`/mailbox/api/messages/${summary.id}`)).json()) as CaughtMail;
}

const storedFor = (orderNumber: string) =>
  backend.running.db.query<{ order_id: number | null; scope: string; items: number[]; items_text: string; acknowledged: boolean; name: string }>(
    'SELECT order_id, scope, items, items_text, acknowledged, name FROM order_withdrawal WHERE order_number = $1 ORDER BY id',
    [orderNumber],
  );

describe('withdrawal declarations', () => {
  it('stores a guest’s declaration with the order and mails the acknowledgment with its content and time of receipt', async () => {
    const email = `${unique('widerruf')}@example.com`;
    const order = await placeOrder(new AccountBrowser(backend), email);
    const lineId = order.lineItems.nodes[0]!.databaseId;
    const answer = await declare({ name: 'Erika Mustermann', orderNumber: `#${order.databaseId}`, email: email.toUpperCase(), scope: 'some', items: [lineId, 999_999], itemsText: '' });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ received: true, receivedAt: expect.any(String) });

    const [stored] = await storedFor(String(order.databaseId));
    // Only the order's own lines are kept; an id from elsewhere is dropped.
    expect(stored).toMatchObject({ order_id: order.databaseId, scope: 'some', items: [lineId], acknowledged: true, name: 'Erika Mustermann' });
    const [meta] = await backend.running.db.query<{ meta: { key: string; value: string }[] }>('SELECT meta FROM shop_order WHERE id = $1', [order.databaseId]);
    const declared = meta!.meta.filter((entry) => entry.key === 'withdrawal_declaration');
    expect(declared).toHaveLength(1);
    expect(JSON.parse(declared[0]!.value)).toMatchObject({ scope: 'some', items: [{ id: lineId, quantity: 2 }], periodMayHaveExpired: false });

    // Delivered through the outbox to the mailbox, in the time it takes (the order's confirmation is there too).
    const mail = await caughtMailTo(email, `Eingangsbestätigung Ihres Widerrufs – Bestellung ${order.databaseId}`);
    // The date and time of receipt in the shop's time zone, as the answer gave it.
    expect(mail.text).toContain(receiptTime(new Date(String(answer.body.receivedAt)), 'Europe/Berlin'));
    expect(mail.text).toMatch(/MEZ|MESZ/);
    expect(mail.text).toContain('Lookbook');
    expect(mail.text).toContain('Hiermit widerrufe ich');
    // The merchant gets a copy, answering to the shopper.
    const [notice] = (await outboxTo('shop@vitrine.local')).filter((row) => row.subject.includes(String(order.databaseId)));
    expect(notice).toMatchObject({ template: 'withdrawal-notice', reply_to: email.toUpperCase() });
  });

  it('answers a mismatched e-mail exactly as a match, mails the shopper nothing and leaves the order untouched', async () => {
    const owner = `${unique('eigentuemer')}@example.com`;
    const stranger = `${unique('fremd')}@example.com`;
    const order = await placeOrder(new AccountBrowser(backend), owner);
    const answer = await declare({ name: 'Max Fremd', orderNumber: String(order.databaseId), email: stranger, scope: 'all' });
    expect(answer.status).toBe(202);
    expect(Object.keys(answer.body).sort()).toEqual(['received', 'receivedAt']);
    // An order number that does not exist at all: the same answer again.
    const nowhere = await declare({ name: 'Max Fremd', orderNumber: '987654321', email: stranger, scope: 'all' });
    expect(nowhere.status).toBe(202);
    expect(Object.keys(nowhere.body).sort()).toEqual(['received', 'receivedAt']);

    expect(await outboxTo(stranger)).toEqual([]);
    // Only the owner's order confirmation went to the owner: no acknowledgment of someone else's declaration.
    expect((await outboxTo(owner)).map((row) => row.template)).not.toContain('withdrawal-receipt');
    const [meta] = await backend.running.db.query<{ meta: { key: string }[] }>('SELECT meta FROM shop_order WHERE id = $1', [order.databaseId]);
    expect(meta!.meta.some((entry) => entry.key === 'withdrawal_declaration')).toBe(false);
    // Accepted all the same: kept apart from the order, and the merchant is told to check it.
    expect(await storedFor(String(order.databaseId))).toMatchObject([{ order_id: null, acknowledged: false }]);
    const notices = (await outboxTo('shop@vitrine.local')).filter((row) => row.subject === `Widerruf ohne passende Bestellung: Nr. ${order.databaseId}`);
    expect(notices).toHaveLength(1);
  });

  it('shows the declaration to the signed-in owner as the order’s meta data', async () => {
    const username = unique('widerrufkonto');
    const email = `${username}@example.com`;
    const shopper = new AccountBrowser(backend);
    await shopper.register(username, email, 'Herbst-Wind-2026');
    await shopper.login(username, 'Herbst-Wind-2026');
    const order = await placeOrder(shopper, email);
    expect((await declare({ name: 'Kim Konto', orderNumber: String(order.databaseId), email, scope: 'all' })).status).toBe(202);
    const read = await shopper.ok<{ order: { metaData: { key: string; value: string }[] } }>(
      'query O($id: ID) { order(id: $id, idType: DATABASE_ID) { metaData(key: "withdrawal_declaration") { key value } } }',
      { id: String(order.databaseId) },
    );
    expect(read.order.metaData).toHaveLength(1);
    expect(JSON.parse(read.order.metaData[0]!.value)).toMatchObject({ name: 'Kim Konto', email, scope: 'all', items: [] });
  });

  it('refuses what it cannot accept, field by field, and stores nothing', async () => {
    const before = await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_withdrawal');
    expect(await declare({ name: ' ', orderNumber: 'abc', email: 'nicht-gueltig', scope: 'all' })).toEqual({ status: 400, body: { code: 'invalid', fields: ['name', 'orderNumber', 'email'] } });
    expect(await declare({ name: 'Erika', orderNumber: '1001', email: 'erika@example.com', scope: 'some', items: [], itemsText: '  ' })).toEqual({ status: 400, body: { code: 'invalid', fields: ['items'] } });
    expect(await declare({ name: 'Erika', orderNumber: '1001', email: 'erika@example.com', scope: 'everything' })).toEqual({ status: 400, body: { code: 'invalid', fields: ['scope'] } });
    const raw = await fetch(`${backend.url}/wp-json/vitrine/v1/withdrawals`, { method: 'POST', body: '{not json' });
    expect(raw.status).toBe(400);
    expect((await fetch(`${backend.url}/wp-json/vitrine/v1/withdrawals`)).status).toBe(405);
    const after = await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_withdrawal');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('counts declarations per address and refuses past the limit', async () => {
    const address = testAddress();
    const body = { name: 'Erika', orderNumber: '987654320', email: `${unique('flut')}@example.com`, scope: 'all' };
    for (let i = 0; i < LIMITS.withdrawalsPerAddress.points; i += 1) expect((await declare(body, address)).status).toBe(202);
    const refused = await declare(body, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many', message: expect.stringMatching(/^Too many attempts/) });
    // Another shopper is not held up.
    expect((await declare(body, testAddress())).status).toBe(202);
  });
});
