import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * Coupons that cannot stand together (individual use) never end up priced together, whatever
 * path brought them into the cart: applyCoupon, two carts merged at login, a stored session.
 * The earlier applied coupons win; what applyCoupon would have refused is dropped.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const APPLY = `mutation A($code: String!) { applyCoupon(input: { code: $code }) { cart { appliedCoupons { code } } } }`;
const CART = `{ cart { subtotal(format: RAW) discountTotal(format: RAW) appliedCoupons { code } } }`;
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) {
  order { subtotal(format: RAW) discountTotal(format: RAW) couponLines { nodes { code } } } } }`;
const POSTAL = { firstName: 'Jonas', lastName: 'Berger', address1: 'Am Markt 9', city: 'Bremen', postcode: '28195', country: 'DE' };

interface CartShape {
  cart: { subtotal: string; discountTotal: string; appliedCoupons: { code: string }[] | null };
}
const codesOf = (cart: CartShape['cart']) => (cart.appliedCoupons ?? []).map((coupon) => coupon.code.toLowerCase()).sort();
const money = (raw: string) => Math.round(Number(raw) * 100);
/** A quarter of the subtotal, give or take the cent that net-of-tax rounding moves. */
const expectQuarterOff = (subtotal: string, discount: string) => expect(Math.abs(money(discount) - money(subtotal) * 0.25)).toBeLessThanOrEqual(1);

async function newAccount(): Promise<{ username: string; password: string; email: string }> {
  const username = unique('stapel');
  const account = { username, password: 'Sehr-geheim-2026!', email: `${username}@example.com` };
  await new AccountBrowser(backend).register(account.username, account.email, account.password);
  return account;
}

/** A signed-in browser whose (stored) cart holds the product and `codes`, applied in that order. */
async function customerCart(account: { username: string; password: string }, codes: string[]): Promise<AccountBrowser> {
  const browser = new AccountBrowser(backend);
  await browser.login(account.username, account.password);
  await browser.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
  for (const code of codes) await browser.ok(APPLY, { code });
  return browser;
}

/** A guest browser with the product and `codes` applied, then signed in as `account`. */
async function guestSigningIn(account: { username: string; password: string }, codes: string[]): Promise<AccountBrowser> {
  const guest = new AccountBrowser(backend);
  await guest.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
  for (const code of codes) await guest.ok(APPLY, { code });
  await guest.login(account.username, account.password);
  return guest;
}

describe('coupons brought together at login', () => {
  it('an individual-use coupon in the customer cart keeps the guest coupons out, in the cart and at checkout', async () => {
    const account = await newAccount();
    await customerCart(account, ['VIP25']);
    const guest = await guestSigningIn(account, ['WILLKOMMEN10', 'MODE5']);

    const { cart } = await guest.ok<CartShape>(CART);
    expect(codesOf(cart)).toEqual(['vip25']);
    // 25 % of the two units in the merged cart, nothing more.
    expectQuarterOff(cart.subtotal, cart.discountTotal);

    const placed = await guest.ok<{ checkout: { order: { subtotal: string; discountTotal: string; couponLines: { nodes: { code: string }[] } } } }>(
      CHECKOUT,
      { input: { paymentMethod: 'cod', billing: { ...POSTAL, email: account.email } } },
    );
    expect(placed.checkout.order.couponLines.nodes.map((line) => line.code.toLowerCase())).toEqual(['vip25']);
    expectQuarterOff(placed.checkout.order.subtotal, placed.checkout.order.discountTotal);
  });

  it('a guest individual-use coupon does not stack with, nor push out, the coupons the customer cart already holds', async () => {
    const account = await newAccount();
    await customerCart(account, ['WILLKOMMEN10', 'MODE5']);
    const guest = await guestSigningIn(account, ['VIP25']);
    const { cart } = await guest.ok<CartShape>(CART);
    expect(codesOf(cart)).toEqual(['mode5', 'willkommen10']);
    // Applying it now is what WooCommerce allows: it replaces the others.
    const applied = await guest.ok<{ applyCoupon: CartShape }>(APPLY, { code: 'VIP25' });
    expect(codesOf(applied.applyCoupon.cart)).toEqual(['vip25']);
  });

  it('two guest coupons that stack still stack beside a customer coupon that allows it', async () => {
    const account = await newAccount();
    await customerCart(account, ['MODE5']);
    // A gift card of its own: on Postgres the test files share one database, and the seeded cards get spent.
    const card = `GC-${Math.random().toString(36).slice(2, 6).toUpperCase()}-COMB`;
    await backend.running.db.query(`INSERT INTO coupon (code, kind, description, balance) VALUES ($1, 'gift_card', 'Geschenkgutschein', 5000)`, [card]);
    const guest = await guestSigningIn(account, ['WILLKOMMEN10', card]);
    const { cart } = await guest.ok<CartShape>(CART);
    expect(codesOf(cart)).toEqual([card.toLowerCase(), 'mode5', 'willkommen10']);
  });
});

describe('per-customer limits once the customer is known', () => {
  it('a coupon the customer has used up is dropped at login, whatever billing e-mail the guest typed', async () => {
    const code = unique('EINMAL').toUpperCase();
    await backend.running.db.query(`INSERT INTO coupon (code, kind, description, amount, usage_limit_per_user) VALUES ($1, 'percent', 'einmal je Kunde', 15, 1)`, [code]);
    const account = await newAccount();
    const customer = await customerCart(account, [code]);
    await customer.ok(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...POSTAL, email: account.email } } });

    const guest = new AccountBrowser(backend);
    await guest.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    await guest.ok(`mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { billing { email } } } }`, {
      input: { billing: { email: `${unique('anders')}@example.com` } },
    });
    // As a guest with an address never used, the coupon is still the shopper's to apply.
    expect(codesOf((await guest.ok<{ applyCoupon: CartShape }>(APPLY, { code })).applyCoupon.cart)).toEqual([code.toLowerCase()]);
    await guest.login(account.username, account.password);
    expect(codesOf((await guest.ok<CartShape>(CART)).cart)).toEqual([]);
    expect(await guest.error(APPLY, { code })).toBe('Coupon usage limit has been reached.');
  });
});

describe('coupons stored together some other way', () => {
  /** The session key a woocommerce-session token points at. */
  const sessionKey = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { data: { customer_id: string } }).data.customer_id;

  it('a stored session holding an individual-use coupon beside others is priced with the first that may stand, and checks out so', async () => {
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    await shopper.ok(APPLY, { code: 'VIP25' });
    // As if restored from an older or foreign session: every code valid alone, not together.
    await backend.running.db.query(`UPDATE session SET data = jsonb_set(data, '{coupons}', $2::jsonb) WHERE key = $1`, [
      sessionKey(shopper.token ?? ''),
      JSON.stringify(['vip25', 'willkommen10', 'mode5']),
    ]);
    const { cart } = await shopper.ok<CartShape>(CART);
    expect(codesOf(cart)).toEqual(['vip25']);
    expectQuarterOff(cart.subtotal, cart.discountTotal);

    // Checkout does not price what the cart would not hold: it refuses, naming the coupons it drops.
    const input = { paymentMethod: 'cod', billing: { ...POSTAL, email: `${unique('gast')}@example.com` } };
    const refusal = await shopper.error(CHECKOUT, { input });
    expect(refusal).toContain('"willkommen10" is invalid');
    expect(refusal).toContain('"mode5" is invalid');
    expect(refusal).not.toContain('vip25');
    const placed = await shopper.ok<{ checkout: { order: { subtotal: string; discountTotal: string; couponLines: { nodes: { code: string }[] } } } }>(
      CHECKOUT,
      { input },
    );
    expect(placed.checkout.order.couponLines.nodes.map((line) => line.code.toLowerCase())).toEqual(['vip25']);
    expectQuarterOff(placed.checkout.order.subtotal, placed.checkout.order.discountTotal);
  });
});
