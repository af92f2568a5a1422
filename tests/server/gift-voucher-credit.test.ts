import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, CART_QUERY, cents, Shopper, type CartShape } from './shopper';

/**
 * The minting loop of issue 20 over HTTP, with other amounts than the issue's: three vouchers a
 * round, a 40 % coupon and a 30 € cart coupon of the test's own, and every code the last round
 * issued. However the attacker combines them, the credit issued never exceeds the money paid.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
const suffix = randomUUID().slice(0, 8).toUpperCase();
const PERCENT = `LOOP40-${suffix}`;
const FIXED_CART = `LOOP30-${suffix}`;

beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
  await backend.running.db.query(
    `INSERT INTO coupon (code, kind, description, amount) VALUES ($1, 'percent', '40 %', 40), ($2, 'fixed_cart', '30 €', 3000)`,
    [PERCENT, FIXED_CART],
  );
});

const BUYER = { firstName: 'Lena', lastName: 'Vogel', email: `lena-${suffix.toLowerCase()}@example.com` };
const POSTAL = { address1: 'Lindenallee 4', city: 'Leipzig', postcode: '04109', country: 'DE' };
const CARD = [
  { key: '_card_number', value: '4242424242424242' },
  { key: '_card_expiry', value: '11/33' },
  { key: '_card_cvc', value: '321' },
];
const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { databaseId total(format: RAW) metaData { key value } } } }`;
const APPLY = `mutation A($code: String!) { applyCoupon(input: { code: $code }) { applied { code discountAmount(format: RAW) } } }`;

/** Applies a code the way an attacker would: the answer, or the refusal's message. */
async function tryApply(shopper: Shopper, code: string): Promise<string | null> {
  const response = await shopper.send(APPLY, { code });
  return response.body.errors?.[0]?.message ?? null;
}

async function balanceOf(codes: readonly string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const [row] = await backend.running.db.query<{ total: number }>(`SELECT COALESCE(sum(balance), 0)::int AS total FROM coupon WHERE code = ANY($1::text[])`, [codes]);
  return row?.total ?? 0;
}

describe('store credit never exceeds the money paid for it', () => {
  it('three rounds of vouchers bought with coupons and the last round’s codes mint nothing', async () => {
    let wallet: string[] = [];
    let moneyPaid = 0;
    let creditIssued = 0;
    for (let round = 0; round < 3; round += 1) {
      const shopper = new Shopper(backend);
      await shopper.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 3 } });
      const refusals = [await tryApply(shopper, PERCENT), await tryApply(shopper, FIXED_CART)];
      const refusal = 'Sorry, coupons and gift cards cannot be used on gift vouchers.';
      expect(refusals).toEqual([refusal, refusal]);
      for (const code of wallet) expect(await tryApply(shopper, code)).toBe(refusal);
      // The same answer for a code that does not exist: the cart cannot be used to test codes.
      expect(await tryApply(shopper, `GC-${round}XQZ-NOPE`)).toBe(refusal);

      const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
      expect(cents(cart.total)).toBe(3 * picks.voucher.price);
      const { checkout } = await shopper.ok<{ checkout: { order: { total: string; metaData: { key: string; value: string }[] } } }>(CHECKOUT, {
        input: { paymentMethod: 'stripe', billing: BUYER, metaData: CARD },
      });
      const issued = (checkout.order.metaData.find((meta) => meta.key === '_gift_card_codes')?.value ?? '').split(', ').filter(Boolean);
      expect(issued).toHaveLength(3);
      moneyPaid += cents(checkout.order.total);
      creditIssued += await balanceOf(issued);
      expect(creditIssued).toBeLessThanOrEqual(moneyPaid);
      wallet = issued;
    }
  });

  it('in a cart of vouchers and goods, coupons and gift cards act on the goods only; the vouchers are paid in full', async () => {
    const seller = new Shopper(backend);
    await seller.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 2 } });
    const { checkout: bought } = await seller.ok<{ checkout: { order: { metaData: { key: string; value: string }[] } } }>(CHECKOUT, {
      input: { paymentMethod: 'stripe', billing: BUYER, metaData: CARD },
    });
    const codes = (bought.order.metaData.find((meta) => meta.key === '_gift_card_codes')?.value ?? '').split(', ');

    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.voucher.id, quantity: 2 } });
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    expect(await tryApply(shopper, PERCENT)).toBeNull();
    for (const code of codes) expect(await tryApply(shopper, code as string)).toBeNull();
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    // 40 % of the goods only; the gift cards pay what is left of the goods and the shipping.
    const percent = cart.appliedCoupons?.find((coupon) => coupon.code.toUpperCase() === PERCENT);
    expect(cents(percent?.discountAmount ?? '0')).toBeGreaterThan(0);
    expect(cents(percent?.discountAmount ?? '0')).toBeLessThanOrEqual(Math.ceil(picks.simple.price * 0.4));
    expect(cents(cart.total)).toBe(2 * picks.voucher.price);

    const { checkout } = await shopper.ok<{ checkout: { order: { total: string; metaData: { key: string; value: string }[] } } }>(CHECKOUT, {
      input: { paymentMethod: 'stripe', billing: { ...BUYER, ...POSTAL }, metaData: CARD },
    });
    expect(cents(checkout.order.total)).toBe(2 * picks.voucher.price);
    const issued = (checkout.order.metaData.find((meta) => meta.key === '_gift_card_codes')?.value ?? '').split(', ');
    expect(await balanceOf(issued)).toBeLessThanOrEqual(cents(checkout.order.total));
  });
});
