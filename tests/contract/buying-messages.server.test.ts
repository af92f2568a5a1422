import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { localiseOutcome } from '@/lib/cart/localise';
import { addLine, loadCartWithinStock, setLineQuantity } from '@/lib/cart/service';
import { loadMessages } from '@/lib/i18n/load-messages';
import { registrationFailureNotice } from '@/lib/account/messages';
import { SESSION_COOKIE } from '@/lib/session/cookies';
import { AccountBrowser, unique } from '../server/account-browser';
import { startTestBackend } from '../server/backend';
import { CookieJar } from '../server/cookie-jar';
import { ADD_TO_CART } from '../server/shopper';
import { shapeDifferences, type Json } from './recording-shapes';

vi.mock('server-only', () => ({}));

/**
 * The refusals and the over-stock cart a real store answered (contract/recordings/buying/04–08),
 * replayed on the embedded server with the recorded queries: the same texts (WooCommerce 10's,
 * HTML entities included), the same acceptance of more than the stock in the cart, the same
 * refusal at checkout. And the storefront's cart service, against it, lowers such a quantity to
 * the stock and says so.
 */

interface Exchange {
  operationName: string;
  request: { query: string; variables: Record<string, unknown> };
  response: { data: Json; errors?: Record<string, Json>[] };
}
const recordingsDir = path.resolve(__dirname, '../../contract/recordings/buying');
const exchangeOf = (name: string): Exchange =>
  (JSON.parse(readFileSync(path.join(recordingsDir, `${name}.json`), 'utf8')) as { exchanges: Exchange[] }).exchanges[0]!;

/** The answer with every RAW amount (`raw…`) set to one placeholder: what is left is the shape. */
function withoutAmounts(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutAmounts);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key.startsWith('raw') && typeof inner === 'string' ? 'amount' : withoutAmounts(inner)]),
  );
}

const backend = startTestBackend();
/** A simple product whose stock is managed without backorders, as the recorded socks (stock 2). */
let limited: { id: number; name: string; stock: number };
beforeAll(async () => {
  const [row] = await backend.running.db.query<{ id: number; name: string; stock: number }>(
    `SELECT id, name, stock_quantity AS stock FROM product
      WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND NOT virtual AND price > 0
        AND manage_stock AND backorders = 'no' AND stock_quantity BETWEEN 2 AND 50
      ORDER BY id LIMIT 1`,
  );
  limited = row!;
});

async function cartLineKey(shopper: AccountBrowser): Promise<string> {
  const added = await shopper.ok<{ addToCart: { cartItem: { key: string } } }>(ADD_TO_CART, { input: { productId: limited.id, quantity: 1 } });
  return added.addToCart.cartItem.key;
}

describe('buying/05: an unknown coupon', () => {
  it('is refused with WooCommerce 10’s words, entities and all, as recorded', async () => {
    const recorded = exchangeOf('05-apply-coupon-unknown-english-entities');
    const shopper = new AccountBrowser(backend);
    await cartLineKey(shopper);
    const answer = await shopper.send(recorded.request.query, recorded.request.variables);
    expect(answer.body.data).toEqual(recorded.response.data);
    expect(answer.body.errors).toEqual(recorded.response.errors);
  });
});

