import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt as decodeJwtPayload } from 'jose';
import { startBackend } from '@/server/backend';
import { discountCents, includedTax } from '@/server/commerce/pricing';
import { readBackendConfig } from '@/server/config';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, CART_QUERY, cents, Shopper, type CartShape } from './shopper';

const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

type AddResult = { addToCart: { clientMutationId: string | null; cartItem: { key: string; quantity: number }; cart: CartShape } };
const add = (shopper: Shopper, input: Record<string, unknown>) => shopper.ok<AddResult>(ADD_TO_CART, { input });
const addError = (shopper: Shopper, input: Record<string, unknown>) => shopper.error(ADD_TO_CART, { input });

describe('the cart of a new guest', () => {
  it('is empty, with no coupons (null, not []) and nothing to ship', async () => {
    const shopper = new Shopper(backend);
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(shopper.token).toBeTruthy();
    expect(cart).toMatchObject({ isEmpty: true, appliedCoupons: null, availableShippingMethods: [], total: '0', needsShippingAddress: false });
    expect(cart.contents).toMatchObject({ itemCount: 0, productCount: 0, nodes: [] });
  });
});

describe('addToCart', () => {
  it('adds a product priced by the server, and the same product again to the same line', async () => {
    const shopper = new Shopper(backend);
    const first = await add(shopper, { productId: picks.simple.id, quantity: 2, clientMutationId: 'm1' });
    expect(first.addToCart.clientMutationId).toBe('m1');
    expect(first.addToCart.cartItem.quantity).toBe(2);
    const tokenAfterAdd = shopper.token;
    const again = await add(shopper, { productId: picks.simple.id, quantity: 1 });
    expect(again.addToCart.cartItem.key).toBe(first.addToCart.cartItem.key);
    expect(again.addToCart.cartItem.quantity).toBe(3);
    const cart = again.addToCart.cart;
    expect(cart.contents).toMatchObject({ itemCount: 3, productCount: 1 });
    const gross = picks.simple.price * 3;
    expect(cents(cart.contentsTotal)).toBe(gross);
    expect(cents(cart.subtotal) + cents(cart.subtotalTax)).toBe(gross);
    expect(cents(cart.subtotalTax)).toBe(gross - Math.round((gross * 100) / 119));
    expect(cents(cart.total)).toBe(gross + cents(cart.shippingTotal) + cents(cart.shippingTax));
    expect(cart.formattedTotal).toMatch(/^\d[\d.]*,\d\d&nbsp;€$/);
    expect(tokenAfterAdd).toBeTruthy();
  });

  it('sends the session token back after a cart change, so the storefront can store it', async () => {
    const shopper = new Shopper(backend);
    await shopper.ok(CART_QUERY);
    const response = await shopper.send(ADD_TO_CART, { input: { productId: picks.simple.id } });
    expect(response.headers.get('woocommerce-session')).toBeTruthy();
  });

  it('ignores prices sent by the client: the catalogue price is charged', async () => {
    const shopper = new Shopper(backend);
    const { addToCart } = await add(shopper, { productId: picks.simple.id, quantity: 1, extraData: JSON.stringify({ price: '0.01', total: '0' }) });
    expect(cents(addToCart.cart.contentsTotal)).toBe(picks.simple.price);
    // A price field on the input itself is not part of the contract and is refused outright.
    const refused = await shopper.send(ADD_TO_CART, { input: { productId: picks.simple.id, price: 1 } });
    expect(refused.body.data).toBeFalsy();
    expect(refused.body.errors?.[0]?.message).toMatch(/price/);
  });

  it('treats quantity 0 as 1, as WooGraphQL does, and refuses negative and huge quantities', async () => {
    const shopper = new Shopper(backend);
    expect((await add(shopper, { productId: picks.simple.id, quantity: 0 })).addToCart.cartItem.quantity).toBe(1);
    expect(await addError(shopper, { productId: picks.simple.id, quantity: -3 })).toBe('Failed to add cart item. Please check input.');
    expect(await addError(shopper, { productId: picks.simple.id, quantity: 2_000_000_000 })).toBe(
      `You cannot add that amount to the cart \u2014 we have ${picks.simple.stock} in stock and you already have 1 in your cart.`,
    );
  });

  it('refuses more than the stock with WooCommerce’s message', async () => {
    const shopper = new Shopper(backend);
    expect(await addError(shopper, { productId: picks.simple.id, quantity: picks.simple.stock + 1 })).toBe(
      `You cannot add that amount of "${picks.simple.name}" to the cart because there is not enough stock (${picks.simple.stock} remaining).`,
    );
    expect(await addError(shopper, { productId: picks.outOfStock.id })).toBe(
      `You cannot add "${picks.outOfStock.name}" to the cart because the product is out of stock.`,
    );
  });

  it('refuses unknown products, external products and variations that do not belong', async () => {
    const shopper = new Shopper(backend);
    expect(await addError(shopper, { productId: 987654 })).toBe('No product found matching the ID provided');
    expect(await addError(shopper, { productId: picks.external.id })).toBe('Sorry, this product cannot be purchased.');
    expect(await addError(shopper, { productId: picks.variable.id })).toBe('Please choose product options\u2026');
    expect(await addError(shopper, { productId: picks.variable.id, variationId: picks.variable.other_variation_id })).toBe(
      `The selected product isn't a variation of ${picks.variable.name}, please choose product options and try again.`,
    );
    expect(await addError(shopper, { productId: picks.variable.id, variationId: 99999999 })).toMatch(/isn't a variation of/);
    expect(
      await addError(shopper, { productId: picks.variable.id, variation: [{ attributeName: 'pa_material', attributeValue: 'wolle' }] }),
    ).toBe(`pa_material is not a valid attribute of the product: ${picks.variable.name}.`);
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cart.isEmpty).toBe(true);
  });

  it('finds the variation from chosen attributes ("color" or "pa_color") and shows them on the line', async () => {
    const shopper = new Shopper(backend);
    const { addToCart } = await add(shopper, {
      productId: picks.variable.id,
      variation: [
        { attributeName: 'color', attributeValue: picks.variable.color },
        { attributeName: 'pa_size', attributeValue: picks.variable.size },
      ],
    });
    const line = addToCart.cart.contents.nodes[0];
    expect(line?.variation?.node.databaseId).toBe(picks.variable.variation_id);
    expect(line?.product.node.databaseId).toBe(picks.variable.id);
    expect(line?.variation?.attributes).toEqual(
      expect.arrayContaining([
        { name: 'pa_color', value: picks.variable.color },
        { name: 'pa_size', value: picks.variable.size },
      ]),
    );
  });
});

