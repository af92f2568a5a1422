import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAuthToken } from '@/server/commerce/customers/auth-tokens';
import { findCustomerById } from '@/server/commerce/customers/customer-store';
import { customerForVerifiedEmail } from '@/server/commerce/customers/registration';
import { LIMITS } from '@/server/commerce/limits/policy';
import { AccountBrowser, LOGIN, REGISTER, unique, VIEWER, type LoginShape, type ViewerShape } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, CART_QUERY, type CartShape } from './shopper';

const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const browser = () => new AccountBrowser(backend);
const PASSWORD = 'Sommer-Regen-2026';

/** A registered customer with names of their own (tests share the database on Postgres). */
async function newCustomer(label = 'kunde') {
  const username = unique(label);
  const email = `${username}@example.com`;
  const id = await browser().register(username, email, PASSWORD);
  return { id, username, email };
}

describe('registerCustomer', () => {
  it('creates a customer whose password is stored as an argon2id hash', async () => {
    const username = unique('Neu');
    const data = await browser().ok<{ registerCustomer: { customer: { username: string; email: string }; viewer: { username: string }; authToken: string } }>(
      REGISTER,
      { input: { username, email: `${username}@Example.com`, password: PASSWORD, authenticate: true } },
    );
    expect(data.registerCustomer.customer).toMatchObject({ username, email: `${username}@Example.com` });
    expect(data.registerCustomer.viewer.username).toBe(username);
    expect(data.registerCustomer.authToken).toMatch(/^ey/);
    const [row] = await backend.running.db.query<{ password_hash: string }>('SELECT password_hash FROM customer WHERE username = $1', [username]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });

  it('leaves the requester a guest without authenticate: true (WooGraphQL v1.0)', async () => {
    const username = unique('still-guest');
    const data = await browser().ok<{ registerCustomer: { customer: null; viewer: null; authToken: null } }>(REGISTER, {
      input: { username, email: `${username}@example.com`, password: PASSWORD },
    });
    expect(data.registerCustomer).toEqual({ customer: null, viewer: null, authToken: null, refreshToken: null });
  });

  it('refuses a taken e-mail or username, also when only the case differs', async () => {
    const { username, email } = await newCustomer('dupe');
    const register = (input: Record<string, unknown>) => browser().error(REGISTER, { input: { password: PASSWORD, ...input } });
    // WooCommerce 10's words, with the address as typed (docs/woographql-contract.md §7b).
    expect(await register({ username: unique('other'), email: email.toUpperCase() })).toBe(
      `An account is already registered with ${email.toUpperCase()}. Please log in or use a different email address.`,
    );
    expect(await register({ username: username.toUpperCase(), email: `${unique('x')}@example.com` })).toBe(
      'An account is already registered with that username. Please choose another.',
    );
  });

  it('answers missing or invalid fields with WooCommerce’s messages', async () => {
    const register = (input: Record<string, unknown>) => browser().error(REGISTER, { input });
    expect(await register({ username: unique('a'), password: PASSWORD })).toBe('Please provide a valid email address.');
    // WPGraphQL's words when WordPress cleans the e-mail to nothing, as a real store answers (§7b).
    expect(await register({ username: unique('a'), email: 'not-an-email', password: PASSWORD })).toBe('The email address you are trying to use is invalid');
    expect(await register({ username: unique('a'), email: `${unique('a')}@example.com` })).toBe(
      'A password was not provided and WooCommerce does not automatically generate one for you.',
    );
    // "#" is outside WordPress's username characters (validate_username); a tag would just be stripped.
    expect(await register({ username: 'bad#name', email: `${unique('a')}@example.com`, password: PASSWORD })).toBe(
      'Please provide a valid account username.',
    );
  });

  it('makes a username from the e-mail when none is given', async () => {
    const local = unique('mail');
    const data = await browser().ok<{ registerCustomer: { customer: { username: string } } }>(REGISTER, {
      input: { email: `${local}@example.com`, password: PASSWORD, authenticate: true },
    });
    expect(data.registerCustomer.customer.username).toBe(local);
  });
});

describe('login with a password', () => {
  it('signs in by username and by e-mail, with Headless Login’s payload', async () => {
    const { id, username, email } = await newCustomer();
    for (const login of [username, email.toUpperCase()]) {
      const shopper = browser();
      const payload = await shopper.login(login, PASSWORD);
      expect(payload.user).toMatchObject({ databaseId: id, username, email });
      expect(payload.customer).toMatchObject({ databaseId: id, username, id: Buffer.from(`customer:${id}`).toString('base64') });
      const now = Date.now() / 1000;
      expect(Number(payload.authTokenExpiration)).toBeGreaterThan(now + 200);
      expect(Number(payload.authTokenExpiration)).toBeLessThan(now + 400);
      // 30 days, rotated on use (tests/server/account-sessions.test.ts), not Headless Login's 365.
      expect(Number(payload.refreshTokenExpiration)).toBeGreaterThan(now + 29 * 24 * 3600);
      expect(payload.sessionToken).toBe(shopper.session);
    }
  });

  it('answers an unknown account exactly as a wrong password, with no reason beside it', async () => {
    const { username, email } = await newCustomer();
    const answer = async (login: string) => {
      const { body, status } = await browser().send<LoginShape>(LOGIN, { username: login, password: 'falsch-falsch' });
      return { status, body };
    };
    const wrong = await answer(username);
    expect(wrong.body.errors?.[0]?.message).toBe('The user could not be logged in.');
    expect(wrong.body.data?.login).toBeNull();
    expect(wrong.body).not.toHaveProperty('extensions');
    for (const other of [email, 'niemand-hier', 'niemand@example.com']) expect(await answer(other)).toEqual(wrong);
  });

  it('refuses a login while already signed in, and an empty password', async () => {
    const { username } = await newCustomer();
    const shopper = browser();
    await shopper.login(username, PASSWORD);
    expect(await shopper.error(LOGIN, { username, password: PASSWORD })).toBe('You are already logged in.');
    expect(await browser().error(LOGIN, { username, password: '' })).toBe('Missing username or password.');
    // Headless Login trims the password first: spaces only are no password (the real store answers so).
    expect(await browser().error(LOGIN, { username, password: '  ' })).toBe('Missing username or password.');
  });

  it('answers the spec’s viewer fields for the Bearer token’s customer, and null for guests', async () => {
    const { id, username, email } = await newCustomer('Viewer');
    const shopper = browser();
    expect((await shopper.ok<ViewerShape>(VIEWER)).viewer).toBeNull();
    await shopper.login(username, PASSWORD);
    const { viewer } = await shopper.ok<ViewerShape>(VIEWER);
    expect(viewer).toMatchObject({ databaseId: id, username, email, nicename: username.toLowerCase(), id: Buffer.from(`user:${id}`).toString('base64') });
    expect(viewer?.avatar.url).toMatch(/\/avatar\/[0-9a-f]{32}\.svg/);
    // The same session, minted afresh: the token carries the second it was issued, so two
    // tokens of one session differ once the clock has ticked between login and this query.
    const sessionOf = (token: string | null | undefined) => decodeJwt(token ?? '').data;
    expect(sessionOf(viewer?.wooSessionToken)).toEqual(sessionOf(shopper.session));
    expect(sessionOf(viewer?.wooSessionToken)).toBeDefined();
  });
});

describe('auth and refresh tokens', () => {
  it('refreshes the auth token, and logout ends the refresh token and every auth token', async () => {
    const { id, username } = await newCustomer();
    const shopper = browser();
    const first = await shopper.login(username, PASSWORD);
    const refreshed = await shopper.ok<{ refreshToken: { authToken: string; success: boolean } }>(
      `mutation R($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken authTokenExpiration success } }`,
      { t: first.refreshToken },
    );
    expect(refreshed.refreshToken.success).toBe(true);
    shopper.authToken = refreshed.refreshToken.authToken;
    expect((await shopper.ok<ViewerShape>(VIEWER)).viewer?.databaseId).toBe(id);

    const out = await shopper.ok<{ logout: { success: boolean } }>(`mutation { logout(input: {}) { success } }`);
    expect(out.logout.success).toBe(true);
    const again = await browser().ok<{ refreshToken: { authToken: string | null; success: boolean } }>(
      `mutation R($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken success } }`,
      { t: first.refreshToken },
    );
    expect(again.refreshToken).toEqual({ authToken: null, success: false });
    const stale = await shopper.send<ViewerShape>(VIEWER);
    expect(stale.status).toBe(403);
    expect(stale.body.data?.viewer).toBeNull();
  });

  it('answers an expired, tampered or foreign auth token as a guest with HTTP 403', async () => {
    const { id, username } = await newCustomer();
    const [option] = await backend.running.db.query<{ value: string }>(`SELECT value FROM site_option WHERE name = 'session_secret'`);
    const customer = await findCustomerById(backend.running.db, id);
    const keys = { secret: new TextEncoder().encode(option!.value), issuer: backend.url };
    const expired = await signAuthToken(customer!, keys, new Date(Date.now() - 10 * 60_000));
    const foreign = await signAuthToken(customer!, { secret: new TextEncoder().encode('another shop'), issuer: backend.url });
    const valid = (await browser().login(username, PASSWORD)).authToken;
    const [header, payload] = valid.split('.');
    const forged = `${header}.${Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(`"id":"${id}"`, '"id":"1"')).toString('base64url')}.${valid.split('.')[2]}`;
    for (const token of [expired.token, foreign.token, forged, 'nonsense']) {
      const shopper = browser();
      shopper.authToken = token;
      const response = await shopper.send<ViewerShape>(VIEWER);
      expect(response.status).toBe(403);
      expect(response.body.data?.viewer).toBeNull();
      expect(response.body.errors).toBeUndefined();
    }
  });
});

describe('the cart across login', () => {
  const addSimple = (shopper: AccountBrowser, quantity = 1) => shopper.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity } });
  const cartOf = async (shopper: AccountBrowser) => (await shopper.ok<{ cart: CartShape }>(CART_QUERY)).cart;

  it('merges the guest cart into the customer’s and follows the customer to another browser', async () => {
    const { id, username } = await newCustomer();
    const laptop = browser();
    await addSimple(laptop, 2);
    const guestToken = laptop.session;
    const login = await laptop.login(username, PASSWORD);
    expect(login.sessionToken).not.toBe(guestToken);
    expect(JSON.parse(Buffer.from(login.sessionToken.split('.')[1]!, 'base64url').toString()).data.customer_id).toBe(String(id));
    expect((await cartOf(laptop)).contents.nodes.map((line) => [line.product.node.databaseId, line.quantity])).toEqual([[picks.simple.id, 2]]);

    // Another browser: its own guest line joins the stored cart.
    const phone = browser();
    await phone.ok(ADD_TO_CART, { input: { productId: picks.variable.id, variationId: picks.variable.variation_id, quantity: 1 } });
    await phone.login(username, PASSWORD);
    const merged = await cartOf(phone);
    expect(merged.contents.nodes.map((line) => line.product.node.databaseId).sort()).toEqual([picks.simple.id, picks.variable.id].sort());
    expect((await cartOf(laptop)).contents.itemCount).toBe(3);
  });

  it('reads the customer’s cart with the auth token alone, without writing the session', async () => {
    const { id, username } = await newCustomer();
    const shopper = browser();
    await shopper.login(username, PASSWORD);
    await addSimple(shopper);
    const revision = async () =>
      (await backend.running.db.query<{ revision: number }>('SELECT revision FROM session WHERE key = $1', [String(id)]))[0]?.revision;
    const before = await revision();
    const server = browser();
    server.authToken = shopper.authToken;
    expect((await cartOf(server)).contents.nodes.map((line) => line.product.node.databaseId)).toEqual([picks.simple.id]);
    expect(JSON.parse(Buffer.from(server.session!.split('.')[1]!, 'base64url').toString()).data.customer_id).toBe(String(id));
    expect(await revision()).toBe(before);
  });

  it('does not open the customer’s cart with their session token alone (after logout or copied)', async () => {
    const { username } = await newCustomer();
    const shopper = browser();
    await shopper.login(username, PASSWORD);
    await addSimple(shopper);
    const customerSession = shopper.session;
    const thief = browser();
    thief.session = customerSession;
    expect((await cartOf(thief)).isEmpty).toBe(true);
    expect(thief.session).not.toBe(customerSession);
  });
});

