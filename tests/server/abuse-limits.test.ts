import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '@/lib/security/client-address-signature';
import { LIMITS } from '@/server/commerce/limits/policy';
import { AccountBrowser, LOGIN, REGISTER, unique } from './account-browser';
import { signedAddress, startTestBackend, testAddress, TEST_CLIENT_ADDRESS_SECRET } from './backend';
import { pickProducts } from './catalog-picks';
import { WRITE_REVIEW, type WriteReviewShape } from './review-shapes';
import { ADD_TO_CART, Shopper } from './shopper';

/**
 * The abuse limits (server/commerce/limits, docs/security.md) over HTTP: who is counted as whom,
 * and that a flood slows the flooder, not the owner of what was flooded.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
/** A product there is plenty of: the order tests place a few dozen orders. */
let plentiful = 0;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
  const [row] = await backend.running.db.query<{ id: number }>(
    `SELECT id FROM product WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND NOT virtual AND price > 0
       AND (NOT manage_stock OR stock_quantity >= 100) ORDER BY manage_stock, id LIMIT 1`,
  );
  plentiful = row!.id;
});

const PASSWORD = 'Herbst-Nebel-2026';
const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds? and try again\.$/;
const browser = () => new AccountBrowser(backend);

async function newCustomer(label = 'limit') {
  const username = unique(label);
  const email = `${username}@example.com`;
  const id = await browser().register(username, email, PASSWORD);
  return { id, username, email };
}

/** A registration with these headers only: the first error's message, or null when it went through. */
async function registerWith(headers: Record<string, string>): Promise<string | null> {
  const username = unique('reg');
  const { body } = await backend.graphql(REGISTER, { input: { username, email: `${username}@example.com`, password: PASSWORD } }, headers);
  return body.errors?.[0]?.message ?? null;
}

describe('the client address', () => {
  it('is the storefront’s signed address: two shoppers behind the storefront count apart', async () => {
    const first = testAddress();
    const second = testAddress();
    for (let i = 0; i < LIMITS.registrationsPerAddress.points; i += 1) expect(await registerWith(signedAddress(first))).toBeNull();
    expect(await registerWith(signedAddress(first))).toMatch(TOO_MANY);
    expect(await registerWith(signedAddress(second))).toBeNull();
  });

  it('is the connection’s peer when the header is forged, stale or unsigned, and X-Forwarded-For is never believed', async () => {
    // This file's requests without a valid signature all come from the test's loopback peer.
    const forged = (index: number): Record<string, string> => {
      const address = `203.0.113.${index + 1}`;
      const variants: Record<string, string>[] = [
        { [CLIENT_ADDRESS_HEADER]: signClientAddress(address, 'not-the-secret') },
        { [CLIENT_ADDRESS_HEADER]: signClientAddress(address, TEST_CLIENT_ADDRESS_SECRET, Date.now() - 5 * 60_000) },
        { [CLIENT_ADDRESS_HEADER]: `${address};${Math.floor(Date.now() / 1000)};` },
        { [CLIENT_ADDRESS_HEADER]: address },
        { 'x-forwarded-for': address },
      ];
      return { ...variants[index % variants.length]!, 'x-forwarded-for': address };
    };
    for (let i = 0; i < LIMITS.registrationsPerAddress.points; i += 1) expect(await registerWith(forged(i))).toBeNull();
    // Every one of them was counted as one and the same client.
    expect(await registerWith(forged(LIMITS.registrationsPerAddress.points))).toMatch(TOO_MANY);
    // A shopper the storefront speaks for is not affected.
    expect(await registerWith(signedAddress(testAddress()))).toBeNull();
  });
});