const UPDATE = `mutation U($items: [CartItemQuantityInput]) { updateItemQuantities(input: { items: $items }) {
  updated { key quantity } removed { key } items { key } cart { contents { itemCount productCount } } } }`;
const REMOVE = `mutation R($keys: [ID], $all: Boolean) { removeItemsFromCart(input: { keys: $keys, all: $all }) { cartItems { key } cart { isEmpty } } }`;
const EMPTY = `mutation { emptyCart(input: {}) { deletedCart { contents { itemCount } } cart { isEmpty appliedCoupons { code } } } }`;

describe('changing lines', () => {
  it('updateItemQuantities sets quantities, 0 removes a line, and a bad line fails the whole change', async () => {
    const shopper = new Shopper(backend);
    const a = (await add(shopper, { productId: picks.simple.id, quantity: 1 })).addToCart.cartItem.key;
    const b = (await add(shopper, { productId: picks.variable.id, variationId: picks.variable.variation_id })).addToCart.cartItem.key;
    const changed = await shopper.ok<{ updateItemQuantities: { updated: { key: string; quantity: number }[]; removed: { key: string }[]; items: unknown[]; cart: { contents: { itemCount: number; productCount: number } } } }>(
      UPDATE,
      { items: [{ key: a, quantity: 4 }, { key: b, quantity: 0 }] },
    );
    expect(changed.updateItemQuantities.updated).toEqual([{ key: a, quantity: 4 }]);
    expect(changed.updateItemQuantities.removed).toEqual([{ key: b }]);
    expect(changed.updateItemQuantities.items).toHaveLength(2);
    expect(changed.updateItemQuantities.cart.contents).toEqual({ itemCount: 4, productCount: 1 });
    expect(await shopper.error(UPDATE, { items: [{ key: a, quantity: -1 }] })).toBe(`Cart items identified with keys ${a} failed to update`);
    expect(await shopper.error(UPDATE, { items: [{ key: 'nope', quantity: 1 }] })).toBe('Cart items identified with keys nope failed to update');
    // More than the stock is accepted, as a real store accepts it (contract/recordings/buying/07); checkout refuses.
    const over = await shopper.ok<{ updateItemQuantities: { updated: { key: string; quantity: number }[] } }>(UPDATE, { items: [{ key: a, quantity: picks.simple.stock + 1 }] });
    expect(over.updateItemQuantities.updated).toEqual([{ key: a, quantity: picks.simple.stock + 1 }]);
    await shopper.ok(UPDATE, { items: [{ key: a, quantity: 4 }] });
    expect(await shopper.error(UPDATE, { items: [] })).toBe('No item data provided');
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cart.contents.itemCount).toBe(4);
  });

  it('removeItemsFromCart and emptyCart, with their errors', async () => {
    const shopper = new Shopper(backend);
    expect(await shopper.error(REMOVE, { keys: ['x'] })).toBe('No items in cart to remove.');
    expect(await shopper.error(EMPTY)).toBe('Cart is empty');
    const key = (await add(shopper, { productId: picks.simple.id, quantity: 2 })).addToCart.cartItem.key;
    expect(await shopper.error(REMOVE, { keys: [] })).toBe('No cart item keys provided');
    expect(await shopper.error(REMOVE, { keys: ['nope'] })).toBe('No cart item found with the key: nope');
    const removed = await shopper.ok<{ removeItemsFromCart: { cartItems: { key: string }[]; cart: { isEmpty: boolean } } }>(REMOVE, { keys: [key] });
    expect(removed.removeItemsFromCart).toEqual({ cartItems: [{ key }], cart: { isEmpty: true } });
    await add(shopper, { productId: picks.simple.id, quantity: 2 });
    const emptied = await shopper.ok<{ emptyCart: { deletedCart: { contents: { itemCount: number } }; cart: { isEmpty: boolean; appliedCoupons: null } } }>(EMPTY);
    expect(emptied.emptyCart).toEqual({ deletedCart: { contents: { itemCount: 2 } }, cart: { isEmpty: true, appliedCoupons: null } });
  });
});

