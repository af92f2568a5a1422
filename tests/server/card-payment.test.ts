import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPayment } from '@/server/commerce/orders/order-store';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { startFakeStripe } from './fake-stripe';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * A card payment pays one order (issue 20, item 9): with a secret key the real `stripe` SDK
 * talks to a fake of Stripe's HTTP API (tests/server/fake-stripe.ts); the shop must accept a
 * PaymentIntent only for the checkout it was made for, only once, only when it succeeded for
 * exactly the order's amount.
 */
const fake = await startFakeStripe();
afterAll(() => fake.close());
const backend = startTestBackend({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url } });
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const BILLING = {
  firstName: 'Jonas',
  lastName: 'Keller',
  address1: 'Lindenallee 4',
  city: 'Leipzig',
  postcode: '04109',
  country: 'DE',
  email: 'jonas.keller@example.org',
  phone: '+49 341 555 0101',
};
const INTENT = `{ stripePaymentIntent(stripePaymentMethod: PAYMENT) { id clientSecret amount currency error } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status transactionId total(format: RAW) } } }`;

type Intent = { id: string; clientSecret: string; amount: number; currency: string };
type Placed = { checkout: { order: { databaseId: number; status: string; transactionId: string | null; total: string } } };

async function shopperWith(quantity: number): Promise<Shopper> {
  const shopper = new Shopper(backend);
  await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity } });
  return shopper;
}
const intentFor = async (shopper: Shopper) => (await shopper.ok<{ stripePaymentIntent: Intent }>(INTENT)).stripePaymentIntent;
const payWith = (intentId: string) => ({ paymentMethod: 'stripe', billing: BILLING, transactionId: intentId, isPaid: true });
const ordersPaidBy = async (intentId: string) =>
  (await backend.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_order WHERE transaction_id = $1', [intentId]))[0]?.n;

describe('a card payment pays one order (Stripe SDK against a fake Stripe)', () => {
  it('takes the intent made for this checkout, once confirmed, and records it on the order', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    expect(intent.amount).toBeGreaterThan(0);
    expect(fake.intents.get(intent.id)?.metadata).toHaveProperty('vitrine_reservation');
    fake.confirm(intent.id);
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: payWith(intent.id) });
    expect(checkout.order).toMatchObject({ status: 'PROCESSING', transactionId: intent.id });
    expect(fake.intents.get(intent.id)?.metadata.order_id).toBe(String(checkout.order.databaseId));
  });

  it('refuses the paid intent of another shopper’s order of the same amount', async () => {
    const payer = await shopperWith(2);
    const other = await shopperWith(2);
    const intent = await intentFor(payer);
    fake.confirm(intent.id);
    expect(await other.error(CHECKOUT, { input: payWith(intent.id) })).toBe('This payment was made for another order. Please pay again.');
    // The payer still gets their order with it; then nobody else can.
    const { checkout } = await payer.ok<Placed>(CHECKOUT, { input: payWith(intent.id) });
    expect(checkout.order.transactionId).toBe(intent.id);
    expect(await other.error(CHECKOUT, { input: payWith(intent.id) })).toMatch(/another order|already been used/);
    expect(await ordersPaidBy(intent.id)).toBe(1);
  });

  it('a second identical cart gets a fresh intent; the one that paid the first order is refused', async () => {
    const shopper = await shopperWith(3);
    const first = await intentFor(shopper);
    fake.confirm(first.id);
    await shopper.ok<Placed>(CHECKOUT, { input: payWith(first.id) });

    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 3 } });
    const second = await intentFor(shopper);
    expect(second.id).not.toBe(first.id);
    expect(fake.intents.get(second.id)?.status).toBe('requires_payment_method');
    expect(await shopper.error(CHECKOUT, { input: payWith(first.id) })).toBe('This payment has already been used for an order. Please pay again.');
    expect(await ordersPaidBy(first.id)).toBe(1);
  });

  it('refuses an intent made for another amount (the cart changed after paying)', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    fake.confirm(intent.id);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    expect(await shopper.error(CHECKOUT, { input: payWith(intent.id) })).toBe('This payment was made for another order. Please pay again.');
    expect(await ordersPaidBy(intent.id)).toBe(0);
  });

  it('refuses an intent Stripe did not take payment for, and an intent the shop never made', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    expect(await shopper.error(CHECKOUT, { input: payWith(intent.id) })).toBe('Payment could not be confirmed. Please try again.');
    expect(await shopper.error(CHECKOUT, { input: payWith('pi_3NotMadeByThisShop') })).toBe('This payment was made for another order. Please pay again.');
    expect(await ordersPaidBy(intent.id)).toBe(0);
  });

  it('the same paid checkout sent twice at once gives one order', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    fake.confirm(intent.id);
    const [a, b] = await Promise.all([
      shopper.ok<Placed>(CHECKOUT, { input: payWith(intent.id) }),
      shopper.ok<Placed>(CHECKOUT, { input: payWith(intent.id) }),
    ]);
    expect(a.checkout.order.databaseId).toBe(b.checkout.order.databaseId);
    expect(await ordersPaidBy(intent.id)).toBe(1);
  });
});

describe('a transaction id pays one order', () => {
  it('is refused with a message on a second order, in any gateway', async () => {
    const db = backend.running.db;
    const [first, second] = await db.query<{ id: number }>(`SELECT id FROM shop_order ORDER BY id DESC LIMIT 2`);
    if (!first || !second) throw new Error('expected two orders from the tests above');
    const transactionId = (await db.query<{ transaction_id: string }>('SELECT transaction_id FROM shop_order WHERE id = $1', [first.id]))[0]?.transaction_id;
    expect(transactionId).toMatch(/^pi_/);
    await expect(db.transaction((tx) => recordPayment(tx, second.id, 'processing', transactionId ?? '', true))).rejects.toThrow(
      'This payment has already been used for an order. Please pay again.',
    );
    // The database refuses it too, whoever writes it.
    await expect(db.query('UPDATE shop_order SET transaction_id = $1 WHERE id = $2', [transactionId ?? '', second.id])).rejects.toThrow();
  });
});
