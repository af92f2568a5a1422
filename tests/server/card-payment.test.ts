import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/server/commerce/limits/policy';
import { recordPayment } from '@/server/commerce/orders/order-store';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { startFakeStripe } from './fake-stripe';
import { withFailingCommit } from './failing-commit';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * A card payment pays one order (issue 20, item 9): with a secret key the real `stripe` SDK
 * talks to a fake of Stripe's HTTP API (tests/server/fake-stripe.ts); the shop must accept a
 * PaymentIntent only for the checkout it was made for, only once, only when it was authorised
 * for exactly the order's amount; and it takes the money only for an order that exists (manual
 * capture as the order's last step, authorisations that pay no order released).
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
const REMOVE = `mutation R($keys: [ID]) { removeItemsFromCart(input: { keys: $keys }) { cart { isEmpty } } }`;
const CART_KEYS = `{ cart { contents { nodes { key product { node { databaseId } } } } } }`;
type CartKeys = { cart: { contents: { nodes: { key: string; product: { node: { databaseId: number } } }[] } } };
type Placed = { checkout: { order: { databaseId: number; status: string; transactionId: string | null; total: string } } };

async function shopperWith(quantity: number): Promise<Shopper> {
  const shopper = new Shopper(backend);
  await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity } });
  return shopper;
}
const intentFor = async (shopper: Shopper) => (await shopper.ok<{ stripePaymentIntent: Intent }>(INTENT)).stripePaymentIntent;
const payWith = (intentId: string) => ({ paymentMethod: 'stripe', billing: BILLING, transactionId: intentId, isPaid: true });
const intentRow = async (intentId: string) =>
  (await backend.running.db.query<{ status: string; cancelled: boolean }>('SELECT status, cancelled_at IS NOT NULL AS cancelled FROM payment_intent WHERE intent_id = $1', [intentId]))[0];
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
    expect(await other.error(CHECKOUT, { input: payWith(intent.id) })).toBe('This payment was made for another order. No money was taken. Please pay again.');
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
    expect(await shopper.error(CHECKOUT, { input: payWith(intent.id) })).toBe('This payment was made for another order. No money was taken. Please pay again.');
    expect(await ordersPaidBy(intent.id)).toBe(0);
  });

  it('refuses an intent Stripe did not take payment for, and an intent the shop never made', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    expect(await shopper.error(CHECKOUT, { input: payWith(intent.id) })).toBe('Payment could not be confirmed. No money was taken. Please try again.');
    expect(await shopper.error(CHECKOUT, { input: payWith('pi_3NotMadeByThisShop') })).toBe('This payment was made for another order. No money was taken. Please pay again.');
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

describe('money is taken only for an order that exists (manual capture)', () => {
  it('confirming the card only authorises; the order captures it exactly once, even sent twice at once', async () => {
    const shopper = await shopperWith(2);
    const intent = await intentFor(shopper);
    expect(fake.intents.get(intent.id)?.capture_method).toBe('manual');
    fake.confirm(intent.id);
    expect(fake.intents.get(intent.id)).toMatchObject({ status: 'requires_capture', amount_received: 0 });
    const [a, b] = await Promise.all([
      shopper.ok<Placed>(CHECKOUT, { input: payWith(intent.id) }),
      shopper.ok<Placed>(CHECKOUT, { input: payWith(intent.id) }),
    ]);
    expect(a.checkout.order.databaseId).toBe(b.checkout.order.databaseId);
    expect(fake.captures.get(intent.id)).toBe(1);
    expect(fake.intents.get(intent.id)).toMatchObject({ status: 'succeeded', amount_received: intent.amount });
    expect(fake.intents.get(intent.id)?.metadata.order_id).toBe(String(a.checkout.order.databaseId));
    expect(await intentRow(intent.id)).toMatchObject({ status: 'captured' });
    expect(await ordersPaidBy(intent.id)).toBe(1);
  });

  it('the last item sold out after the card was confirmed: refused, nothing captured; the next attempt releases the old authorisation', async () => {
    const db = backend.running.db;
    // A stock-managed product of its own, not the one the other tests buy.
    const [scarce] = await db.query<{ id: number; name: string; stock: number }>(
      `SELECT id, name, stock_quantity AS stock FROM product WHERE type = 'simple' AND status = 'publish' AND manage_stock AND backorders = 'no'
         AND stock_quantity >= 2 AND NOT virtual AND price > 0 AND id <> $1 ORDER BY id DESC LIMIT 1`,
      [picks.simple.id],
    );
    if (!scarce) throw new Error('no second stock-managed product seeded');
    try {
      await db.query('UPDATE product SET stock_quantity = 1 WHERE id = $1', [scarce.id]);
      const shopper = new Shopper(backend);
      await shopper.ok(ADD_TO_CART, { input: { productId: scarce.id, quantity: 1 } });
      const first = await intentFor(shopper);
      fake.confirm(first.id);
      // Another shopper buys the last one while the card is being confirmed.
      const other = new Shopper(backend);
      await other.ok(ADD_TO_CART, { input: { productId: scarce.id, quantity: 1 } });
      await other.ok(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });

      expect(await shopper.error(CHECKOUT, { input: payWith(first.id) })).toMatch(/not in stock|in stock/);
      expect(fake.captures.get(first.id) ?? 0).toBe(0);
      expect(fake.intents.get(first.id)).toMatchObject({ status: 'requires_capture', amount_received: 0 });
      expect(await ordersPaidBy(first.id)).toBe(0);

      // The shopper takes something else instead and pays anew: the old authorisation is released.
      const { cart } = await shopper.ok<CartKeys>(CART_KEYS);
      await shopper.ok(REMOVE, { keys: cart.contents.nodes.map((node) => node.key) });
      await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
      const second = await intentFor(shopper);
      expect(fake.intents.get(first.id)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
      expect(await intentRow(first.id)).toMatchObject({ status: 'cancelled', cancelled: true });
      // Released means released: it pays nothing any more.
      expect(await shopper.error(CHECKOUT, { input: payWith(first.id) })).toBe('Payment could not be confirmed. No money was taken. Please try again.');
      fake.confirm(second.id);
      const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: payWith(second.id) });
      expect(checkout.order.transactionId).toBe(second.id);
      expect(fake.captures.get(second.id)).toBe(1);
      expect(fake.captures.get(first.id) ?? 0).toBe(0);
    } finally {
      await db.query('UPDATE product SET stock_quantity = $2, stock_status = $3 WHERE id = $1', [scarce.id, scarce.stock, 'instock']);
    }
  });

  it('the cart changed after the card was confirmed: refused, and the authorisation is cancelled at Stripe', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    fake.confirm(intent.id);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 2 } });
    expect(await shopper.error(CHECKOUT, { input: payWith(intent.id) })).toBe('This payment was made for another order. No money was taken. Please pay again.');
    expect(fake.captures.get(intent.id) ?? 0).toBe(0);
    expect(fake.intents.get(intent.id)?.status).toBe('canceled');
    expect(await intentRow(intent.id)).toMatchObject({ status: 'cancelled', cancelled: true });
    expect(await ordersPaidBy(intent.id)).toBe(0);
  });

  it('an intent another session made is refused but never cancelled by this one', async () => {
    const payer = await shopperWith(1);
    const stranger = await shopperWith(1);
    const intent = await intentFor(payer);
    fake.confirm(intent.id);
    await stranger.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    expect(await stranger.error(CHECKOUT, { input: payWith(intent.id) })).toBe('This payment was made for another order. No money was taken. Please pay again.');
    await intentFor(stranger);
    expect(fake.intents.get(intent.id)?.status).toBe('requires_capture');
    expect((await payer.ok<Placed>(CHECKOUT, { input: payWith(intent.id) })).checkout.order.transactionId).toBe(intent.id);
  });

  it('a new intent is made whatever state the old one is in at Stripe; one paid without an order is refunded', async () => {
    const shopper = await shopperWith(1);
    const cancelledElsewhere = await intentFor(shopper);
    // Cancelled at Stripe already (the dashboard, an expiry): cancelling again is refused there, and that is fine.
    const stale = fake.intents.get(cancelledElsewhere.id);
    if (stale) stale.status = 'canceled';
    const paidWithoutOrder = await intentFor(shopper);
    expect(await intentRow(cancelledElsewhere.id)).toMatchObject({ status: 'cancelled' });
    // An intent of the automatic-capture days, paid but never an order's: it cannot be cancelled, so it is refunded.
    const paid = fake.intents.get(paidWithoutOrder.id);
    if (paid) Object.assign(paid, { status: 'succeeded', amount_received: paid.amount });
    const newest = await intentFor(shopper);
    expect(newest.id).toMatch(/^pi_/);
    expect(fake.refunds.filter((refund) => refund.payment_intent === paidWithoutOrder.id).map((refund) => refund.amount)).toEqual([paidWithoutOrder.amount]);
    expect(await intentRow(paidWithoutOrder.id)).toMatchObject({ status: 'cancelled' });
  });

  it('a capture Stripe refuses (the authorisation expired at that moment) stores no order', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    fake.confirm(intent.id);
    fake.beforeCapture = (expiring) => {
      if (expiring.id === intent.id) expiring.status = 'canceled';
    };
    try {
      expect(await shopper.error(CHECKOUT, { input: payWith(intent.id) })).toBe('Payment could not be confirmed. No money was taken. Please try again.');
    } finally {
      fake.beforeCapture = null;
    }
    expect(fake.captures.get(intent.id) ?? 0).toBe(0);
    expect(await ordersPaidBy(intent.id)).toBe(0);
    expect(await intentRow(intent.id)).toMatchObject({ status: 'cancelled' });
  });

  it('a failed commit after the capture gives the money back, once', async () => {
    const email = 'commit-fails@example.org';
    await withFailingCommit(backend.running.db, email, async () => {
      const shopper = await shopperWith(1);
      const intent = await intentFor(shopper);
      fake.confirm(intent.id);
      const refused = await shopper.send(CHECKOUT, { input: { ...payWith(intent.id), billing: { ...BILLING, email } } });
      expect(refused.body.errors?.length).toBeGreaterThan(0);
      expect(await ordersPaidBy(intent.id)).toBe(0);
      expect(fake.captures.get(intent.id)).toBe(1);
      expect(fake.refunds.filter((refund) => refund.payment_intent === intent.id).map((refund) => refund.amount)).toEqual([intent.amount]);
      expect(await intentRow(intent.id)).toMatchObject({ status: 'cancelled' });
      // Asking for a new intent later does not refund it a second time.
      await intentFor(shopper);
      expect(fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
    });
  });
});