describe('login limits', () => {
  it('count one account once, whether named by username or e-mail, in any case', async () => {
    const { username, email } = await newCustomer();
    const attacker = browser();
    const points = LIMITS.loginFailuresPerAccountAndAddress.points;
    for (let attempt = 0; attempt < points; attempt += 1) {
      const login = attempt % 2 === 0 ? username : attempt % 4 === 1 ? email.toUpperCase() : ` ${email} `;
      expect(await attacker.error(LOGIN, { username: login, password: `guess-${attempt}` })).toBe('The user could not be logged in.');
    }
    expect(await attacker.error(LOGIN, { username, password: PASSWORD })).toMatch(TOO_MANY);
    expect(await attacker.error(LOGIN, { username: email, password: PASSWORD })).toMatch(TOO_MANY);
  });

  it('slow the flooding address, never the owner signing in from another', async () => {
    const { username, email } = await newCustomer();
    const attacker = browser();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccountAndAddress.points + 5; attempt += 1) {
      await attacker.error(LOGIN, { username: attempt % 2 ? email : username, password: `guess-${attempt}` });
    }
    expect(await attacker.error(LOGIN, { username, password: PASSWORD })).toMatch(TOO_MANY);
    const owner = browser();
    expect((await owner.login(email, PASSWORD)).authToken).toMatch(/^ey/);
  });

  it('treat an unknown account like a known one: the same count, the same refusal', async () => {
    const attacker = browser();
    const nobody = `${unique('niemand')}@example.com`;
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccountAndAddress.points; attempt += 1) {
      expect(await attacker.error(LOGIN, { username: attempt % 2 ? nobody : nobody.toUpperCase(), password: `guess-${attempt}` })).toBe(
        'The user could not be logged in.',
      );
    }
    expect(await attacker.error(LOGIN, { username: nobody, password: PASSWORD })).toMatch(TOO_MANY);
  });
});

