import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@/server/commerce/limits/policy';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { waitFor } from '../mail/helpers';
import { AccountBrowser, LOGIN, unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART } from './shopper';

const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const browser = () => new AccountBrowser(backend);
const PASSWORD = 'Herbst-Wind-2026';

async function signedIn(label = 'kundin') {
  const username = unique(label);
  const email = `${username}@example.com`;
  const id = await browser().register(username, email, PASSWORD);
  const shopper = browser();
  await shopper.login(username, PASSWORD);
  return { id, username, email, shopper };
}

const BILLING = (email: string) => ({
  firstName: 'Erika',
  lastName: 'Mustermann',
  address1: 'Heidestraße 17',
  city: 'Köln',
  postcode: '51147',
  country: 'DE',
  email,
  phone: '+49 221 1234567',
});
const CARD = [
  { key: '_card_number', value: '4242 4242 4242 4242' },
  { key: '_card_expiry', value: '12/34' },
  { key: '_card_cvc', value: '123' },
];
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { databaseId orderKey status } customer { databaseId email } } }`;
type Placed = { checkout: { order: { databaseId: number; orderKey: string; status: string }; customer: { databaseId: number | null; email: string } } };

async function buyLookbook(shopper: AccountBrowser, email: string, extra: Record<string, unknown> = {}) {
  await shopper.ok(ADD_TO_CART, { input: { productId: picks.lookbook.id, quantity: 1 } });
  return shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING(email), metaData: CARD, ...extra } });
}

async function mailTo(to: string): Promise<CaughtMail> {
  const [summary] = await waitFor(async () => {
    const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: CaughtMailSummary[] };
    return messages.length > 0 && messages;
  });
  return (await (await backend.mailbox(`/mailbox/api/messages/${summary!.id}`)).json()) as CaughtMail;
}

const SEND_RESET = `mutation S($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;
const RESET = `mutation R($key: String, $login: String, $password: String) { resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId username } } }`;

describe('password reset by e-mail', () => {
  it('mails a link to the storefront that sets a new password once', async () => {
    const { id, username, email } = await signedIn();
    expect((await browser().ok<{ sendPasswordResetEmail: { success: boolean } }>(SEND_RESET, { u: email })).sendPasswordResetEmail.success).toBe(true);
    const mail = await mailTo(email);
    const link = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail.text ?? '')![0]);
    expect(link.pathname).toBe('/my-account/lost-password');
    expect(link.searchParams.get('login')).toBe(username);
    const key = link.searchParams.get('key')!;
    const [stored] = await backend.running.db.query<{ key_hash: string }>('SELECT key_hash FROM password_reset_key WHERE customer_id = $1', [id]);
    expect(stored?.key_hash).not.toContain(key);

    const done = await browser().ok<{ resetUserPassword: { user: { databaseId: number } } }>(RESET, { key, login: username, password: 'Neues-Passwort-1' });
    expect(done.resetUserPassword.user.databaseId).toBe(id);
    expect(await browser().error(LOGIN, { username, password: PASSWORD })).toBe('The user could not be logged in.');
    await browser().login(username, 'Neues-Passwort-1');
    // Single use.
    expect(await browser().error(RESET, { key, login: username, password: 'Noch-eins-2' })).toBe('Password reset link is invalid.');
  });

  it('revokes older keys, refuses foreign and expired ones, and says nothing about unknown accounts', async () => {
    const { id, username, email } = await signedIn();
    const other = await signedIn();
    await browser().ok(SEND_RESET, { u: username });
    const firstKey = new URL(/https?:\/\/\S+lost-password\S+/.exec((await mailTo(email)).text ?? '')![0]).searchParams.get('key')!;
    await browser().ok(SEND_RESET, { u: username });
    // The first key died when the second was made.
    expect(await browser().error(RESET, { key: firstKey, login: username, password: 'x-Passwort-3' })).toBe('Password reset link is invalid.');
    // Someone else's login with this key is no match either.
    expect(await browser().error(RESET, { key: firstKey, login: other.username, password: 'x-Passwort-3' })).toBe('Password reset link is invalid.');
    await backend.running.db.query(`UPDATE password_reset_key SET expires_at = now() - interval '1 minute' WHERE customer_id = $1 AND used_at IS NULL`, [id]);
    const [live] = await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_key WHERE customer_id = $1 AND used_at IS NULL', [id]);
    expect(live?.n).toBe(1);
    // Both mails arrive (the catcher receives them after their transactions commit).
    await waitFor(async () => {
      const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: CaughtMailSummary[] };
      return messages.length === 2;
    });
    expect(await browser().error(RESET, { key: 'made-up', login: username, password: 'x' })).toBe('Password reset link is invalid.');
    expect(await browser().error(RESET, { login: username, password: 'x' })).toBe('A password reset key is required.');

    const nobody = `${unique('niemand')}@example.com`;
    expect((await browser().ok<{ sendPasswordResetEmail: { success: boolean } }>(SEND_RESET, { u: nobody })).sendPasswordResetEmail.success).toBe(true);
  });

  it('answers an expired key with WPGraphQL’s message', async () => {
    const { id, username, email } = await signedIn();
    await browser().ok(SEND_RESET, { u: username });
    const key = new URL(/https?:\/\/\S+lost-password\S+/.exec((await mailTo(email)).text ?? '')![0]).searchParams.get('key')!;
    await backend.running.db.query(`UPDATE password_reset_key SET expires_at = now() - interval '1 minute' WHERE customer_id = $1`, [id]);
    expect(await browser().error(RESET, { key, login: username, password: 'Spaet-dran-4' })).toBe('Password reset link has expired.');
  });

  it('limits reset requests per account', async () => {
    const { username } = await signedIn();
    for (let i = 0; i < LIMITS.resetRequestsPerAccount.points; i += 1) await browser().ok(SEND_RESET, { u: username });
    expect(await browser().error(SEND_RESET, { u: username })).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});