describe('asking for card payments is rate-limited', () => {
  it('refuses an address past the limit, with the shop\'s "too many attempts", and not another address', async () => {
    const shopper = await shopperWith(1);
    const made: string[] = [];
    for (let count = 0; count < LIMITS.paymentIntentsPerAddress.points; count += 1) made.push((await intentFor(shopper)).id);
    expect(await shopper.error(INTENT)).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    // Each intent made released the one before: only the newest can still be authorised.
    const open = await backend.running.db.query<{ intent_id: string }>(`SELECT intent_id FROM payment_intent WHERE intent_id = ANY($1) AND status = 'open'`, [made]);
    expect(open.map((row) => row.intent_id)).toEqual([made.at(-1)]);
    expect((await intentFor(await shopperWith(1))).id).toMatch(/^pi_/);
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

describe('an authorisation that can pay no order is released, however the order was paid', () => {
  const PASSWORD = 'Karten-Zahlung-2026!';

  it('the card was authorised, then the shopper ordered cash on delivery: the authorisation is cancelled at Stripe', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    fake.confirm(intent.id);
    await shopper.ok(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });
    expect(await intentRow(intent.id)).toMatchObject({ status: 'cancelled', cancelled: true });
    // Released at Stripe once the order has committed, without holding up the shopper's answer.
    await vi.waitFor(() => expect(fake.intents.get(intent.id)).toMatchObject({ status: 'canceled', amount_received: 0 }));
    expect(fake.captures.get(intent.id) ?? 0).toBe(0);
  });

  it('a refused checkout releases nothing: the authorisation still pays the next attempt', async () => {
    const shopper = await shopperWith(1);
    const intent = await intentFor(shopper);
    fake.confirm(intent.id);
    expect(await shopper.error(CHECKOUT, { input: { ...payWith(intent.id), billing: { ...BILLING, postcode: '123' } } })).toMatch(/postcode|ZIP/i);
    expect(fake.intents.get(intent.id)?.status).toBe('requires_capture');
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: payWith(intent.id) });
    expect(checkout.order.transactionId).toBe(intent.id);
    expect(fake.captures.get(intent.id)).toBe(1);
  });

  it('a guest authorised the card, then signed in: the customer’s checkout takes it, and nothing stays held', async () => {
    const username = unique('Karte');
    await new AccountBrowser(backend).register(username, `${username}@example.org`, PASSWORD);
    const browser = new AccountBrowser(backend);
    await browser.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const guestIntent = (await browser.ok<{ stripePaymentIntent: Intent }>(INTENT)).stripePaymentIntent;
    fake.confirm(guestIntent.id);
    await browser.login(username, PASSWORD);
    const { checkout } = await browser.ok<Placed>(CHECKOUT, { input: payWith(guestIntent.id) });
    expect(checkout.order.transactionId).toBe(guestIntent.id);
    expect(fake.captures.get(guestIntent.id)).toBe(1);

    // Authorised as a guest, then paid anew after signing in: the guest's authorisation is released.
    await browser.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const signedOut = new AccountBrowser(backend);
    await signedOut.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const abandoned = (await signedOut.ok<{ stripePaymentIntent: Intent }>(INTENT)).stripePaymentIntent;
    fake.confirm(abandoned.id);
    await signedOut.login(username, PASSWORD);
    const fresh = (await signedOut.ok<{ stripePaymentIntent: Intent }>(INTENT)).stripePaymentIntent;
    expect(fake.intents.get(abandoned.id)?.status).toBe('canceled');
    fake.confirm(fresh.id);
    const again = await signedOut.ok<Placed>(CHECKOUT, { input: payWith(fresh.id) });
    expect(again.checkout.order.transactionId).toBe(fresh.id);
    expect(fake.captures.get(abandoned.id) ?? 0).toBe(0);
  });
});