const SEND_RESET = `mutation S($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;

describe('reset requests', () => {
  it('count one account once, named by username or e-mail, and answer an unknown account the same way', async () => {
    const { username, email } = await newCustomer('reset');
    const names = [username, email.toUpperCase(), ` ${email} `, username.toUpperCase()];
    for (let i = 0; i < LIMITS.resetRequestsPerAccount.points; i += 1) {
      expect(await browser().ok(SEND_RESET, { u: names[i % names.length] })).toEqual({ sendPasswordResetEmail: { success: true } });
    }
    expect(await browser().error(SEND_RESET, { u: email })).toMatch(TOO_MANY);
    const nobody = `${unique('niemand')}@example.com`;
    for (let i = 0; i < LIMITS.resetRequestsPerAccount.points; i += 1) {
      expect(await browser().ok(SEND_RESET, { u: i % 2 ? nobody : nobody.toUpperCase() })).toEqual({ sendPasswordResetEmail: { success: true } });
    }
    expect(await browser().error(SEND_RESET, { u: nobody })).toMatch(TOO_MANY);
  });
});

const APPLY = `mutation A($code: String!) { applyCoupon(input: { code: $code }) { cart { total } } }`;

describe('coupon and gift-card codes', () => {
  it('answer a spent gift card exactly as a code that does not exist', async () => {
    const shopper = new Shopper(backend);
    await shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const spent = await shopper.send(APPLY, { code: 'gc-0000-leer' });
    const unknown = await shopper.send(APPLY, { code: 'gc-0000-lees' });
    expect(spent.body.errors?.[0]?.message).toBe('Coupon &quot;gc-0000-leer&quot; cannot be applied because it does not exist.');
    expect(unknown.body.errors?.[0]?.message).toBe('Coupon &quot;gc-0000-lees&quot; cannot be applied because it does not exist.');
    expect([spent.status, spent.body.data]).toEqual([unknown.status, unknown.body.data]);
  });

  it('are refused to an address that guessed too often, even a good one, while other shoppers go on', async () => {
    const guesser = new Shopper(backend);
    await guesser.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    for (let guess = 0; guess < LIMITS.couponFailuresPerAddress.points; guess += 1) {
      expect(await guesser.error(APPLY, { code: `GC-${1000 + guess}-RATE` })).toMatch(/cannot be applied because it does not exist\.$/);
    }
    expect(await guesser.error(APPLY, { code: 'GC-2B6N-WT5D' })).toMatch(TOO_MANY);
    const other = new Shopper(backend);
    await other.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    expect(await other.error(APPLY, { code: 'GC-9999-NEIN' })).toBe('Coupon &quot;gc-9999-nein&quot; cannot be applied because it does not exist.');
  });
});

const review = (productId: number, overrides: Record<string, unknown> = {}) => ({
  rating: 1,
  commentOn: productId,
  content: `Review ${unique('text')}`,
  author: 'Flo Flood',
  authorEmail: `${unique('flood')}@example.com`,
  ...overrides,
});

describe('reviews', () => {
  it('one per signed-in customer and product, whatever e-mail or text the second one carries', async () => {
    const { username } = await newCustomer('reviewer');
    const customer = browser();
    await customer.login(username, PASSWORD);
    const first = await customer.send<WriteReviewShape>(WRITE_REVIEW, { input: review(picks.variable.id) });
    expect(first.body.errors).toBeUndefined();
    const second = await customer.send<WriteReviewShape>(WRITE_REVIEW, { input: review(picks.variable.id, { rating: 5 }) });
    expect(second.body.errors?.[0]?.message).toBe('You have already reviewed this product.');
    // Another product is fine.
    expect((await customer.send<WriteReviewShape>(WRITE_REVIEW, { input: review(picks.simple.id, { rating: 5 }) })).body.errors).toBeUndefined();
  });

  it('one per e-mail address and product without an account', async () => {
    const email = `${unique('once')}@example.com`;
    const write = (input: Record<string, unknown>) => backend.graphql<WriteReviewShape>(WRITE_REVIEW, { input }, signedAddress(testAddress()));
    expect((await write(review(picks.variable.id, { authorEmail: email }))).body.errors).toBeUndefined();
    const again = await write(review(picks.variable.id, { authorEmail: email.toUpperCase() }));
    expect(again.body.errors?.[0]?.message).toBe('You have already reviewed this product.');
  });

  it('a flood of anonymous reviews from one address is stopped; another address still writes', async () => {
    const flooder = signedAddress(testAddress());
    const write = (headers: Record<string, string>) => backend.graphql<WriteReviewShape>(WRITE_REVIEW, { input: review(picks.simple.id) }, headers);
    for (let i = 0; i < LIMITS.anonymousReviewsPerAddress.points; i += 1) expect((await write(flooder)).body.errors).toBeUndefined();
    const refused = await write(flooder);
    expect(refused.body.errors?.[0]?.message).toMatch(TOO_MANY);
    expect(refused.body.data?.writeReview).toBeNull();
    expect((await write(signedAddress(testAddress()))).body.errors).toBeUndefined();
  });
});

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;
const billing = (email: string) => ({
  firstName: 'Vera',
  lastName: 'Victim',
  address1: 'Lindenallee 3',
  city: 'Hamburg',
  postcode: '20095',
  country: 'DE',
  email,
  phone: '+49 40 123456',
});

describe('order mail to a typed address', () => {
  it('goes to one recipient a bounded number of times, from however many addresses; the orders still go through', async () => {
    const victim = `${unique('victim')}@example.com`;
    const order = async () => {
      const shopper = new Shopper(backend);
      await shopper.ok(ADD_TO_CART, { input: { productId: plentiful, quantity: 1 } });
      const { body } = await shopper.send<{ checkout: { order: { databaseId: number } } }>(CHECKOUT, { input: { paymentMethod: 'cod', billing: billing(victim) } });
      return body.data?.checkout?.order.databaseId ?? body.errors?.[0]?.message;
    };
    const orders = [];
    for (let i = 0; i < LIMITS.orderMailsPerRecipient.points + 2; i += 1) orders.push(await order());
    expect(orders.every((id) => typeof id === 'number')).toBe(true);
    const [{ count } = { count: 0 }] = await backend.running.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE recipients @> $1::jsonb`,
      [JSON.stringify([{ address: victim }])],
    );
    expect(count).toBe(LIMITS.orderMailsPerRecipient.points);
  });

  it('a flood of orders from one address is stopped; another address still orders', async () => {
    const flooder = new Shopper(backend);
    const order = async (shopper: Shopper) => {
      await shopper.ok(ADD_TO_CART, { input: { productId: plentiful, quantity: 1 } });
      const { body } = await shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: billing(`${unique('o')}@example.com`) } });
      return body.errors?.[0]?.message ?? null;
    };
    for (let i = 0; i < LIMITS.checkoutsPerAddress.points; i += 1) expect(await order(flooder)).toBeNull();
    expect(await order(flooder)).toMatch(TOO_MANY);
    expect(await order(new Shopper(backend))).toBeNull();
  });
});
