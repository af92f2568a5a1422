import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * Without STRIPE_SECRET_KEY the card gateway is its offline test mode, in which the public test
 * card 4242… pays: with NODE_ENV=production that would buy goods, and issue gift cards (store
 * credit), for no money. There the test mode is off unless CARD_TEST_MODE=1 asks for it, like
 * the mail catcher and the demo OpenID provider.
 */
const production = startTestBackend({ env: { NODE_ENV: 'production' } });
const askedFor = startTestBackend({ env: { NODE_ENV: 'production', CARD_TEST_MODE: '1' } });
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(production.running.db);
});

const GATEWAYS = '{ paymentGateways { nodes { id } } }';
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status metaData { key value } } } }`;
const CARD = [
  { key: '_card_number', value: '4242 4242 4242 4242' },
  { key: '_card_expiry', value: '08/35' },
  { key: '_card_cvc', value: '404' },
];
const giftCards = async () =>
  (await production.running.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM coupon WHERE kind = 'gift_card'`))[0]!.n;
const billing = () => ({ firstName: 'Mara', lastName: 'Lorenz', email: `mara-${randomUUID().slice(0, 8)}@example.com` });

describe('the card test mode with NODE_ENV=production', () => {
  it('is not offered, and a voucher paid with the test card is refused: no order, no gift card', async () => {
    const shopper = new Shopper(production);
    const { paymentGateways } = await shopper.ok<{ paymentGateways: { nodes: { id: string }[] } }>(GATEWAYS);
    expect(paymentGateways.nodes.map((gateway) => gateway.id)).toEqual(['cod']);

    await shopper.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 1 } });
    const before = await giftCards();
    expect(await shopper.error(CHECKOUT, { input: { paymentMethod: 'stripe', billing: billing(), metaData: CARD } })).toBe('Invalid payment method.');
    expect(await giftCards()).toBe(before);
  });

  it('runs when CARD_TEST_MODE=1 asks for it (a demo in production mode)', async () => {
    const shopper = new Shopper(askedFor);
    const { paymentGateways } = await shopper.ok<{ paymentGateways: { nodes: { id: string }[] } }>(GATEWAYS);
    expect(paymentGateways.nodes.map((gateway) => gateway.id)).toEqual(['stripe', 'cod']);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const placed = await shopper.ok<{ checkout: { order: { status: string } } }>(CHECKOUT, {
      input: { paymentMethod: 'stripe', billing: { ...billing(), address1: 'Rosenweg 3', city: 'Kassel', postcode: '34117', country: 'DE' }, metaData: CARD },
    });
    expect(placed.checkout.order.status).toBe('PROCESSING');
  });
});