const CUSTOMER = `{ customer { id databaseId firstName lastName email username billing { firstName city postcode country } shipping { city country } metaData(keysIn: ["wishlist"]) { key value } } }`;
type CustomerShape = {
  customer: {
    databaseId: number;
    firstName: string | null;
    lastName: string | null;
    email: string;
    username: string;
    billing: { firstName: string; city: string; postcode: string; country: string };
    shipping: { city: string; country: string };
    metaData: { key: string; value: string }[];
  };
};
const UPDATE_CUSTOMER = `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { databaseId firstName email billing { city } shipping { city } metaData(keysIn: ["wishlist"]) { key value } } } }`;

describe('the signed-in customer', () => {
  it('edits names, e-mail and addresses, and keeps the wishlist as meta data across browsers', async () => {
    const { id, username, shopper } = await signedIn();
    const email = `${unique('neu')}@example.com`;
    await shopper.ok(UPDATE_CUSTOMER, {
      input: { firstName: 'Erika', lastName: 'Muster', email, billing: { city: 'Köln', postcode: '51147', country: 'DE' }, shippingSameAsBilling: false, shipping: { city: 'Bonn', country: 'DE' } },
    });
    const wishlist = JSON.stringify([picks.simple.id, picks.variable.id]);
    await shopper.ok(UPDATE_CUSTOMER, { input: { metaData: [{ key: 'wishlist', value: wishlist }, { key: 'other', value: 'x' }] } });

    const phone = browser();
    await phone.login(username, PASSWORD);
    const { customer } = await phone.ok<CustomerShape>(CUSTOMER);
    expect(customer).toMatchObject({ databaseId: id, firstName: 'Erika', lastName: 'Muster', email, username, billing: { city: 'Köln', country: 'DE' }, shipping: { city: 'Bonn' } });
    expect(customer.metaData).toEqual([{ key: 'wishlist', value: wishlist }]);

    // isSession edits the session customer (shipping estimates) and leaves the account as it was.
    await phone.ok(UPDATE_CUSTOMER, { input: { isSession: true, shipping: { city: 'Wien', country: 'AT' } } });
    expect((await phone.ok<CustomerShape>(CUSTOMER)).customer.shipping).toMatchObject({ city: 'Bonn', country: 'DE' });

    // A guest has no account meta data to write.
    expect(await browser().error(UPDATE_CUSTOMER, { input: { metaData: [{ key: 'wishlist', value: '[]' }] } })).toBe(
      'Customer meta data is kept for signed-in customers only.',
    );
    expect(await shopper.error(`{ customer(customerId: 1) { email } }`)).toBe('Not authorized to access this customer');
  });

  it('changes the password with updateUser, for itself only', async () => {
    const { id, username, shopper } = await signedIn();
    const other = await signedIn();
    const UPDATE_USER = `mutation U($input: UpdateUserInput!) { updateUser(input: $input) { user { databaseId } } }`;
    expect(await shopper.error(UPDATE_USER, { input: { id: Buffer.from(`user:${other.id}`).toString('base64'), password: 'x' } })).toBe(
      'Sorry, you are not allowed to edit this user.',
    );
    await shopper.ok(UPDATE_USER, { input: { id: Buffer.from(`user:${id}`).toString('base64'), password: 'Anderes-Passwort-5' } });
    await browser().login(username, 'Anderes-Passwort-5');
    expect(await browser().error(LOGIN, { username, password: PASSWORD })).toBe('The user could not be logged in.');
  });
});

