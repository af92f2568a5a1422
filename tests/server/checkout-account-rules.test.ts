import { beforeAll, describe, expect, it, vi } from 'vitest';
import { localiseFailure } from '@/lib/checkout/localise';
import { loadMessages } from '@/lib/i18n/load-messages';
import { AccountBrowser, unique, type LoginShape, LOGIN } from './account-browser';
import { startTestBackend, type TestBackend } from './backend';

vi.mock('server-only', () => ({}));

/**
 * A guest checkout that creates an account (`account: { username, password }`), as a real store
 * (WordPress 6.8.3, WooCommerce 10.0.2 with woocommerce_registration_generate_username "no",
 * WooGraphQL 1.0.2) answered it on 2026-11-27 (docs/woographql-contract.md §7b): the username
 * made from the billing names, WooCommerce's refusals, and the storefront's reading of them.
 */
const strict = startTestBackend({ env: { REGISTRATION_GENERATE_USERNAME: '0' } });
const generating = startTestBackend();
const PASSWORD = 'Kassen-Konto-2026';
const ADDRESS = { address1: 'Hauptstraße 1', city: 'Berlin', postcode: '10115', country: 'DE', phone: '+49 30 1234567' };
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId } } }`;
const ADD = `mutation A($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } } } }`;
const CART = `{ cart { isEmpty contents { itemCount } } }`;

let productId: number;
beforeAll(async () => {
  // A product without managed stock: the many orders here never run into a stock notice.
  const [row] = await generating.running.db.query<{ id: number }>(
    `SELECT id FROM product WHERE type = 'simple' AND status = 'publish' AND NOT manage_stock AND stock_status = 'instock' AND price > 0 ORDER BY id LIMIT 1`,
  );
  productId = row!.id;
});

type Names = { firstName: string; lastName: string; email: string };

/** A new shopper with the product in the cart. */
async function shopperWithCart(backend: TestBackend): Promise<AccountBrowser> {
  const shopper = new AccountBrowser(backend);
  await shopper.ok(ADD, { input: { productId, quantity: 1 } });
  return shopper;
}

/** Checks out creating an account; answers the new account's username (signed in with the e-mail), or the refusal. */
async function checkoutWithAccount(backend: TestBackend, names: Names, username = ''): Promise<string> {
  const shopper = await shopperWithCart(backend);
  const response = await shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...ADDRESS, ...names }, account: { username, password: PASSWORD } } });
  const refusal = response.body.errors?.[0]?.message;
  if (refusal) return refusal;
  const signedIn = await new AccountBrowser(backend).ok<LoginShape>(LOGIN, { username: names.email, password: PASSWORD });
  return signedIn.login.user.username;
}

describe.each([
  ['does not generate usernames (as the real store asked)', strict],
  ['generates usernames', generating],
])('a checkout creating an account, when the store %s', (_, backend) => {
  it('makes the username from the billing names as WooCommerce does, "-NNNN" when taken', async () => {
    const tag = unique('');
    const names = (email: string) => ({ firstName: 'Jörg', lastName: `Müller-Lüdenscheidt${tag}`, email });
    expect(await checkoutWithAccount(backend, names(`jorg.test+${tag}@example.com`))).toBe(`jorg.muller-ludenscheidt${tag}`);
    expect(await checkoutWithAccount(backend, names(`jorg.test+b${tag}@example.com`))).toMatch(new RegExp(`^jorg\\.muller-ludenscheidt${tag}-\\d{4}$`));
  });

  it('makes it from the e-mail’s local part when no name is left after sanitising', async () => {
    const tag = unique('');
    // The embedded checkout requires a last name; "李" sanitises to nothing in a username.
    expect(await checkoutWithAccount(backend, { firstName: '李', lastName: '王', email: `Lokal.Teil+${tag}@example.com` })).toBe(`lokal.teil${tag}`);
  });
});

describe('a checkout creating an account refuses as WooCommerce does', () => {
  it('a username WordPress will not keep, or one taken in another spelling, and an e-mail taken in capitals', async () => {
    const tag = unique('');
    const email = `konto.${tag}@example.com`;
    expect(await checkoutWithAccount(generating, { firstName: 'Anna', lastName: 'Kasse', email }, `Jörg ${tag}`)).toBe(`Jorg ${tag}`);
    const other = { firstName: 'Ben', lastName: 'Kasse', email: `ben.${tag}@example.com` };
    expect(await checkoutWithAccount(generating, other, `ha#sh${tag}`)).toBe('Please provide a valid account username.');
    expect(await checkoutWithAccount(generating, other, `  JÖRG ${tag} `)).toBe('An account is already registered with that username. Please choose another.');
    const capitals = email.toUpperCase();
    expect(await checkoutWithAccount(generating, { ...other, email: capitals })).toBe(
      `An account is already registered with ${capitals}. Please log in or use a different email address.`,
    );
  });

  it('keeps the cart, and the storefront tells a German shopper in German', async () => {
    const tag = unique('');
    const email = `behalten.${tag}@example.com`;
    await checkoutWithAccount(generating, { firstName: 'Clara', lastName: 'Kasse', email });
    const shopper = await shopperWithCart(generating);
    const response = await shopper.send(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: { ...ADDRESS, firstName: 'Clara', lastName: 'Kasse', email }, account: { username: '', password: PASSWORD } },
    });
    const refusal = response.body.errors?.[0]?.message ?? '';
    const { cart } = await shopper.ok<{ cart: { isEmpty: boolean; contents: { itemCount: number } } }>(CART);
    expect(cart).toMatchObject({ isEmpty: false, contents: { itemCount: 1 } });
    const german = (await loadMessages('de_DE')).checkout;
    const shown = localiseFailure({ kind: 'user', message: refusal }, 'de_DE', german);
    expect(shown).toEqual({ ok: false, kind: 'user', message: german.server.accountTaken });
  });
});