const APPLY = `mutation A($code: String!) { applyCoupon(input: { code: $code }) { applied { code discountAmount(format: RAW) } cart { ${'total(format: RAW) discountTotal(format: RAW) appliedCoupons { code }'} } } }`;
const REMOVE_COUPONS = `mutation C($codes: [String]) { removeCoupons(input: { codes: $codes }) { cart { appliedCoupons { code } } } }`;

describe('coupons and gift cards', () => {
  it('refuses unknown, expired, exhausted and foreign coupons with WooCommerce’s messages', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 1 });
    expect(await shopper.error(APPLY, { code: 'GIBTESNICHT' })).toBe('Coupon &quot;gibtesnicht&quot; cannot be applied because it does not exist.');
    expect(await shopper.error(APPLY, { code: '12345' })).toBe('No coupon found with the code provided');
    expect(await shopper.error(APPLY, { code: 'ABGELAUFEN' })).toBe('This coupon has expired.');
    expect(await shopper.error(APPLY, { code: 'EINMALIG' })).toBe('Coupon usage limit has been reached.');
    expect(await shopper.error(APPLY, { code: 'SCHUHE10' })).toBe('Sorry, this coupon is not applicable to selected products.');
    expect(await shopper.error(APPLY, { code: 'ZEHNAB100' })).toBe('The minimum spend for this coupon is 100,00&nbsp;€.');
    // A spent gift card answers like an unknown code (docs/security.md).
    expect(await shopper.error(APPLY, { code: 'GC-0000-LEER' })).toBe('Coupon &quot;gc-0000-leer&quot; cannot be applied because it does not exist.');
    expect(await shopper.error(APPLY, { code: '  ' })).toBe('Please enter a coupon code.');
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cart.appliedCoupons).toBeNull();
  });

  it('applies a percent coupon once, lists it, and removes it again', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 2 });
    const applied = await shopper.ok<{ applyCoupon: { applied: { code: string; discountAmount: string }; cart: { total: string; appliedCoupons: { code: string }[] } } }>(
      APPLY,
      { code: 'willkommen10' },
    );
    const gross = picks.simple.price * 2;
    const discount = discountCents(gross * 10, 100);
    expect(applied.applyCoupon.applied.code).toBe('WILLKOMMEN10');
    // discountAmount excludes tax by default, as WooGraphQL's does.
    const discountTax = includedTax(gross) - includedTax(gross - discount);
    expect(cents(applied.applyCoupon.applied.discountAmount)).toBe(discount - discountTax);
    expect(cents(applied.applyCoupon.cart.total)).toBe(gross - discount + (gross - discount >= 50_00 ? 0 : 4_95));
    expect(await shopper.error(APPLY, { code: 'WILLKOMMEN10' })).toBe('This coupon has already been applied to the cart');
    expect(await shopper.error(REMOVE_COUPONS, { codes: ['SOMMER20'] })).toBe('This coupon has not been applied to the cart.');
    expect(await shopper.error(REMOVE_COUPONS, { codes: [] })).toBe('No coupon codes provided');
    const removed = await shopper.ok<{ removeCoupons: { cart: { appliedCoupons: null } } }>(REMOVE_COUPONS, { codes: ['WILLKOMMEN10'] });
    expect(removed.removeCoupons.cart.appliedCoupons).toBeNull();
  });

  it('a percent coupon rounds a half cent as WooCommerce does: down, never in the shopper’s favour', async () => {
    // A price ending in 5 cents: 10 % of it ends in half a cent (10 % of 29,95 € is 2,995 €).
    const [product] = await backend.running.db.query<{ id: number; price: number }>(
      `SELECT id, price FROM product WHERE type = 'simple' AND status = 'publish' AND NOT virtual AND price = regular_price
         AND price % 10 = 5 AND stock_status = 'instock' AND (NOT manage_stock OR stock_quantity >= 1) ORDER BY id LIMIT 1`,
    );
    if (!product) throw new Error('no seeded product priced at x,x5 €');
    const shopper = new Shopper(backend);
    await add(shopper, { productId: product.id, quantity: 1 });
    const applied = await shopper.ok<{ applyCoupon: { cart: { total: string; contentsTotal: string } } }>(
      `mutation Apply($code: String!) { applyCoupon(input: { code: $code }) { cart { total(format: RAW) contentsTotal(format: RAW) } } }`,
      { code: 'WILLKOMMEN10' },
    );
    const discount = (product.price - 5) / 10;
    expect(cents(applied.applyCoupon.cart.contentsTotal)).toBe(product.price - discount);
    expect(cents(applied.applyCoupon.cart.total)).toBe(product.price - discount + (product.price - discount >= 50_00 ? 0 : 4_95));
  });

  it('an individual-use coupon cannot be joined by another', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 2 });
    await shopper.ok(APPLY, { code: 'VIP25' });
    expect(await shopper.error(APPLY, { code: 'WILLKOMMEN10' })).toBe(
      'Sorry, coupon "VIP25" has already been applied and cannot be used in conjunction with other coupons.',
    );
  });

  it('a gift card pays after discounts, shipping included, up to its balance', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 1 });
    const before = (await shopper.ok<{ cart: CartShape }>(CART_QUERY)).cart;
    const { applyCoupon } = await shopper.ok<{ applyCoupon: { applied: { discountAmount: string }; cart: { total: string } } }>(APPLY, {
      // Its own card: the checkout tests spend GC-9QX3-ZR8T, and on Postgres test files share one database.
      code: 'GC-4H7K-PL2M',
    });
    const owed = cents(before.total);
    expect(cents(applyCoupon.applied.discountAmount)).toBe(Math.min(50_00, owed));
    expect(cents(applyCoupon.cart.total)).toBe(Math.max(0, owed - 50_00));
  });
});