describe('abuse limits', () => {
  it('stops password guessing on one account from one address with a clear message, even with the right password', async () => {
    const { username } = await newCustomer();
    const attacker = browser();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccountAndAddress.points; attempt += 1) {
      expect(await attacker.error(LOGIN, { username, password: `guess-${attempt}` })).toBe('The user could not be logged in.');
    }
    expect(await attacker.error(LOGIN, { username, password: PASSWORD })).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  it('limits registrations per address', async () => {
    const shopper = browser();
    for (let i = 0; i < LIMITS.registrationsPerAddress.points; i += 1) {
      const username = unique('flood');
      await shopper.ok(REGISTER, { input: { username, email: `${username}@example.com`, password: PASSWORD } });
    }
    const username = unique('flood');
    expect(await shopper.error(REGISTER, { input: { username, email: `${username}@example.com`, password: PASSWORD } })).toMatch(/^Too many attempts/);
    // Another address is not affected.
    expect((await browser().ok<{ registerCustomer: object }>(REGISTER, { input: { username, email: `${username}@example.com`, password: PASSWORD } })).registerCustomer).toBeTruthy();
  });
});

describe('accounts of third-party identities', () => {
  it('makes an account without a password for a verified e-mail nobody has, and never hands over an existing one', async () => {
    const { email } = await newCustomer();
    // Someone's account: only its owner, signed in, may link a provider to it.
    expect(await customerForVerifiedEmail(backend.running.db, { email: email.toUpperCase() })).toBeNull();
    const fresh = `${unique('anna')}@example.com`;
    const made = await customerForVerifiedEmail(backend.running.db, { email: fresh, firstName: 'Anna', lastName: 'Berger' });
    expect(made).toMatchObject({ email: fresh, firstName: 'Anna', lastName: 'Berger', passwordHash: '' });
    expect(await customerForVerifiedEmail(backend.running.db, { email: fresh })).toBeNull();
    // No password: a password login cannot open it.
    expect(await browser().error(LOGIN, { username: fresh, password: 'irgendwas' })).toBe('The user could not be logged in.');
  });
});
