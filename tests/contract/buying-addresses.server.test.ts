import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from '../server/account-browser';
import { startTestBackend } from '../server/backend';
import { ADD_TO_CART } from '../server/shopper';
import { shapeDifferences, type Json } from './recording-shapes';

/**
 * The address and coupon exchanges a real store answered (contract/recordings/buying/09, 10, 12),
 * replayed on the embedded server with the recorded queries and variables. What a storefront
 * could notice must agree: updateCustomer's shippingSameAsBilling copies the billing address as
 * stored before the mutation (09), a checkout with only `billing` leaves the order's shipping
 * address empty (10), AppliedCoupon.discountAmount is net even with `excludeTax: false` (12).
 */

interface Exchange {
  operationName: string;
  request: { query: string; variables: Record<string, unknown> };
  response: { data: Json };
}
interface BuyingRecording {
  exchanges: Exchange[];
}

const recordingsDir = path.resolve(__dirname, '../../contract/recordings/buying');
const recording = (name: string): BuyingRecording => JSON.parse(readFileSync(path.join(recordingsDir, `${name}.json`), 'utf8')) as BuyingRecording;
const exchange = (recorded: BuyingRecording, operationName: string): Exchange => {
  const found = recorded.exchanges.find((candidate) => candidate.operationName === operationName);
  if (!found) throw new Error(`no ${operationName} exchange`);
  return found;
};

const UPDATE_CUSTOMER = `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { billing { country city } shipping { country city } } } }`;
const RATES = `{ cart { chosenShippingMethods shippingTotal(format: RAW) shippingTax(format: RAW) availableShippingMethods { rates { id label cost(format: RAW) } } } }`;
type RatesShape = { cart: { availableShippingMethods: { rates: { id: string; label: string; cost: string }[] }[] } };
const rateLabels = (answer: RatesShape) => answer.cart.availableShippingMethods.flatMap((pack) => pack.rates.map((rate) => rate.label));

/**
 * RAW money as decimal strings of any precision: the real store's are unrounded floats
 * ("4.9504", "58.78151261") or trimmed ("4.2"), and which one follows the amount, not a rule.
 */
function anyDecimal(value: Json): Json {
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? '0.00' : value;
  if (Array.isArray(value)) return value.map(anyDecimal);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, anyDecimal(item)]));
  return value;
}
const sameShape = (recorded: Json, actual: Json) => shapeDifferences(anyDecimal(recorded), anyDecimal(actual), 'data');

const backend = startTestBackend();
let productId = 0;
beforeAll(async () => {
  // A physical product of at least 30 € (FUENFER's minimum) that is sure to be in stock.
  const [row] = await backend.running.db.query<{ id: number }>(
    `SELECT id FROM product WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND NOT virtual
       AND (NOT manage_stock OR stock_quantity >= 10) AND price >= 3000 AND price < 5000 ORDER BY id DESC LIMIT 1`,
  );
  productId = row!.id;
});

async function shopperWithCart(): Promise<AccountBrowser> {
  const shopper = new AccountBrowser(backend);
  await shopper.ok(ADD_TO_CART, { input: { productId, quantity: 1 } });
  return shopper;
}

const germany = { state: '', postcode: '10115', city: 'Berlin', country: 'DE' };

