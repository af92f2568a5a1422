import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { createCommerceGraphql } from '@/server/commerce/graphql-server';
import { startThirdPartySignIn } from '@/server/commerce/oauth';
import { readOAuthConfig } from '@/server/commerce/oauth/config';
import { startTestBackend } from './backend';
import { ProviderBrowser } from './oauth-browser';
import { LINK_FROM_ACCOUNT } from '@/server/commerce/oauth/oauth-login';
import { AccountBrowser, unique } from './account-browser';

// Third-party sign-in on one machine: the backend starts its embedded OpenID provider on a free
// loopback port, the test plays the browser at its sign-in and consent pages, and the code and
// state the provider sends to the storefront's callback page go to `login`.
const STOREFRONT = 'http://127.0.0.1:3240';
const backend = startTestBackend({
  env: { OIDC_EMBEDDED: '1', OIDC_EMBEDDED_PORT: '0', STOREFRONT_URL: STOREFRONT },
});

/** The account a sign-in landed on, as the accounts module stored it. */
async function customerRow(id: number): Promise<{ email: string; name: string } | undefined> {
  const [row] = await backend.running.db.query<{ email: string; name: string }>(
    `SELECT email, trim(first_name || ' ' || last_name) AS name FROM customer WHERE id = $1`,
    [id],
  );
  return row;
}

/** A customer who registered with a password before ever using the provider. */
const registered = (email: string) => new AccountBrowser(backend).register(unique('shopper'), email, 'a-long-password-42');

const CLIENTS = `{ loginClients { name provider isEnabled authorizationUrl clientId order } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) {
  authToken authTokenExpiration refreshToken refreshTokenExpiration clientMutationId } }`;

const LINK = `mutation Link($input: LinkUserIdentityInput!) { linkUserIdentity(input: $input) { success user { databaseId } clientMutationId } }`;
interface LinkShape {
  linkUserIdentity: { success: boolean; user: { databaseId: number } | null; clientMutationId: string | null } | null;
}

interface LoginClientShape {
  name: string;
  provider: string;
  isEnabled: boolean;
  authorizationUrl: string;
  clientId: string;
  order: number;
}
interface LoginShape {
  login: { authToken: string; authTokenExpiration: string; refreshToken: string; refreshTokenExpiration: string; clientMutationId: string | null } | null;
}

/** A fresh authorization URL, asked for as a guest or, given its browser, as a signed-in customer. */
async function authorizationUrl(asCustomer?: AccountBrowser): Promise<string> {
  const { body } = asCustomer ? await asCustomer.send<{ loginClients: LoginClientShape[] }>(CLIENTS) : await backend.graphql<{ loginClients: LoginClientShape[] }>(CLIENTS);
  const url = body.data?.loginClients[0]?.authorizationUrl;
  if (!url) throw new Error(`no authorization URL: ${JSON.stringify(body)}`);
  return url;
}

/** Signs in at the provider and allows access; returns where the provider sends the browser. */
async function signInAtProvider(email: string, password: string, asCustomer?: AccountBrowser): Promise<URL> {
  const browser = new ProviderBrowser(STOREFRONT);
  const signIn = await browser.open(await authorizationUrl(asCustomer));
  expect(signIn.html).toContain('Sign in to continue');
  const consent = await browser.submit(signIn, '/login', { email, password });
  expect(consent.html).toContain('Allow the shop to');
  const back = await browser.submit(consent, '/confirm');
  if (!back.leftFor) throw new Error(`the provider did not send the browser back: ${back.status} ${back.html.slice(0, 300)}`);
  return back.leftFor;
}

