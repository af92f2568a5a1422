import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeLive } from '@/server/commerce/payments/stripe-live';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { startFakeStripe } from './fake-stripe';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * Money a card paid for no order is given back even when Stripe cannot take the refund at that
 * moment (payments/refunds-due.ts): the debt is recorded, the merchant is mailed once, and the
 * refund is asked again until Stripe makes it, never twice.
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
  const db = backend.running.db;
  await db.exec(`
    CREATE OR REPLACE FUNCTION test_fail_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'commit failed (test)'; END $$;
    DROP TRIGGER IF EXISTS test_fail_commit ON shop_order;
    CREATE CONSTRAINT TRIGGER test_fail_commit AFTER INSERT ON shop_order DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.billing_email = '${email}') EXECUTE FUNCTION test_fail_commit();`);
  try {
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId, quantity: 1 } });
    const intent = (await shopper.ok<{ stripePaymentIntent: { id: string; amount: number } }>(INTENT)).stripePaymentIntent;
    fake.confirm(intent.id);
    const refused = await shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: { ...BILLING, email }, transactionId: intent.id, isPaid: true } });
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    expect(fake.captures.get(intent.id)).toBe(1);
    return intent;
  } finally {
    await db.exec('DROP TRIGGER IF EXISTS test_fail_commit ON shop_order; DROP FUNCTION IF EXISTS test_fail_commit();');
  }
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