describe('buying/09: shippingSameAsBilling copies the billing address stored before the mutation', () => {
  const recorded = recording('09-checkout-country-change-lags-one-step');

  it('answers the recorded change to Austria with the previous shipping country, and the cart keeps its rates', async () => {
    const shopper = await shopperWithCart();
    // Before the recorded change the shopper had chosen Germany, nothing else typed yet.
    const onlyGermany = { state: '', postcode: '', city: '', country: 'DE' };
    await shopper.ok(UPDATE_CUSTOMER, { input: { billing: onlyGermany, shipping: onlyGermany } });
    const germanRates = rateLabels(await shopper.ok<RatesShape>(RATES));

    const update = exchange(recorded, 'UpdateCustomer');
    const answer = await shopper.send(update.request.query, update.request.variables);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual(update.response.data);

    for (const operationName of ['GetCart', 'GetCheckout']) {
      const replayed = exchange(recorded, operationName);
      const reply = await shopper.send(replayed.request.query, replayed.request.variables);
      expect(reply.body.errors).toBeUndefined();
      expect(sameShape(replayed.response.data, reply.body.data as Json)).toEqual([]);
    }
    const checkout = await shopper.ok<{ customer: Json }>(exchange(recorded, 'GetCheckout').request.query);
    // Billing took the new country; shipping is the billing address as it was.
    expect(checkout.customer).toMatchObject({ billing: { country: 'AT' }, shipping: { country: 'DE' } });
    expect(rateLabels(await shopper.ok<RatesShape>(RATES))).toEqual(germanRates);
  });

  it('lets a client that names the shipping address get the rates of the country it shows', async () => {
    const shopper = await shopperWithCart();
    await shopper.ok(UPDATE_CUSTOMER, { input: { billing: germany, shipping: germany } });
    const germanRates = rateLabels(await shopper.ok<RatesShape>(RATES));
    const vienna = { state: '', postcode: '1010', city: 'Wien', country: 'AT' };
    // What the storefront sends now (lib/checkout/backend-inputs.ts): both addresses, no copy asked.
    const updated = await shopper.ok<{ updateCustomer: { customer: Json } }>(UPDATE_CUSTOMER, { input: { billing: vienna, shipping: vienna } });
    expect(updated.updateCustomer.customer).toEqual({ billing: { country: 'AT', city: 'Wien' }, shipping: { country: 'AT', city: 'Wien' } });
    const austrianRates = rateLabels(await shopper.ok<RatesShape>(RATES));
    expect(austrianRates).not.toEqual(germanRates);
  });

  it('copies the whole stored billing address, for a guest and a signed-in customer, ignoring the shipping input', async () => {
    const guest = await shopperWithCart();
    await guest.ok(UPDATE_CUSTOMER, { input: { billing: germany, shipping: { ...germany, city: 'Hamburg', postcode: '20095' } } });
    const copied = await guest.ok<{ updateCustomer: Json }>(UPDATE_CUSTOMER, exchange(recorded, 'UpdateCustomer').request.variables);
    expect(copied.updateCustomer).toEqual({ customer: { billing: { country: 'AT', city: null }, shipping: { country: 'DE', city: 'Berlin' } } });

    const username = unique('kundin');
    const customer = new AccountBrowser(backend);
    await customer.register(username, `${username}@example.com`, 'Konrad-Konto-2026');
    await customer.login(username, 'Konrad-Konto-2026');
    await customer.ok(UPDATE_CUSTOMER, { input: { billing: germany, shipping: { ...germany, city: 'Hamburg', postcode: '20095' } } });
    const update = exchange(recorded, 'UpdateCustomer');
    const answer = await customer.ok<{ updateCustomer: Json }>(UPDATE_CUSTOMER, update.request.variables);
    expect(answer.updateCustomer).toEqual({ customer: { billing: { country: 'AT', city: null }, shipping: { country: 'DE', city: 'Berlin' } } });
  });
});

const ORDER = `query O($id: ID!) { order(id: $id, idType: DATABASE_ID) {
  billing { country city } shipping { address1 city postcode country }
  shippingLines { nodes { methodTitle total totalTax } } } }`;
type OrderShape = {
  order: {
    billing: { country: string | null; city: string | null };
    shipping: { address1: string | null; city: string | null; postcode: string | null; country: string | null };
    shippingLines: { nodes: { methodTitle: string; total: string; totalTax: string }[] };
  };
};