const SHIPPING = `mutation S($methods: [String]) { updateShippingMethod(input: { shippingMethods: $methods }) { cart { chosenShippingMethods shippingTotal(format: RAW) } } }`;

describe('shipping', () => {
  it('offers Germany’s rates, switches to local pickup and refuses rates not offered', async () => {
    const shopper = new Shopper(backend);
    const { addToCart } = await add(shopper, { productId: picks.simple.id, quantity: 1 });
    const rates = addToCart.cart.availableShippingMethods[0]?.rates.map((rate) => rate.id);
    expect(rates).toContain('flat_rate:2');
    expect(rates).toContain('local_pickup:3');
    const chosen = await shopper.ok<{ updateShippingMethod: { cart: { chosenShippingMethods: string[]; shippingTotal: string } } }>(SHIPPING, {
      methods: ['local_pickup:3'],
    });
    expect(chosen.updateShippingMethod.cart).toEqual({ chosenShippingMethods: ['local_pickup:3'], shippingTotal: '0' });
    expect(await shopper.error(SHIPPING, { methods: ['flat_rate:4'] })).toMatch(/^"flat_rate:4" is not an available shipping method for shipping package "/);
    expect(await shopper.error(SHIPPING, { methods: [] })).toBe('No shipping method provided');
    expect(await shopper.error(SHIPPING, { methods: ['', 'flat_rate:2'] })).toBe('No shipping packages available for corresponding index 1');
  });

  it('a cart of only virtual products needs no shipping', async () => {
    const shopper = new Shopper(backend);
    const { addToCart } = await add(shopper, { productId: picks.voucher.id });
    expect(addToCart.cart).toMatchObject({ needsShippingAddress: false, availableShippingMethods: [], chosenShippingMethods: [], shippingTotal: '0' });
    expect(cents(addToCart.cart.total)).toBe(picks.voucher.price);
  });
});

describe('session tokens', () => {
  it('a tampered token fails cart operations with the recorded error and starts a fresh session', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id });
    const [header, payload, signature] = (shopper.token ?? '').split('.');
    const tampered = `${header}.${payload}.${signature?.slice(0, -4)}AAAA`;
    shopper.token = tampered;
    const response = await shopper.send(CART_QUERY);
    expect(response.body.errors?.[0]?.message).toBe('invalid_token: Signature verification failed');
    expect(response.headers.get('woocommerce-session')).toBeTruthy();
    shopper.token = tampered;
    expect(await shopper.error(ADD_TO_CART, { input: { productId: picks.simple.id } })).toBe('invalid_token: Signature verification failed');
  });

  it('an expired token is refused with "invalid_token: Expired token"', async () => {
    const { signSessionToken } = await import('@/server/commerce/session');
    const [row] = await backend.running.db.query<{ value: string }>(`SELECT value FROM site_option WHERE name = 'session_secret'`);
    const secret = new TextEncoder().encode(row?.value ?? '');
    const old = signSessionToken('t_0123456789abcdef0123456789abcd', { secret, issuer: backend.url }, new Date(Date.now() - 49 * 3600_000));
    const shopper = new Shopper(backend);
    shopper.token = old;
    expect(await shopper.error(CART_QUERY)).toBe('invalid_token: Expired token');
  });

  it('an expired session row counts as an empty cart and is cleaned up', async () => {
    const { deleteExpiredSessions } = await import('@/server/commerce/sessions/session-store');
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id });
    const key = (decodeJwtPayload(shopper.token ?? '').data as { customer_id: string }).customer_id;
    await backend.running.db.query(`UPDATE session SET expires_at = now() - interval '1 minute' WHERE key = $1`, [key]);
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cart.isEmpty).toBe(true);
    expect(await deleteExpiredSessions(backend.running.db)).toBeGreaterThanOrEqual(1);
    expect(await backend.running.db.query('SELECT 1 FROM session WHERE key = $1', [key])).toEqual([]);
  });

  it('the cart lives in the database: another backend instance on it sees the same cart', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 3 });
    const config = { ...readBackendConfig({}), port: 0, publicUrl: backend.url, uploadsDir: 'data/test/uploads' };
    const second = await startBackend(config, { db: backend.running.db });
    try {
      const response = await fetch(`${second.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'woocommerce-session': `Session ${shopper.token}` },
        body: JSON.stringify({ query: '{ cart { contents { itemCount } } }' }),
      });
      expect(((await response.json()) as { data: { cart: { contents: { itemCount: number } } } }).data.cart.contents.itemCount).toBe(3);
    } finally {
      await second.close();
    }
  });
});
