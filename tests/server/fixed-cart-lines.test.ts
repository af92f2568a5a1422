import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, CART_QUERY, cents, Shopper, type CartShape } from './shopper';

/**
 * A fixed-cart coupon over HTTP: each cart line loses what WooCommerce 10 takes off it
 * (WC_Discounts::apply_coupon_fixed_cart — the amount over the units, rounded down, the cents
 * left one per unit from the dearest unit price), so each line's total and VAT are the real
 * store's, in the cart and in the order's line items.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
let variationPrice = 0;
const CODE = `ACHT-${randomUUID().slice(0, 8).toUpperCase()}`;
const AMOUNT = 8_00;

beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
  const [row] = await backend.running.db.query<{ price: number }>(`SELECT price FROM product_variation WHERE id = $1`, [picks.variable.variation_id]);
  variationPrice = row?.price ?? 0;
  await backend.running.db.query(`INSERT INTO coupon (code, kind, description, amount) VALUES ($1, 'fixed_cart', '8 €', $2)`, [CODE, AMOUNT]);
});

/** The VAT in a gross amount at 19 %, rounded half up: what each line shows. */
const vatIn = (gross: number) => gross - Math.round((gross * 100) / 119);

const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order {
  discountTotal(format: RAW) lineItems { nodes { productId quantity subtotal(format: RAW) total(format: RAW) totalTax(format: RAW) } } } } }`;
interface Placed {
  checkout: { order: { discountTotal: string; lineItems: { nodes: { productId: number; quantity: number; subtotal: string; total: string; totalTax: string }[] } } };
}

describe('a fixed-cart coupon on each line', () => {
  it('8 € over 2 + 1 units: 2,66 € a unit, the two cents left one per unit from the dearest unit price; totals, VAT and the order agree', async () => {
    // Distinct unit prices, so a share by price (the old rule) and a share by unit cannot agree.
    expect(variationPrice).not.toBe(picks.simple.price);
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 2 } });
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.variable.id, variationId: picks.variable.variation_id, quantity: 1 } });
    await shopper.ok(`mutation A($code: String!) { applyCoupon(input: { code: $code }) { cart { total } } }`, { code: CODE });
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);

    // 800 / 3 units = 266 each (798); 2 cents left. The dearer unit price walks first: a single
    // variation unit takes one cent and passes the other on; the two simple units take both.
    const simpleFirst = picks.simple.price > variationPrice;
    const expectedCuts = simpleFirst ? [2 * 266 + 2, 266] : [2 * 266 + 1, 266 + 1];
    const lines = cart.contents.nodes;
    const grossBefore = [2 * picks.simple.price, variationPrice];
    expect(lines.map((line) => grossBefore[lines.indexOf(line)]! - cents(line.total))).toEqual(expectedCuts);
    expect(lines.map((line) => cents(line.tax))).toEqual(grossBefore.map((gross, index) => vatIn(gross - expectedCuts[index]!)));
    expect(cents(cart.discountTotal) + cents(cart.discountTax)).toBe(AMOUNT);

    const placed = await shopper.ok<Placed>(CHECKOUT, {
      input: {
        paymentMethod: 'cod',
        billing: { firstName: 'Mira', lastName: 'Stein', address1: 'Hafenstraße 3', city: 'Kiel', postcode: '24103', country: 'DE', email: `mira-${CODE.toLowerCase()}@example.com` },
      },
    });
    const items = placed.checkout.order.lineItems.nodes;
    expect(items.map((item) => item.quantity)).toEqual([2, 1]);
    // Order line items hold the net total and its tax, as WooCommerce stores them: the cart's numbers.
    expect(items.map((item) => cents(item.total) + cents(item.totalTax))).toEqual(lines.map((line) => cents(line.total)));
    expect(items.map((item) => cents(item.totalTax))).toEqual(lines.map((line) => cents(line.tax)));
  });
});
