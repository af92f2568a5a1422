import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeLive } from '@/server/commerce/payments/stripe-live';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { startFakeStripe } from './fake-stripe';
import { withFailingCommit } from './failing-commit';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * The card payments' upkeep (payments/registry.ts, startLiveStripeUpkeep): money a card paid for
 * no order is given back even when Stripe cannot take the refund at that moment (the debt is
 * recorded, the merchant is mailed once, and the refund is asked again until Stripe makes it,
 * never twice); and an authorisation nobody ordered with for a day is released, not held on the
 * shopper's card for Stripe's 7 days.
 */
const fake = await startFakeStripe();
afterAll(() => fake.close());
const MERCHANT = 'kasse@vitrine.example';
const backend = startTestBackend({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url, MAIL_FROM: `"Vitrine" <${MERCHANT}>` } });
let productId: number;
beforeAll(async () => {
  productId = (await pickProducts(backend.running.db)).simple.id;
});

const BILLING = { firstName: 'Jonas', lastName: 'Keller', address1: 'Lindenallee 4', city: 'Leipzig', postcode: '04109', country: 'DE', phone: '+49 341 555 0101' };
const INTENT = `{ stripePaymentIntent(stripePaymentMethod: PAYMENT) { id amount } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;

const owed = async (intentId: string) =>
  (
    await backend.running.db.query<{ attempts: number; reason: string; lastError: string; waitsMinutes: number }>(
      `SELECT attempts, reason, last_error AS "lastError", round(extract(epoch FROM next_attempt_at - now()) / 60)::int AS "waitsMinutes"
       FROM payment_refund_due WHERE intent_id = $1`,
      [intentId],
    )
  )[0];
const merchantMails = async (intentId: string) =>
  backend.running.db.query<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM mail_outbox WHERE recipients @> $1::jsonb AND subject LIKE $2`, [
    JSON.stringify([{ address: MERCHANT }]),
    `%${intentId}%`,
  ]);
const refundsOf = (intentId: string) => fake.refunds.filter((refund) => refund.payment_intent === intentId).map((refund) => refund.amount);
/** The backend's next pass, run now: the same gateway code its timer runs. */
const retryNow = async () => {
  await backend.running.db.query('UPDATE payment_refund_due SET next_attempt_at = now()');
  await stripeLive('sk_test_fake', { apiUrl: fake.url }).retryDueRefunds(backend.running.db);
};

/** A paid checkout whose order cannot be stored (a commit that fails after the capture). */
async function paidWithoutOrder(email: string): Promise<{ id: string; amount: number }> {
  return withFailingCommit(backend.running.db, email, async () => {
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId, quantity: 1 } });
    const intent = (await shopper.ok<{ stripePaymentIntent: { id: string; amount: number } }>(INTENT)).stripePaymentIntent;
    fake.confirm(intent.id);
    const refused = await shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: { ...BILLING, email }, transactionId: intent.id, isPaid: true } });
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    expect(fake.captures.get(intent.id)).toBe(1);
    return intent;
  });
}

describe('a refund Stripe did not make is owed, not forgotten', () => {
  it('is recorded and mailed to the merchant once, asked again later each time, and made once Stripe answers', async () => {
    fake.refundsDown = true;
    const intent = await paidWithoutOrder('refund-down@example.org');
    try {
      expect(refundsOf(intent.id)).toEqual([]);
      expect(await owed(intent.id)).toMatchObject({ attempts: 1, waitsMinutes: 5 });
      expect((await owed(intent.id))?.reason).toMatch(/was not stored/);
      const [mail, ...more] = await merchantMails(intent.id);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`Rückerstattung offen: Kartenzahlung ${intent.id}`);
      expect(mail?.text_body).toContain('im Stripe-Dashboard');

      // Still down: counted, and the next attempt waits longer; the merchant is not mailed again.
      await retryNow();
      expect(await owed(intent.id)).toMatchObject({ attempts: 2, waitsMinutes: 10 });
      expect(await merchantMails(intent.id)).toHaveLength(1);
    } finally {
      fake.refundsDown = false;
    }

    // Stripe answers again: the money goes back, once, and nothing is owed any more.
    await retryNow();
    expect(refundsOf(intent.id)).toEqual([intent.amount]);
    expect(await owed(intent.id)).toBeUndefined();
    await retryNow();
    expect(refundsOf(intent.id)).toEqual([intent.amount]);
  });

  it('is owed nothing once the merchant refunded it in the dashboard', async () => {
    fake.refundsDown = true;
    const intent = await paidWithoutOrder('refund-by-hand@example.org');
    fake.refundsDown = false;
    // The merchant refunds it by hand, as the mail asks.
    const byHand = await fetch(`${fake.url}/v1/refunds`, { method: 'POST', body: new URLSearchParams({ payment_intent: intent.id }) });
    expect(byHand.status).toBe(200);
    await retryNow();
    expect(refundsOf(intent.id)).toEqual([intent.amount]);
    expect(await owed(intent.id)).toBeUndefined();
  });
});

describe('an authorisation nobody ordered with', () => {
  const intentRow = async (intentId: string) =>
    (await backend.running.db.query<{ status: string }>('SELECT status FROM payment_intent WHERE intent_id = $1', [intentId]))[0]?.status;
  const madeHoursAgo = (intentId: string, hours: number) =>
    backend.running.db.query(`UPDATE payment_intent SET created_at = now() - make_interval(hours => $2) WHERE intent_id = $1`, [intentId, hours]);
  const authorised = async () => {
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId, quantity: 1 } });
    const intent = (await shopper.ok<{ stripePaymentIntent: { id: string; amount: number } }>(INTENT)).stripePaymentIntent;
    fake.confirm(intent.id);
    return { shopper, intent };
  };

  it('is released at Stripe after a day, and can then pay no order; a younger one is kept', async () => {
    const old = await authorised();
    const young = await authorised();
    await madeHoursAgo(old.intent.id, 25);
    await madeHoursAgo(young.intent.id, 23);
    await stripeLive('sk_test_fake', { apiUrl: fake.url }).releaseStaleIntents(backend.running.db);

    expect(fake.intents.get(old.intent.id)?.status).toBe('canceled');
    expect(await intentRow(old.intent.id)).toBe('cancelled');
    expect(fake.intents.get(young.intent.id)?.status).toBe('requires_capture');
    expect(await intentRow(young.intent.id)).toBe('open');

    const late = await old.shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: { ...BILLING, email: 'late@example.org' }, transactionId: old.intent.id, isPaid: true } });
    expect(late.body.errors?.[0]?.message).toBeTruthy();
    expect(fake.captures.get(old.intent.id) ?? 0).toBe(0);
    // The younger one still pays its order.
    const placed = await young.shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: { ...BILLING, email: 'young@example.org' }, transactionId: young.intent.id, isPaid: true } });
    expect(placed.body.errors).toBeUndefined();
    expect(fake.captures.get(young.intent.id)).toBe(1);
  });
});
