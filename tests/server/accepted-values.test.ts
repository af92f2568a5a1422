import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { Shopper } from './shopper';

/**
 * Every value the backend accepts can finish the journey (issue 20, item 8): an e-mail that
 * updateCustomer takes is one the checkout takes and the outbox mails; what it refuses is refused
 * up front with WooCommerce's words, never as "Unexpected error." inside the order. Carts and
 * customer meta have bounds with a clear message.
 */
const backend = startTestBackend();

interface Pick {
  id: number;
  price: number;
}
let cheap: Pick;
let dear: Pick;
beforeAll(async () => {
  // Products without managed stock, so many lines and units never run into a stock notice.
  const rows = await backend.running.db.query<Pick>(
    `SELECT id, price FROM product WHERE type = 'simple' AND status = 'publish' AND NOT manage_stock AND stock_status = 'instock'
       AND NOT sold_individually AND price > 0 ORDER BY price`,
  );
  if (rows.length < 2) throw new Error('the seed has no simple products without managed stock');
  cheap = rows[0]!;
  dear = rows[rows.length - 1]!;
});

const ADDRESS = { firstName: 'Jana', lastName: 'Nowak', address1: 'Ringstraße 4', city: 'München', postcode: '80331', country: 'DE', phone: '+49 89 1234567' };
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId billing { email } } } }`;
const UPDATE_SESSION = `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { billing { email } } } }`;
const ADD_ITEMS = `mutation A($input: AddCartItemsInput!) { addCartItems(input: $input) { added { key } cartErrors { reasons } cart { contents { itemCount } subtotal(format: RAW) } } }`;
const ADD = `mutation A($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } subtotal(format: RAW) } } }`;

const codCheckout = (email: string) => ({ paymentMethod: 'cod', billing: { ...ADDRESS, email }, shipToDifferentAddress: false });

async function shopperWithCart(): Promise<Shopper> {
  const shopper = new Shopper(backend);
  await shopper.ok(ADD, { input: { productId: cheap.id, quantity: 1 } });
  return shopper;
}

describe('one e-mail rule from updateCustomer to the mail', () => {
  // An internationalised domain in its punycode form (münchen.de), and the rarer characters is_email allows.
  it.each([`jana.${unique('p')}@xn--mnchen-3ya.de`, `o'brien+{${unique('q')}}|~@mail.example.co.uk`])('takes %s through updateCustomer and checkout, and the mail goes out', async (email) => {
    const shopper = await shopperWithCart();
    const updated = await shopper.ok<{ updateCustomer: { customer: { billing: { email: string } } } }>(UPDATE_SESSION, { input: { billing: { email } } });
    expect(updated.updateCustomer.customer.billing.email).toBe(email);
    const placed = await shopper.ok<{ checkout: { result: string; order: { databaseId: number } } }>(CHECKOUT, { input: codCheckout(email) });
    expect(placed.checkout.result).toBe('success');
    // Sent through the SMTP catcher, not only queued.
    const status = async () =>
      (await backend.running.db.query<{ status: string }>(`SELECT status FROM mail_outbox WHERE recipients @> $1::jsonb`, [JSON.stringify([{ address: email }])])).map((row) => row.status);
    await expect.poll(status, { timeout: 20_000 }).toEqual(['sent']);
  });

  // Each class the old rules split on: a Unicode domain, a quoted or non-ASCII local part, dots.
  const refused = ['x@münchen.de', '"x"@example.com', 'İ@example.com', 'jörg@example.com', '.x@example.com', 'x..y@example.com', 'x@example..com', 'x@-example.com', `${'a'.repeat(65)}@example.com`];

  it.each(refused)('refuses %s in updateCustomer with WooCommerce’s words', async (email) => {
    const shopper = await shopperWithCart();
    const message = await shopper.error(UPDATE_SESSION, { input: { billing: { email } } });
    expect(message).toBe('Invalid billing email address');
  });

  it.each(refused)('refuses %s at checkout as a field notice, before any order', async (email) => {
    const shopper = await shopperWithCart();
    const message = await shopper.error(CHECKOUT, { input: codCheckout(email) });
    expect(message).toContain('Billing Email address is not a valid email address.');
    expect(message).not.toMatch(/unexpected/i);
  });

  it('refuses the same addresses at registration', async () => {
    const browser = new AccountBrowser(backend);
    const message = await browser.error(`mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`, {
      input: { username: unique('u'), email: '"x"@example.com', password: 'a long enough passphrase' },
    });
    expect(message).toBe('Please provide a valid email address.');
  });
});