describe('buying/07 and 06: more than the stock', () => {
  it('is accepted into the cart with the recorded shape, and refused at checkout with the recorded words', async () => {
    const update = exchangeOf('07-update-item-quantities-over-stock-accepted');
    const checkout = exchangeOf('06-checkout-stock-english');
    const shopper = new AccountBrowser(backend);
    const key = await cartLineKey(shopper);
    const over = limited.stock + 1;
    const updated = await shopper.send<{ updateItemQuantities: { cart: { contents: { nodes: { quantity: number }[] } } } }>(update.request.query, {
      input: { items: [{ key, quantity: over }] },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data?.updateItemQuantities.cart.contents.nodes[0]?.quantity).toBe(over);
    // The cart's shape and nulls as recorded; its amounts differ with the product, so only their presence counts here.
    expect(shapeDifferences(withoutAmounts(update.response.data), withoutAmounts(updated.body.data as Json), 'data')).toEqual([]);

    const input = checkout.request.variables.input as { billing: Record<string, string> };
    const refused = await shopper.send(checkout.request.query, { input: { ...input, billing: { ...input.billing, email: `${unique('socke')}@example.com` } } });
    // The recorded refusal, for the recorded socks (stock 2) read as this product and its stock.
    const recordedError = checkout.response.errors![0]!;
    const expectedMessage = String(recordedError.message).replace('Socken 3er-Pack Lars', limited.name).replace('(2 available)', `(${limited.stock} available)`);
    expect(refused.body.data).toEqual(checkout.response.data);
    expect(refused.body.errors).toEqual([{ ...recordedError, message: expectedMessage }]);
  });

  it('is lowered to the stock by the storefront’s cart service, which says so in German', async () => {
    const store = new CookieJar();
    const context = { store, options: { url: `${backend.url}/graphql`, secure: true } };
    const added = await addLine(context, { productId: limited.id, quantity: 1 });
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    const key = added.cart.lines[0]!.key;
    expect(added.cart.lines[0]!.maxQuantity).toBe(limited.stock);

    const capped = await setLineQuantity(context, key, limited.stock + 3);
    expect(capped).toMatchObject({ ok: true, notice: { key: 'stockCapped', values: { stock: limited.stock } } });
    if (!capped.ok) return;
    expect(capped.cart.lines[0]!.quantity).toBe(limited.stock);
    const german = localiseOutcome(capped, 'de_DE', await loadMessages('de_DE'));
    expect(german).toMatchObject({ ok: true, notice: `Nur noch ${limited.stock} Stück verfügbar – die Menge wurde angepasst.` });

    // A quantity within the stock is left alone, without a notice.
    const within = await setLineQuantity(context, key, limited.stock - 1);
    expect(within).toMatchObject({ ok: true });
    expect(within.ok && within.notice).toBeFalsy();
    expect(within.ok && within.cart.lines[0]!.quantity).toBe(limited.stock - 1);
  });

  it('already in the cart (set by another client) is lowered when the cart is loaded', async () => {
    const shopper = new AccountBrowser(backend);
    const key = await cartLineKey(shopper);
    const update = exchangeOf('07-update-item-quantities-over-stock-accepted');
    await shopper.ok(update.request.query, { input: { items: [{ key, quantity: limited.stock + 2 }] } });
    // The same session, now in the storefront's cookie (the cart this browser made elsewhere).
    const store = new CookieJar();
    store.set(SESSION_COOKIE, shopper.session!, { httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    const loaded = await loadCartWithinStock({ store, options: { url: `${backend.url}/graphql`, secure: true } });
    expect(loaded).toMatchObject({ ok: true, notice: { key: 'stockCapped', values: { stock: limited.stock } } });
    expect(loaded.ok && loaded.cart.lines[0]!.quantity).toBe(limited.stock);
  });
});

describe('buying/04 and 08: sign-in and registration refusals', () => {
  it('a wrong password is refused as recorded; a taken e-mail maps to the neutral message, as the real store’s words do', async () => {
    const login = exchangeOf('04-login-wrong-password-generic');
    const register = exchangeOf('08-register-duplicate-email-english');
    const name = unique('kaeufer');
    const variables = { username: name, email: `${name}@example.com`, password: register.request.variables.password };
    await new AccountBrowser(backend).ok(register.request.query, variables);
    const again = await new AccountBrowser(backend).send(register.request.query, { ...variables, username: `${name}x` });
    expect(again.body.data).toEqual(register.response.data);
    const message = String(again.body.errors?.[0]?.message);
    const recordedMessage = String(register.response.errors![0]!.message);
    for (const text of [message, recordedMessage]) {
      expect(registrationFailureNotice({ kind: 'user', messages: [text], message: text })).toEqual({ tone: 'error', key: 'registrationRefused' });
    }

    const refused = await new AccountBrowser(backend).send(login.request.query, { username: name, password: login.request.variables.password });
    expect(refused.body.data).toEqual(login.response.data);
    expect(refused.body.errors).toEqual(login.response.errors);
  });
});