const ORDERS = `{ customer { orders(first: 100) { nodes { databaseId status } } downloadableItems(first: 100) { nodes { name url downloadsRemaining accessExpires product { ... on SimpleProduct { slug } } } } } }`;
type OrdersShape = {
  customer: {
    orders: { nodes: { databaseId: number; status: string }[] };
    downloadableItems: { nodes: { name: string; url: string; downloadsRemaining: number; accessExpires: string | null; product: { slug: string } }[] };
  };
};

describe('orders and downloads', () => {
  it('lists the customer’s orders newest first, and serves the bought file by a signed link only while it lasts', async () => {
    const { email, shopper } = await signedIn();
    const first = await buyLookbook(shopper, email);
    const second = await buyLookbook(shopper, email);
    expect(second.checkout.customer.databaseId).toBeGreaterThan(0);
    const { customer } = await shopper.ok<OrdersShape>(ORDERS);
    expect(customer.orders.nodes.map((order) => order.databaseId)).toEqual([second.checkout.order.databaseId, first.checkout.order.databaseId]);
    expect(customer.downloadableItems.nodes).toHaveLength(2);
    const item = customer.downloadableItems.nodes[0]!;
    expect(item).toMatchObject({ downloadsRemaining: 5, product: { slug: 'lookbook-herbst-winter-2026' } });
    expect(item.accessExpires).not.toBeNull();
    expect(item.url.startsWith(`${backend.url}/download/`)).toBe(true);

    const file = await fetch(item.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const after = await shopper.ok<OrdersShape>(ORDERS);
    expect(after.customer.downloadableItems.nodes[0]!.downloadsRemaining).toBe(4);

    // The file is not public under uploads, and a changed token opens nothing.
    const [row] = await backend.running.db.query<{ file_path: string }>('SELECT file_path FROM product_download WHERE product_id = $1', [picks.lookbook.id]);
    expect((await fetch(`${backend.url}/wp-content/uploads/${row!.file_path}`)).status).toBe(404);
    const token = item.url.split('/download/')[1]!;
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as { pid: number };
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, pid: claims.pid - 1 })).toString('base64url')}.${s}`;
    expect((await fetch(`${backend.url}/download/${tampered}`)).status).toBe(403);

    // Used up, or past its access date: refused with WooCommerce's words, nothing counted.
    await backend.running.db.query('UPDATE download_permission SET downloads_remaining = 0 WHERE id = $1', [claims.pid]);
    const limit = await fetch(item.url);
    expect(limit.status).toBe(403);
    expect(await limit.text()).toBe('Sorry, you have reached your download limit for this file');
    await backend.running.db.query(`UPDATE download_permission SET downloads_remaining = 3, access_expires = now() - interval '1 day' WHERE id = $1`, [claims.pid]);
    const expired = await fetch(item.url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe('Sorry, this download has expired');
  });

  it('mails a guest who paid by card the file’s link, which counts a download like the account’s and ends with the access', async () => {
    const email = `${unique('gast-karte')}@example.com`;
    const placed = await buyLookbook(browser(), email);
    const mail = await mailTo(email);
    expect(mail.text).toContain('Lookbook Herbst/Winter 2026 (PDF) herunterladen');
    const links = (mail.text ?? '').match(/https?:\/\/\S+\/download\/[\w.-]+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(mail.html).toContain(links[0]!);
    expect((await fetch(links[0]!)).status).toBe(200);
    const [permission] = await backend.running.db.query<{ id: number; remaining: number }>(
      'SELECT id, downloads_remaining AS remaining FROM download_permission WHERE order_id = $1',
      [placed.checkout.order.databaseId],
    );
    expect(permission!.remaining).toBe(4);
    await backend.running.db.query(`UPDATE download_permission SET access_expires = now() - interval '1 minute' WHERE id = $1`, [permission!.id]);
    expect((await fetch(links[0]!)).status).toBe(403);
  });

  it('shows nobody else the customer’s orders or downloads', async () => {
    const owner = await signedIn();
    const placed = await buyLookbook(owner.shopper, owner.email);
    const other = await signedIn();
    const { customer } = await other.shopper.ok<OrdersShape>(ORDERS);
    expect(customer.orders.nodes).toEqual([]);
    expect(customer.downloadableItems.nodes).toEqual([]);
    expect(await other.shopper.error(`query O($id: ID) { order(id: $id, idType: DATABASE_ID) { databaseId } }`, { id: String(placed.checkout.order.databaseId) })).toBe(
      'Not authorized to access this order',
    );
    const own = await owner.shopper.ok<{ order: { databaseId: number } }>(`query O($id: ID) { order(id: $id, idType: DATABASE_ID) { databaseId } }`, {
      id: String(placed.checkout.order.databaseId),
    });
    expect(own.order.databaseId).toBe(placed.checkout.order.databaseId);
    // A guest sees no orders at all.
    expect((await browser().ok<OrdersShape>(ORDERS)).customer.orders.nodes).toEqual([]);
  });
});

describe('creating an account at checkout', () => {
  it('creates the account with the order, which then shows in the new account', async () => {
    const shopper = browser();
    const username = unique('kasse');
    const email = `${username}@example.com`;
    const placed = await buyLookbook(shopper, email, { account: { username, password: PASSWORD } });
    const signed = browser();
    await signed.login(username, PASSWORD);
    const { customer } = await signed.ok<OrdersShape>(ORDERS);
    expect(customer.orders.nodes.map((order) => order.databaseId)).toEqual([placed.checkout.order.databaseId]);
  });

  it('refuses a taken e-mail or a missing password and places no order', async () => {
    const { email } = await signedIn();
    const shopper = browser();
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.lookbook.id, quantity: 1 } });
    const input = (account: Record<string, string>, mail = email) => ({
      input: { paymentMethod: 'stripe', billing: BILLING(mail), metaData: CARD, account },
    });
    expect(await shopper.error(CHECKOUT, input({ username: unique('kasse'), password: PASSWORD }))).toBe(
      `An account is already registered with ${email}. Please log in or use a different email address.`,
    );
    const fresh = `${unique('x')}@example.com`;
    expect(await shopper.error(CHECKOUT, input({ username: '', password: '' }, fresh))).toBe('Please enter an account password.');
    const [orders] = await backend.running.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shop_order WHERE lower(billing_email) IN (lower($1), lower($2))',
      [email, fresh],
    );
    expect(orders?.n).toBe(0);
    const [accounts] = await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer WHERE lower(email) = lower($1)', [fresh]);
    expect(accounts?.n).toBe(0);
  });
});