describe('a cart has bounds', () => {
  it('takes at most 100 distinct lines, says so clearly, and the full cart can still be checked out', async () => {
    const shopper = new Shopper(backend);
    const items = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ productId: cheap.id, quantity: 1, extraData: JSON.stringify({ engraving: `line ${from + index}` }) }));
    const first = await shopper.ok<{ addCartItems: { cart: { contents: { itemCount: number } } } }>(ADD_ITEMS, { input: { items: items(0, 100) } });
    expect(first.addCartItems.cart.contents.itemCount).toBe(100);
    const message = await shopper.error(ADD, { input: { productId: cheap.id, quantity: 1, extraData: JSON.stringify({ engraving: 'one more' }) } });
    expect(message).toMatch(/^Your cart is too large: it may hold at most 100 different items/);
    const placed = await shopper.ok<{ checkout: { result: string } }>(CHECKOUT, { input: codCheckout(`${unique('lines')}@example.com`) });
    expect(placed.checkout.result).toBe('success');
  });

  it('keeps the goods of one cart within 1 000 000 € (int4 cents with room), whatever the lines', async () => {
    const shopper = new Shopper(backend);
    let refusedAt = -1;
    for (let line = 0; line < 100 && refusedAt < 0; line += 1) {
      const response = await shopper.send(ADD, { input: { productId: dear.id, quantity: 999, extraData: JSON.stringify({ line: String(line) }) } });
      const message = response.body.errors?.[0]?.message;
      if (message) {
        expect(message).toMatch(/^Your cart is too large/);
        refusedAt = line;
      }
    }
    expect(refusedAt).toBeGreaterThan(0);
    const { cart } = await shopper.ok<{ cart: { subtotal: string } }>(`{ cart { subtotal(format: RAW) } }`);
    expect(Number(cart.subtotal)).toBeLessThanOrEqual(1_000_000);
    // Lowering a line is always allowed; the cart within bounds checks out.
    const placed = await shopper.send(CHECKOUT, { input: codCheckout(`${unique('money')}@example.com`) });
    expect(JSON.stringify(placed.body.errors ?? [])).not.toMatch(/unexpected|out of range/i);
  });
});

describe('customer meta has bounds', () => {
  const UPDATE_META = `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { databaseId metaData { key value } } } }`;
  const signedIn = async () => {
    const browser = new AccountBrowser(backend);
    const username = unique('meta');
    const password = 'correct horse battery staple';
    await browser.register(username, `${username}@example.com`, password);
    await browser.login(username, password);
    return browser;
  };
  const entries = (count: number, length: number, prefix = 'k') => Array.from({ length: count }, (_, index) => ({ key: `${prefix}${index}`, value: 'v'.repeat(length) }));

  it('refuses more than 50 keys, also when they arrive in several requests', async () => {
    const browser = await signedIn();
    await browser.ok(UPDATE_META, { input: { metaData: entries(30, 10, 'a') } });
    const message = await browser.error(UPDATE_META, { input: { metaData: entries(30, 10, 'b') } });
    expect(message).toMatch(/^Too much meta data: a customer may keep at most 50 keys and 64 KB in all\./);
    const kept = await browser.ok<{ customer: { metaData: { key: string }[] } }>(`{ customer { metaData { key } } }`);
    expect(kept.customer.metaData.filter((entry) => /^[ab]\d+$/.test(entry.key))).toHaveLength(30);
  });

  it('refuses a value over 10 000 characters and more than 64 KB in all', async () => {
    const browser = await signedIn();
    expect(await browser.error(UPDATE_META, { input: { metaData: entries(1, 10_001) } })).toMatch(/at most 10000 characters/);
    expect(await browser.error(UPDATE_META, { input: { metaData: entries(7, 10_000) } })).toMatch(/^Too much meta data/);
    await browser.ok(UPDATE_META, { input: { metaData: entries(6, 10_000) } });
  });
});
