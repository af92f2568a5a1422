import { decodeJwt } from 'jose';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GetCartDocument } from '@/graphql/generated/graphql';
import { addLine, applyCode, chooseShippingRate, clearCart, loadCart, removeCode, removeLineByKey, setLineQuantity } from '@/lib/cart/service';
import { callAsShopper } from '@/lib/commerce/shopper-client';
import { SESSION_COOKIE } from '@/lib/session/cookies';
import { discountCents } from '@/server/commerce/pricing';
import { readShopperState } from '@/lib/shopper/read-state';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { CookieJar } from './cookie-jar';
import { spyOnStorefrontFetch } from './storefront-fetch-spy';

vi.mock('server-only', () => ({}));

/**
 * The storefront's per-shopper layer (lib/commerce/shopper-client.ts, lib/cart/service.ts)
 * against the embedded backend over HTTP, each shopper with their own cookie jar, as two
 * browsers would be.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const shopper = () => {
  const store = new CookieJar();
  return { store, options: { url: `${backend.url}/graphql`, secure: true } };
};

async function cartOf(context: ReturnType<typeof shopper>) {
  const outcome = await loadCart(context);
  if (!outcome.ok) throw new Error(`cart failed: ${JSON.stringify(outcome.error)}`);
  return outcome.cart;
}

describe('one shopper’s cart can never be served to another', () => {
  it('keeps two shoppers’ carts apart, also when they ask at the same moment', async () => {
    const storefrontFetch = spyOnStorefrontFetch();
    const anna = shopper();
    const ben = shopper();
    const [added, other] = await Promise.all([
      addLine(anna, { productId: picks.simple.id, quantity: 2 }),
      addLine(ben, { productId: picks.variable.id, variationId: picks.variable.variation_id, quantity: 1 }),
    ]);
    expect(added.ok && other.ok).toBe(true);
    expect(anna.store.get(SESSION_COOKIE)?.value).not.toBe(ben.store.get(SESSION_COOKIE)?.value);

    for (let round = 0; round < 3; round += 1) {
      const [annasCart, bensCart] = await Promise.all([cartOf(anna), cartOf(ben)]);
      expect(annasCart.lines.map((line) => [line.productId, line.quantity])).toEqual([[picks.simple.id, 2]]);
      expect(bensCart.lines.map((line) => [line.productId, line.variationId, line.quantity])).toEqual([
        [picks.variable.id, picks.variable.variation_id, 1],
      ]);
    }
    expect(await readShopperState(anna.store, anna.options)).toEqual({ loggedIn: false, cartCount: 2 });
    expect(await readShopperState(ben.store, ben.options)).toEqual({ loggedIn: false, cartCount: 1 });
    // Nothing in between may keep an answer: every call bypasses the data cache.
    expect(storefrontFetch.calls.length).toBeGreaterThanOrEqual(10);
    for (const { init } of storefrontFetch.calls) expect(init?.cache).toBe('no-store');
    storefrontFetch.restore();
  });

  it('gives a shopper without a session an empty cart without starting one', async () => {
    const newcomer = shopper();
    const cart = await cartOf(newcomer);
    expect(cart).toMatchObject({ isEmpty: true, itemCount: 0, lines: [] });
    expect(newcomer.store.writes).toEqual([]);
  });
});

describe('the session cookie', () => {
  it('stores the token the backend sends, httpOnly, Lax, Secure, path /, expiring with the token', async () => {
    const anna = shopper();
    await addLine(anna, { productId: picks.simple.id, quantity: 1 });
    const write = anna.store.writes.at(-1);
    expect(write?.name).toBe(SESSION_COOKIE);
    expect(write?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    const exp = decodeJwt(write?.value ?? '').exp ?? 0;
    expect(write?.options.expires?.getTime()).toBe(exp * 1000);
    // The stored token carries the cart: a second call with it sees the line.
    expect((await cartOf(anna)).itemCount).toBe(1);
  });

  it('keeps the newest token when the backend sends a refreshed one', async () => {
    const anna = shopper();
    await addLine(anna, { productId: picks.simple.id, quantity: 1 });
    const first = anna.store.get(SESSION_COOKIE)?.value;
    // Tokens carry seconds; a later change issues a token with a later iat/exp.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await addLine(anna, { productId: picks.simple.id, quantity: 1 });
    const second = anna.store.get(SESSION_COOKIE)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(decodeJwt(second ?? '').exp).toBeGreaterThan(decodeJwt(first ?? '').exp ?? 0);
    expect((await cartOf(anna)).itemCount).toBe(2);
  });

  it.each([
    ['a broken token', async () => 'not-a-token'],
    ['a token from another server', async () => signedElsewhere()],
  ])('clears %s and carries on with a fresh, empty session', async (_, makeToken) => {
    const anna = shopper();
    const bad = await makeToken();
    anna.store.set(SESSION_COOKIE, bad, { httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    const result = await callAsShopper(GetCartDocument, {}, anna.store, anna.options);
    expect(result.ok).toBe(true);
    expect(anna.store.writes.some((write) => write.name === SESSION_COOKIE && write.options.maxAge === 0)).toBe(true);
    const now = anna.store.get(SESSION_COOKIE)?.value;
    expect(now).toBeTruthy();
    expect(now).not.toBe(bad);
    expect((await cartOf(anna)).isEmpty).toBe(true);
  });
});

async function signedElsewhere(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ data: { customer_id: 't_0123456789abcdef0123456789abcd' } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('https://elsewhere.example')
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('another secret'));
}

describe('cart changes through the service', () => {
  it('changes quantities, removes lines, applies and removes coupons, chooses shipping and empties the cart', async () => {
    const anna = shopper();
    const added = await addLine(anna, { productId: picks.simple.id, quantity: 1 });
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    const [line] = added.cart.lines;
    expect(line?.totalCents).toBe(picks.simple.price);
    expect(added.cart.totals.totalCents).toBe(picks.simple.price + added.cart.totals.shippingCents);

    const more = await setLineQuantity(anna, line?.key, 3);
    expect(more.ok && more.cart.itemCount).toBe(3);
    expect(more.ok && more.cart.totals.subtotalCents).toBe(picks.simple.price * 3);

    const coupon = await applyCode(anna, 'VIP25');
    if (!coupon.ok) throw new Error(JSON.stringify(coupon.error));
    expect(coupon.cart.coupons).toEqual([expect.objectContaining({ code: expect.stringMatching(/^vip25$/i), discountCents: coupon.cart.totals.discountCents })]);
    expect(coupon.cart.totals.discountCents).toBe(discountCents(picks.simple.price * 3 * 25, 100));
    const uncoupled = await removeCode(anna, coupon.cart.coupons[0]?.code);
    expect(uncoupled.ok && uncoupled.cart.coupons).toEqual([]);

    const rates = uncoupled.ok ? uncoupled.cart.shippingRates : [];
    const other = rates.find((rate) => rate.id !== (uncoupled.ok ? uncoupled.cart.chosenShippingRate : null));
    expect(other).toBeDefined();
    const chosen = await chooseShippingRate(anna, other?.id);
    expect(chosen.ok && chosen.cart.chosenShippingRate).toBe(other?.id);
    expect(chosen.ok && chosen.cart.totals.shippingCents).toBe(other?.costCents);

    const removed = await removeLineByKey(anna, line?.key);
    expect(removed.ok && removed.cart.isEmpty).toBe(true);
    await addLine(anna, { productId: picks.simple.id, quantity: 1 });
    const emptied = await clearCart(anna);
    expect(emptied.ok && emptied.cart.isEmpty).toBe(true);
  });

  it('passes the shop’s own refusals on as user errors, and refuses bad input before asking', async () => {
    const anna = shopper();
    const refused = await addLine(anna, { productId: picks.outOfStock.id, quantity: 1 });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'user' } });
    expect(!refused.ok && refused.error.kind === 'user' && refused.error.message.length).toBeGreaterThan(0);
    const coupon = await applyCode(anna, 'NO-SUCH-CODE');
    expect(coupon).toMatchObject({ ok: false, error: { kind: 'user' } });

    const fresh = shopper();
    expect(await addLine(fresh, { productId: picks.simple.id, quantity: 0 })).toEqual({ ok: false, error: { kind: 'invalid', key: 'quantityInvalid' } });
    expect(await addLine(fresh, { productId: picks.simple.id, quantity: 1000 })).toEqual({ ok: false, error: { kind: 'invalid', key: 'quantityInvalid' } });
    expect(await addLine(fresh, { productId: -1, quantity: 1 })).toEqual({ ok: false, error: { kind: 'invalid', key: 'productInvalid' } });
    expect(await applyCode(fresh, '   ')).toEqual({ ok: false, error: { kind: 'invalid', key: 'couponRequired' } });
    expect(fresh.store.writes).toEqual([]);
  });
});
