import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { ADD_TO_CART } from './shopper';

/**
 * Who may read an order (docs/woographql-contract.md §11; contract/recordings/buying/01, 02):
 * a guest reads none, a signed-in customer only their own and only by ID or DATABASE_ID. The
 * victims here buy a random in-stock product together with a gift voucher (its order carries
 * gift-card codes) or a downloadable file (its order carries download links), and the attackers
 * try every way an order can be named.
 */

const backend = startTestBackend();
const browser = () => new AccountBrowser(backend);
const PASSWORD = 'Nordsee-Brise-2026';

let products: { id: number }[] = [];
let voucherId = 0;
let downloadableId = 0;
beforeAll(async () => {
  const db = backend.running.db;
  products = await db.query<{ id: number }>(
    `SELECT id FROM product WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock'
       AND (NOT manage_stock OR stock_quantity >= 20) AND price > 0 AND NOT downloadable ORDER BY id`,
  );
  voucherId = (await db.query<{ id: number }>(`SELECT id FROM product WHERE slug = 'geschenkgutschein'`))[0]!.id;
  downloadableId = (await db.query<{ id: number }>(`SELECT id FROM product WHERE downloadable AND status = 'publish' ORDER BY id LIMIT 1`))[0]!.id;
});

const anyProduct = () => products[Math.floor(Math.random() * products.length)]!.id;

const billing = (email: string) => ({
  firstName: 'Jana',
  lastName: unique('Opfer'),
  address1: `Am Deich ${1 + Math.floor(Math.random() * 90)}`,
  city: 'Husum',
  postcode: '25813',
  country: 'DE',
  email,
  phone: `+49 4841 ${Math.floor(100000 + Math.random() * 899999)}`,
});