const oauthResponse = (callback: URL) => ({ code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' });
const login = (input: Record<string, unknown>) => backend.graphql<LoginShape>(LOGIN, { input });
const customerOf = (payload: LoginShape['login']) => Number((decodeJwt(payload?.authToken ?? '').data as { user: { id: string } }).user.id);

describe('loginClients', () => {
  it('lists the embedded provider as an enabled OAUTH2_GENERIC client whose URL carries state and a PKCE challenge', async () => {
    const { body } = await backend.graphql<{ loginClients: LoginClientShape[] }>(CLIENTS);
    expect(body.errors).toBeUndefined();
    const [client, ...others] = body.data?.loginClients ?? [];
    expect(others).toEqual([]);
    expect(client).toMatchObject({ name: 'Demo ID', provider: 'OAUTH2_GENERIC', isEnabled: true, clientId: 'vitrine-storefront', order: 0 });
    const url = new URL(client?.authorizationUrl ?? '');
    expect(url.origin).toBe(backend.running.thirdPartySignIn.embeddedIssuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${STOREFRONT}/oauth/login/oauth2_generic`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    // Each listing hands out a new state.
    expect(new URL(await authorizationUrl()).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('is null, not [], on a shop with no login client configured', async () => {
    const yoga = createCommerceGraphql({
      db: backend.running.db,
      sessionKeys: { secret: new TextEncoder().encode('a-secret-of-this-test-only-0123456789'), issuer: 'http://shop.test' },
      site: { publicUrl: 'http://shop.test', timeZone: 'Europe/Berlin' },
      corsOrigins: [],
      storefrontUrl: STOREFRONT,
    });
    const response = await yoga.fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ loginClients { name } }' }),
    });
    expect(await response.json()).toEqual({ data: { loginClients: null } });
  });

  it('answers loginClient by provider, and null for a provider that is not configured', async () => {
    const { body } = await backend.graphql<{ generic: { provider: string } | null; google: null }>(
      `{ generic: loginClient(provider: OAUTH2_GENERIC) { provider } google: loginClient(provider: GOOGLE) { provider } }`,
    );
    expect(body.data).toEqual({ generic: { provider: 'OAUTH2_GENERIC' }, google: null });
  });
});

describe('login through the embedded provider', () => {
  it('signs a new person in as a new customer, and the same person again as the same customer', async () => {
    const callback = await signInAtProvider('anna@example.com', 'anna-demo');
    expect(callback.pathname).toBe('/oauth/login/oauth2_generic');
    const first = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(callback), clientMutationId: 'm1' });
    expect(first.body.errors).toBeUndefined();
    const payload = first.body.data?.login;
    expect(payload?.clientMutationId).toBe('m1');
    expect(Number(payload?.authTokenExpiration)).toBeGreaterThan(Date.now() / 1000);
    expect(payload?.refreshToken).toBeTruthy();
    const customerId = customerOf(payload ?? null);
    expect(await customerRow(customerId)).toEqual({ email: 'anna@example.com', name: 'Anna Berger' });

    const again = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('anna@example.com', 'anna-demo')) });
    expect(customerOf(again.body.data?.login ?? null)).toBe(customerId);
    const [link] = await backend.running.db.query<{ customer_id: number; email: string }>(
      `SELECT customer_id, email FROM oauth_identity WHERE issuer = $1 AND subject = 'demo-anna'`,
      [backend.running.thirdPartySignIn.embeddedIssuer],
    );
    expect(link).toEqual({ customer_id: customerId, email: 'anna@example.com' });
  });

  it('never signs in as an existing customer because the e-mail matches: the owner links it first', async () => {
    const existing = await registered('Ben@Example.com');
    const result = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('ben@example.com', 'ben-demo')) });
    expect(result.body.errors?.[0]?.message).toBe(LINK_FROM_ACCOUNT);
    expect(result.body.data?.login).toBeNull();
    expect(await backend.running.db.query(`SELECT 1 FROM oauth_identity WHERE customer_id = $1`, [existing])).toEqual([]);

    // Ben signs in with his password and links the provider from his account; from then on it signs him in.
    const owner = new AccountBrowser(backend);
    await owner.login('ben@example.com', 'a-long-password-42');
    const callback = await signInAtProvider('ben@example.com', 'ben-demo', owner);
    const linked = await owner.ok<LinkShape>(LINK, { input: { provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(callback), userId: String(existing) } });
    expect(linked.linkUserIdentity?.success).toBe(true);
    const signIn = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('ben@example.com', 'ben-demo')) });
    expect(customerOf(signIn.body.data?.login ?? null)).toBe(existing);
  });

  it('refuses an identity whose e-mail the provider has not verified', async () => {
    const existing = await registered('clara@example.com');
    const result = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('clara@example.com', 'clara-demo')) });
    expect(result.body.errors?.[0]?.message).toBe('The user could not be logged in.');
    expect(result.body.data?.login).toBeNull();
    const links = await backend.running.db.query(`SELECT 1 FROM oauth_identity WHERE customer_id = $1`, [existing]);
    expect(links).toEqual([]);
  });

  it('shows the sign-in page again for a wrong password', async () => {
    const browser = new ProviderBrowser(STOREFRONT);
    const signIn = await browser.open(await authorizationUrl());
    const retry = await browser.submit(signIn, '/login', { email: 'anna@example.com', password: 'wrong' });
    expect(retry.status).toBe(401);
    expect(retry.html).toContain('Incorrect e-mail address or password.');
    expect(retry.leftFor).toBeUndefined();
  });

  it('never sends a code to a redirect URI it was not given for the client', async () => {
    const url = new URL(await authorizationUrl());
    url.searchParams.set('redirect_uri', 'https://attacker.example/oauth/login/oauth2_generic');
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });
});

describe('login refuses what it did not hand out', () => {
  it('a state that is unknown, used once already, or missing', async () => {
    const callback = await signInAtProvider('anna@example.com', 'anna-demo');
    const { code, state } = oauthResponse(callback);
    const mismatch = 'The state returned from the OAUTH2_GENERIC response does not match.';

    const wrong = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: { code, state: 'not-a-state-we-made' } });
    expect(wrong.body.errors?.[0]?.message).toBe(mismatch);
    const missing = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: { code } });
    expect(missing.body.errors?.[0]?.message).toBe(mismatch);

    const first = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: { code, state } });
    expect(first.body.errors).toBeUndefined();
    const replayed = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: { code, state } });
    expect(replayed.body.errors?.[0]?.message).toBe(mismatch);
    expect(replayed.body.data?.login).toBeNull();
  });

  it('a code replayed with a fresh state (its PKCE verifier does not match, and the code is spent)', async () => {
    const { code, state } = oauthResponse(await signInAtProvider('anna@example.com', 'anna-demo'));
    expect((await login({ provider: 'OAUTH2_GENERIC', oauthResponse: { code, state } })).body.errors).toBeUndefined();
    const freshState = new URL(await authorizationUrl()).searchParams.get('state') ?? '';
    const replayed = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: { code, state: freshState } });
    expect(replayed.body.errors?.[0]?.message).toBe('The user could not be logged in.');
  });

  it('a provider that is not enabled, and an OAuth login without oauthResponse', async () => {
    const google = await login({ provider: 'GOOGLE', oauthResponse: { code: 'x', state: 'y' } });
    expect(google.body.errors?.[0]?.message).toBe('Provider `google` is not enabled.');
    const bare = await login({ provider: 'OAUTH2_GENERIC' });
    expect(bare.body.errors?.[0]?.message).toBe('The OAUTH2_GENERIC provider requires the use of the `oauthResponse` input arg.');
  });

  it('a state past its expiry', async () => {
    const state = new URL(await authorizationUrl()).searchParams.get('state') ?? '';
    await backend.running.db.query(`UPDATE oauth_state SET expires_at = now() - interval '1 second' WHERE state = $1`, [state]);
    const late = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: { code: 'any', state } });
    expect(late.body.errors?.[0]?.message).toBe('The state returned from the OAUTH2_GENERIC response does not match.');
  });
});

/** A customer registered with a password, signed in on their own browser. */
async function signedInCustomer(email: string): Promise<{ browser: AccountBrowser; id: number }> {
  const browser = new AccountBrowser(backend);
  const username = unique('owner');
  const id = await browser.register(username, email, 'a-long-password-42');
  await browser.login(username, 'a-long-password-42');
  return { browser, id };
}

describe('linkUserIdentity: the owner of an account links a provider to it', () => {
  it('links the identity for the signed-in customer who started it; it then signs in as them', async () => {
    const email = `${unique('dora')}@example.com`;
    const owner = await signedInCustomer(email);
    // Dora's demo identity has another address: the owner chooses what to link, the e-mail need not match.
    const callback = await signInAtProvider('anna@example.com', 'anna-demo', owner.browser);
    await backend.running.db.query(`DELETE FROM oauth_identity WHERE subject = 'demo-anna'`);
    const linked = await owner.browser.ok<LinkShape>(LINK, {
      input: { provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(callback), userId: String(owner.id), clientMutationId: 'l1' },
    });
    expect(linked.linkUserIdentity).toEqual({ success: true, user: { databaseId: owner.id }, clientMutationId: 'l1' });
    const again = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('anna@example.com', 'anna-demo')) });
    expect(customerOf(again.body.data?.login ?? null)).toBe(owner.id);
    await backend.running.db.query(`DELETE FROM oauth_identity WHERE subject = 'demo-anna'`);
  });

  it('refuses a guest, another user id, and a state handed out to a guest or to another customer', async () => {
    const owner = await signedInCustomer(`${unique('erik')}@example.com`);
    const other = await signedInCustomer(`${unique('fay')}@example.com`);
    const input = (callback: URL, userId = String(owner.id)) => ({ input: { provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(callback), userId } });
    const mismatch = 'The state returned from the OAUTH2_GENERIC response does not match.';

    expect((await backend.graphql(LINK, input(await signInAtProvider('anna@example.com', 'anna-demo', owner.browser)))).body.errors?.[0]?.message).toBe(
      'You must be logged in to link a sign-in to your account.',
    );
    expect(await owner.browser.error(LINK, input(await signInAtProvider('anna@example.com', 'anna-demo', owner.browser), String(other.id)))).toBe(
      'You can only link a sign-in to your own account.',
    );
    // A callback from a sign-in a guest started (an attacker's own, say) links nothing.
    expect(await owner.browser.error(LINK, input(await signInAtProvider('anna@example.com', 'anna-demo')))).toBe(mismatch);
    // Nor does one another customer started.
    expect(await owner.browser.error(LINK, input(await signInAtProvider('anna@example.com', 'anna-demo', other.browser)))).toBe(mismatch);
    expect(await backend.running.db.query(`SELECT 1 FROM oauth_identity WHERE customer_id = ANY($1)`, [[owner.id, other.id]])).toEqual([]);
  });

  it('refuses a link asked for without a fresh login: a stolen session cannot add a sign-in that outlives a password change', async () => {
    const email = `${unique('ines')}@example.com`;
    const owner = await signedInCustomer(email);
    // The owner signed in ten minutes ago; a thief holds that sign-in's refresh token and refreshes it.
    await backend.running.db.query(`UPDATE customer_refresh_token SET authenticated_at = now() - interval '10 minutes' WHERE customer_id = $1`, [owner.id]);
    const thief = new AccountBrowser(backend);
    const refreshed = await thief.ok<{ refreshToken: { authToken: string } }>(`mutation R($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken } }`, {
      t: owner.browser.refreshToken,
    });
    thief.authToken = refreshed.refreshToken.authToken;
    const callback = await signInAtProvider('clara@example.com', 'clara-demo', thief);
    expect(await thief.error(LINK, { input: { provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(callback), userId: String(owner.id) } })).toBe(
      'Please sign in again with your current password to link a sign-in to your account.',
    );
    expect(await backend.running.db.query(`SELECT 1 FROM oauth_identity WHERE customer_id = $1`, [owner.id])).toEqual([]);
    // Signed in again with the password, the owner links as before.
    owner.browser.authToken = null;
    await owner.browser.login(email, 'a-long-password-42');
    const fresh = await owner.browser.send<LinkShape>(LINK, {
      input: { provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('clara@example.com', 'clara-demo', owner.browser)), userId: String(owner.id) },
    });
    expect(fresh.body.data?.linkUserIdentity?.success).toBe(true);
    await backend.running.db.query(`DELETE FROM oauth_identity WHERE subject = 'demo-clara'`);
  });

  it('ends every link at a password reset: whoever registered the address first keeps no sign-in of their own', async () => {
    // An attacker registers the victim's address (nothing verifies it) and links a sign-in of theirs.
    const email = `${unique('jo')}@example.com`;
    const attacker = await signedInCustomer(email);
    const linked = await attacker.browser.ok<LinkShape>(LINK, {
      input: { provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('clara@example.com', 'clara-demo', attacker.browser)), userId: String(attacker.id) },
    });
    expect(linked.linkUserIdentity?.success).toBe(true);
    // The victim is told the address is registered, resets the password from the mail and uses the account.
    await backend.graphql(`mutation S($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`, { u: email });
    const [mail] = await backend.running.db.query<{ text_body: string }>(`SELECT text_body FROM mail_outbox WHERE recipients @> $1::jsonb ORDER BY id DESC LIMIT 1`, [
      JSON.stringify([{ address: email }]),
    ]);
    const link = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail?.text_body ?? '')![0]);
    const reset = await backend.graphql(`mutation R($k: String!, $l: String!, $p: String!) { resetUserPassword(input: { key: $k, login: $l, password: $p }) { user { databaseId } } }`, {
      k: link.searchParams.get('key'),
      l: link.searchParams.get('login'),
      p: 'the-victims-own-password',
    });
    expect(reset.body.errors).toBeUndefined();
    // The attacker's sign-in no longer opens it: it is a new person to the shop again.
    const again = await login({ provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('clara@example.com', 'clara-demo')) });
    expect(again.body.data?.login).toBeFalsy();
    expect(await backend.running.db.query(`SELECT 1 FROM oauth_identity WHERE customer_id = $1`, [attacker.id])).toEqual([]);
  });

  it('refuses an identity already linked to another account', async () => {
    const first = await signedInCustomer(`${unique('gus')}@example.com`);
    const second = await signedInCustomer(`${unique('hana')}@example.com`);
    const link = async (owner: { browser: AccountBrowser; id: number }) =>
      owner.browser.send<LinkShape>(LINK, {
        input: { provider: 'OAUTH2_GENERIC', oauthResponse: oauthResponse(await signInAtProvider('clara@example.com', 'clara-demo', owner.browser)), userId: String(owner.id) },
      });
    expect((await link(first)).body.data?.linkUserIdentity?.success).toBe(true);
    expect((await link(second)).body.errors?.[0]?.message).toBe('This sign-in is already linked to another account.');
    const [row] = await backend.running.db.query<{ customer_id: number }>(`SELECT customer_id FROM oauth_identity WHERE subject = 'demo-clara'`);
    expect(row?.customer_id).toBe(first.id);
    await backend.running.db.query(`DELETE FROM oauth_identity WHERE subject = 'demo-clara'`);
  });
});

describe('the embedded provider keeps its issuer across restarts', () => {
  it('listens again on the port it fell back to, so identity links (keyed by issuer) keep signing in', async () => {
    // 4001 taken (by this test, or by someone else already): the provider falls back to a free port.
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.once('error', () => resolve()).listen(4001, '127.0.0.1', () => resolve()));
    try {
      const config = readOAuthConfig({ OIDC_EMBEDDED: '1', STOREFRONT_URL: STOREFRONT });
      const first = await startThirdPartySignIn(backend.running.db, config, { linker: null, log: () => {} });
      const issuer = first.embeddedIssuer;
      await first.close();
      expect(issuer).not.toBe('http://127.0.0.1:4001');
      const second = await startThirdPartySignIn(backend.running.db, config, { linker: null, log: () => {} });
      expect(second.embeddedIssuer).toBe(issuer);
      await second.close();
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