describe('buying/10: a checkout with only billing leaves the order shipping nowhere', () => {
  const recorded = recording('10-checkout-order-has-empty-shipping-address');
  const checkout = exchange(recorded, 'Checkout');
  const input = checkout.request.variables.input as { billing: Record<string, string> };

  async function owner(): Promise<AccountBrowser> {
    const username = unique('kunde');
    const shopper = new AccountBrowser(backend);
    await shopper.register(username, `${username}@example.com`, 'Konrad-Konto-2026');
    await shopper.login(username, 'Konrad-Konto-2026');
    await shopper.ok(ADD_TO_CART, { input: { productId, quantity: 1 } });
    return shopper;
  }

  async function place(shopper: AccountBrowser, variables: Record<string, unknown>): Promise<OrderShape['order']> {
    const answer = await shopper.send<{ checkout: { order: { databaseId: number } } }>(checkout.request.query, variables);
    expect(answer.body.errors).toBeUndefined();
    expect(shapeDifferences(checkout.response.data, answer.body.data as Json, 'data')).toEqual([]);
    return (await shopper.ok<OrderShape>(ORDER, { id: String(answer.body.data!.checkout.order.databaseId) })).order;
  }

  it('places the recorded checkout with an empty shipping address in the store country, shipped and taxed as German', async () => {
    const shopper = await owner();
    const order = await place(shopper, { input: { ...input, billing: { ...input.billing, email: `${unique('at')}@example.com` } } });
    expect(order.billing).toEqual({ country: 'AT', city: 'Wien' });
    expect(order.shipping).toEqual({ address1: null, city: null, postcode: null, country: 'DE' });
    const germanRate = order.shippingLines.nodes[0]!;
    expect(Number(germanRate.total) + Number(germanRate.totalTax)).toBeCloseTo(4.95, 2);
  });

  it('ships to the address the storefront names, with that country’s rate', async () => {
    const shopper = await owner();
    const { email: _email, ...shipping } = input.billing;
    const order = await place(shopper, {
      input: { ...input, billing: { ...input.billing, email: `${unique('at')}@example.com` }, shipping },
    });
    expect(order.shipping).toEqual({ address1: 'Kärntner Straße 1', city: 'Wien', postcode: '1010', country: 'AT' });
    const rate = order.shippingLines.nodes[0]!;
    expect(rate.methodTitle).toBe('Versand in die EU');
    expect(Number(rate.total) + Number(rate.totalTax)).toBeCloseTo(9.95, 2);
  });
});

describe('buying/12: AppliedCoupon.discountAmount is net, discountTax the rest', () => {
  const recorded = recording('12-coupon-chip-shows-net-discount');

  it('answers the recorded applyCoupon in the recorded shape, with the net discount even for excludeTax: false', async () => {
    const shopper = await shopperWithCart();
    const apply = exchange(recorded, 'ApplyCoupon');
    expect(apply.request.query).toContain('discountAmount(excludeTax: false, format: RAW)');
    const answer = await shopper.send<{ applyCoupon: { cart: { rawDiscountTotal: string; rawDiscountTax: string; appliedCoupons: { rawDiscountAmount: string }[] } } }>(
      apply.request.query,
      apply.request.variables,
    );
    expect(answer.body.errors).toBeUndefined();
    const { cart } = answer.body.data!.applyCoupon;
    // The recorded line is a variation; the cart's lines are compared in buying/09 already.
    const withoutLines = (data: Json) => ({ applyCoupon: { cart: { ...((data as { applyCoupon: { cart: Record<string, Json> } }).applyCoupon.cart), contents: null } } });
    expect(sameShape(withoutLines(apply.response.data), withoutLines(answer.body.data as Json))).toEqual([]);
    const [coupon] = cart.appliedCoupons;
    expect(Number(coupon!.rawDiscountAmount)).toBeCloseTo(Number(cart.rawDiscountTotal), 2);
    expect(Number(coupon!.rawDiscountAmount) + Number(cart.rawDiscountTax)).toBeCloseTo(5, 2);
  });
});
