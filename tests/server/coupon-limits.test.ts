import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * Per-customer coupon limits (usage_limit_per_user) hold under concurrent checkouts. On Postgres
 * (DATABASE_URL) the checkouts really run side by side; PGlite runs one transaction at a time, so
 * there the same test checks the rule without the race.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;
const APPLY = `mutation A($code: String!) { applyCoupon(input: { code: $code }) { applied { code } } }`;
const POSTAL = { firstName: 'Jonas', lastName: 'Berger', address1: 'Am Markt 9', city: 'Bremen', postcode: '28195', country: 'DE' };

/** A coupon of the test's own: `perUser` uses per customer, no global limit. */
async function newCoupon(perUser: number): Promise<{ id: number; code: string }> {
  const code = `PRO-KUNDE-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await backend.running.db.query<{ id: number }>(
    `INSERT INTO coupon (code, kind, description, amount, usage_limit_per_user) VALUES ($1, 'percent', 'pro Kunde', 15, $2) RETURNING id`,
    [code, perUser],
  );
  return { id: row?.id ?? 0, code };
}

async function usesOf(couponId: number): Promise<number> {
  const [row] = await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon_usage WHERE coupon_id = $1', [couponId]);
  return row?.n ?? 0;
}

describe('usage limit per customer', () => {
  it('twelve carts with the same billing e-mail checked out at once: exactly the limit of them get the coupon', async () => {
    const limit = 3;
    const coupon = await newCoupon(limit);
    const email = `${unique('limit')}@example.com`;
    const shoppers = Array.from({ length: 12 }, () => new Shopper(backend));
    for (const shopper of shoppers) {
      await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
      await shopper.ok(APPLY, { code: coupon.code });
    }
    // The same person, however the address is spelled.
    const spellings = [email, email.toUpperCase(), ` ${email}`];
    const outcomes = await Promise.all(
      shoppers.map((shopper, index) =>
        shopper.send<{ checkout: { order: { databaseId: number } } }>(CHECKOUT, {
          input: { paymentMethod: 'cod', billing: { ...POSTAL, email: spellings[index % spellings.length] } },
        }),
      ),
    );
    const placed = outcomes.filter((outcome) => outcome.body.data?.checkout?.order);
    const refused = outcomes.filter((outcome) => outcome.body.errors?.length);
    expect(placed).toHaveLength(limit);
    // A checkout that starts after the limit was reached finds the coupon gone from its cart; one
    // that raced past the cart's check is refused when it takes the coupon. Either way: no order.
    const refusals = new Set(refused.map((outcome) => outcome.body.errors?.[0]?.message));
    expect(refused).toHaveLength(12 - limit);
    for (const message of refusals) {
      expect([
        'Coupon usage limit has been reached.',
        `Sorry, it seems the coupon "${coupon.code.toLowerCase()}" is invalid - it has now been removed from your order.`,
      ]).toContain(message);
    }
    expect(await usesOf(coupon.id)).toBe(limit);
  });

  it('counts a signed-in customer’s orders by account, whatever billing e-mail each order gives', async () => {
    const coupon = await newCoupon(1);
    const username = unique('konto');
    const account = new AccountBrowser(backend);
    await account.register(username, `${username}@example.com`, 'Herbst-Nebel-2026');
    await account.login(username, 'Herbst-Nebel-2026');

    await account.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    await account.ok(APPLY, { code: coupon.code });
    await account.ok(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...POSTAL, email: `${username}-a@example.com` } } });

    // A new billing e-mail does not get the coupon into the cart: the signed-in account counts
    // there already, as WooCommerce counts the current user's uses (and again at checkout).
    await account.ok(`mutation U($email: String!) { updateCustomer(input: { billing: { email: $email } }) { customer { id } } }`, {
      email: `${username}-b@example.com`,
    });
    await account.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    expect(await account.error(APPLY, { code: coupon.code })).toBe('Coupon usage limit has been reached.');
    expect(await usesOf(coupon.id)).toBe(1);
    // Removed from the cart for good: the next attempt orders at the full price.
    const cart = await account.ok<{ cart: { appliedCoupons: { code: string }[] | null } }>('{ cart { appliedCoupons { code } } }');
    expect(cart.cart.appliedCoupons ?? []).toEqual([]);
    await account.ok(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...POSTAL, email: `${username}-b@example.com` } } });
    expect(await usesOf(coupon.id)).toBe(1);
  });
});