const CARD = [
  { key: '_card_number', value: '4242 4242 4242 4242' },
  { key: '_card_expiry', value: '12/34' },
  { key: '_card_cvc', value: '123' },
];
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { id databaseId orderKey
  couponLines { nodes { code } } downloadableItems { nodes { url } } } } }`;
type Placed = { id: string; databaseId: number; orderKey: string; downloadableItems: { nodes: { url: string }[] } };

/** Buys a random product plus a voucher and a downloadable file, paid by card: an order with an address, phone and download links. */
async function buy(shopper: AccountBrowser, email: string): Promise<Placed> {
  for (const productId of [anyProduct(), voucherId, downloadableId]) await shopper.ok(ADD_TO_CART, { input: { productId, quantity: 1 } });
  const { checkout } = await shopper.ok<{ checkout: { order: Placed } }>(CHECKOUT, { input: { paymentMethod: 'stripe', billing: billing(email), metaData: CARD } });
  expect(checkout.order.downloadableItems.nodes.length, 'the order carries download links').toBeGreaterThan(0);
  return checkout.order;
}

async function signedIn(label: string) {
  const username = unique(label);
  const email = `${username}@example.org`;
  const id = await browser().register(username, email, PASSWORD);
  const shopper = browser();
  await shopper.login(username, PASSWORD);
  return { id, email, shopper };
}

const ORDER = `query O($id: ID, $type: OrderIdTypeEnum) { order(id: $id, idType: $type) {
  databaseId orderKey billing { email phone address1 } lineItems { nodes { quantity } } couponLines { nodes { code } }
  downloadableItems { nodes { url } } } }`;
const DENIED = 'Not authorized to access this order';
const NAMES = (order: Placed) => [
  { id: String(order.databaseId), type: 'DATABASE_ID' },
  { id: order.id, type: 'ID' },
  { id: order.orderKey, type: 'ORDER_KEY' },
];

/** The real store's answer to a refused read: the order null, one error, nothing else of it. */
async function expectRefused(reader: AccountBrowser, variables: { id: string; type: string }) {
  const response = await reader.send(ORDER, variables);
  expect(response.body.data, `${variables.type} ${variables.id}`).toEqual({ order: null });
  expect(response.body.errors?.map((error) => error.message)).toEqual([DENIED]);
}

const MY_ORDERS = `{ customer { orders(first: 100) { nodes { databaseId } } downloadableItems(first: 100) { nodes { url } } } }`;
type MyOrders = { customer: { orders: { nodes: { databaseId: number }[] }; downloadableItems: { nodes: { url: string }[] } } };

describe('a guest reads no order', () => {
  it('not by id, global id or key, not with the victim’s billing e-mail in their session, not in customer.orders', async () => {
    const victimEmail = `${unique('kundin')}@example.net`;
    const victim = browser();
    const order = await buy(victim, victimEmail);

    const attacker = browser();
    await attacker.ok(`mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { billing { email } } } }`, {
      input: { billing: { email: victimEmail }, shipping: { email: victimEmail } },
    });
    for (const name of NAMES(order)) await expectRefused(attacker, name);
    const listed = await attacker.ok<MyOrders>(MY_ORDERS);
    expect(listed.customer.orders.nodes).toEqual([]);
    expect(listed.customer.downloadableItems.nodes).toEqual([]);
  });

  it('not even the guest session that placed it (only the checkout’s own answer shows it)', async () => {
    const buyer = browser();
    const order = await buy(buyer, `${unique('gast')}@example.com`);
    for (const name of NAMES(order)) await expectRefused(buyer, name);
  });

  it('nor a signed-in customer’s order, whatever e-mail the guest types', async () => {
    const owner = await signedIn('besitzer');
    const order = await buy(owner.shopper, owner.email);
    const attacker = browser();
    await attacker.ok(`mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { id } } }`, { input: { billing: { email: owner.email } } });
    for (const name of NAMES(order)) await expectRefused(attacker, name);
  });

  it('still tells unknown ids and keys apart as the real store does', async () => {
    const guest = browser();
    expect(await guest.error(ORDER, { id: 'wc_order_gibtsnicht', type: 'ORDER_KEY' })).toBe('No order ID was found corresponding to the order_key: wc_order_gibtsnicht');
    expect(await guest.error(ORDER, { id: '987654321', type: 'DATABASE_ID' })).toBe('No order exists with the database_id: 987654321');
  });
});

describe('a signed-in customer reads only their own orders', () => {
  it('never another customer’s, by id, global id or key, nor a guest order with their own e-mail', async () => {
    const owner = await signedIn('eigentuemerin');
    const order = await buy(owner.shopper, owner.email);
    const other = await signedIn('nachbar');
    for (const name of NAMES(order)) await expectRefused(other.shopper, name);

    // A guest order placed with the other customer's address is still not theirs.
    const guestOrder = await buy(browser(), other.email);
    for (const name of NAMES(guestOrder)) await expectRefused(other.shopper, name);
    const listed = await other.shopper.ok<MyOrders>(MY_ORDERS);
    expect(listed.customer.orders.nodes).toEqual([]);
    expect(listed.customer.downloadableItems.nodes).toEqual([]);
  });

  it('the owner reads theirs by DATABASE_ID and ID, and by ORDER_KEY is refused like WooGraphQL 1.0.2 refuses', async () => {
    const owner = await signedIn('stammkundin');
    const order = await buy(owner.shopper, owner.email);
    for (const type of ['DATABASE_ID', 'ID'] as const) {
      const { order: read } = await owner.shopper.ok<{ order: { databaseId: number; billing: { email: string }; downloadableItems: { nodes: unknown[] } } }>(ORDER, {
        id: type === 'ID' ? order.id : String(order.databaseId),
        type,
      });
      expect(read.databaseId).toBe(order.databaseId);
      expect(read.billing.email).toBe(owner.email);
      expect(read.downloadableItems.nodes.length).toBeGreaterThan(0);
    }
    await expectRefused(owner.shopper, { id: order.orderKey, type: 'ORDER_KEY' });
    const listed = await owner.shopper.ok<MyOrders>(MY_ORDERS);
    expect(listed.customer.orders.nodes.map((node) => node.databaseId)).toContain(order.databaseId);
  });

  it('after signing out, the same browser reads it no more', async () => {
    const owner = await signedIn('abmelderin');
    const order = await buy(owner.shopper, owner.email);
    owner.shopper.authToken = null;
    await expectRefused(owner.shopper, { id: String(order.databaseId), type: 'DATABASE_ID' });
  });
});
