import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logOut, updateAddresses, updateDetails } from '@/lib/account/service';
import { AUTH_COOKIE, REFRESH_COOKIE, SESSION_COOKIE } from '@/lib/session/cookies';
import { loadAccountWishlist, saveAccountWishlist } from '@/lib/wishlist/account-wishlist';
import { AccountBrowser, unique } from '../server/account-browser';
import { startTestBackend } from '../server/backend';
import { CookieJar } from '../server/cookie-jar';
import { shapeDifferences, type Json } from './recording-shapes';

vi.mock('server-only', () => ({}));

/**
 * The account exchanges a real store answered (contract/recordings/buying/03, 11, 13):
 * - 03: Headless Login 0.4.3 has no `logout`; the storefront's logout must send nothing a
 *   backend refuses, on the recorded store (its recorded RootMutation fields) and on the
 *   embedded server (which has `logout` and revokes the session with it);
 * - 11: an updateCustomer without a password keeps the password on the embedded server, and on
 *   a store whose WPGraphQL replaces it (2.6.0–2.7.x) the storefront sends no such update;
 * - 13: the reset mail links to the storefront's form, and the WordPress mu-plugin that makes a
 *   real store do the same is in contract/wordpress/.
 */

interface Exchange {
  operationName: string;
  request: { query: string; variables: Record<string, unknown> };
  response: { data?: Json; errors?: Record<string, Json>[] };
}
interface BuyingRecording {
  exchanges: Exchange[];
}

const STOREFRONT_URL = 'https://laden.example';
const recordingsDir = path.resolve(__dirname, '../../contract/recordings/buying');
const recording = (name: string): BuyingRecording => JSON.parse(readFileSync(path.join(recordingsDir, `${name}.json`), 'utf8')) as BuyingRecording;
const exchange = (recorded: BuyingRecording, operationName: string): Exchange => {
  const found = recorded.exchanges.find((candidate) => candidate.operationName === operationName);
  if (!found) throw new Error(`no ${operationName} exchange`);
  return found;
};

const backend = startTestBackend({ env: { STOREFRONT_URL } });
let productIds: number[] = [];
beforeAll(async () => {
  const rows = await backend.running.db.query<{ id: number }>(`SELECT id FROM product WHERE status = 'publish' ORDER BY id LIMIT 2`);
  productIds = rows.map((row) => row.id);
});
afterEach(() => vi.restoreAllMocks());

type Seen = { operation: string; errors: string[] };

/**
 * A GraphQL endpoint on loopback that notes each operation and whether its answer carried
 * errors: forwarded to the embedded server, or answered from a recording.
 */
async function listeningBackend(answer: (body: string, headers: Record<string, string>) => Promise<{ status: number; headers: Record<string, string>; body: string }>) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const headers = Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
      const answered = await answer(body, headers);
      const parsed = JSON.parse(answered.body) as { errors?: { message: string }[] };
      const query = (JSON.parse(body) as { query: string }).query;
      seen.push({ operation: /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?', errors: (parsed.errors ?? []).map((error) => error.message) });
      response.writeHead(answered.status, { ...answered.headers, 'content-type': 'application/json' }).end(answered.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, seen };
}

/** The embedded server behind a listening endpoint (the storefront's calls, counted). */
const embeddedBehind = () =>
  listeningBackend(async (body, headers) => {
    const forwarded: Record<string, string> = { 'content-type': 'application/json' };
    for (const name of ['authorization', 'woocommerce-session']) if (headers[name]) forwarded[name] = headers[name];
    const response = await fetch(`${backend.url}/graphql`, { method: 'POST', headers: forwarded, body });
    const session = response.headers.get('woocommerce-session');
    const answered: Record<string, string> = session ? { 'woocommerce-session': session } : {};
    return { status: response.status, headers: answered, body: await response.text() };
  });

/** A browser of the storefront signed in as a new customer of the embedded server: its cookies, as the login action leaves them. */
async function signedInJar(password: string) {
  const username = unique('konto');
  const email = `${username}@example.com`;
  const shopper = new AccountBrowser(backend);
  await shopper.register(username, email, password);
  const login = await shopper.login(username, password);
  const jar = new CookieJar();
  const flags = { httpOnly: true as const, sameSite: 'lax' as const, secure: false, path: '/' };
  jar.set(AUTH_COOKIE, login.authToken, flags);
  jar.set(REFRESH_COOKIE, login.refreshToken, flags);
  if (shopper.session) jar.set(SESSION_COOKIE, shopper.session, flags);
  return { username, email, jar, refreshToken: login.refreshToken };
}

const LOGIN_RECORDED = exchange(recording('11-wishlist-update-resets-password'), 'LoginWithPassword');
async function loginWorks(username: string, password: string): Promise<boolean> {
  const answer = await new AccountBrowser(backend).send<{ login: { authToken: string } | null }>(LOGIN_RECORDED.request.query, { username, password });
  return Boolean(answer.body.data?.login?.authToken);
}

describe('buying/03: logging out sends nothing the backend refuses', () => {
  const recorded = exchange(recording('03-logout-mutation-not-in-schema'), 'Logout');
  const names = exchange(recording('03-logout-mutation-names'), 'GetMutationNames');

  it('on the recorded store (no logout mutation): asks once which mutations there are, never sends Logout', async () => {
    const mutations = (names.response.data as { __type: { fields: { name: string }[] } }).__type.fields.map((field) => field.name);
    expect(mutations).not.toContain('logout');
    const store = await listeningBackend(async (body) => {
      const query = (JSON.parse(body) as { query: string }).query;
      const answer = query.includes('__type') ? names.response : query.includes('logout') ? recorded.response : { errors: [{ message: 'not recorded' }] };
      return { status: 200, headers: {}, body: JSON.stringify(answer) };
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let visit = 0; visit < 3; visit += 1) {
      const { jar } = await signedInJar('Abmelde-Wort-2026');
      expect(await logOut(jar, { url: store.url, secure: false })).toEqual({ ok: true });
      expect([AUTH_COOKIE, REFRESH_COOKIE, SESSION_COOKIE].filter((name) => jar.has(name))).toEqual([]);
    }
    expect(store.seen).toEqual([{ operation: 'GetMutationNames', errors: [] }]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('on the embedded server (which has logout): sends the recorded Logout, answered without error, and the refresh token is spent', async () => {
    const embedded = await embeddedBehind();
    const { jar, refreshToken } = await signedInJar('Abmelde-Wort-2026');
    expect(await logOut(jar, { url: embedded.url, secure: false })).toEqual({ ok: true });
    expect(embedded.seen).toEqual([
      { operation: 'GetMutationNames', errors: [] },
      { operation: 'Logout', errors: [] },
    ]);
    const refreshed = await new AccountBrowser(backend).send<{ refreshToken: { success: boolean } | null }>(
      'mutation R($t: String!) { refreshToken(input: { refreshToken: $t }) { success } }',
      { t: refreshToken },
    );
    expect(refreshed.body.data?.refreshToken?.success ?? false).toBe(false);
    // The recorded request itself, on the embedded server: the same query, answered with success.
    const again = await signedInJar('Abmelde-Wort-2026');
    const shopper = new AccountBrowser(backend);
    shopper.authToken = again.jar.get(AUTH_COOKIE)!.value;
    const answer = await shopper.send(recorded.request.query, recorded.request.variables);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ logout: { success: true } });
  });
});

describe('buying/11: updates without a password leave the password working', () => {
  const recorded = recording('11-wishlist-update-resets-password');

  it('on the embedded server: the recorded wishlist update, a details and an address update, then the recorded login succeeds', async () => {
    const password = 'Geheim-Passwort-42';
    const username = unique('kaeufer');
    const shopper = new AccountBrowser(backend);
    const register = exchange(recorded, 'RegisterCustomer');
    const registered = await shopper.send<{ registerCustomer: { authToken: string } }>(register.request.query, { username, email: `${username}@example.com`, password });
    expect(registered.body.errors).toBeUndefined();
    expect(shapeDifferences(register.response.data!, registered.body.data as Json, 'data')).toEqual([]);
    shopper.authToken = registered.body.data!.registerCustomer.authToken;

    const wishlist = exchange(recorded, 'UpdateCustomerWishlist');
    const value = JSON.stringify(productIds.slice(0, 1));
    const updated = await shopper.send(wishlist.request.query, { ...wishlist.request.variables, metaData: [{ key: 'vitrine_wishlist', value }] });
    expect(updated.body.errors).toBeUndefined();
    expect(shapeDifferences(wishlist.response.data!, updated.body.data as Json, 'data')).toEqual([]);
    expect(await loginWorks(username, password)).toBe(true);

    const update = 'mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { databaseId } } }';
    expect((await shopper.send(update, { input: { firstName: 'Karla', lastName: 'Käufer' } })).body.errors).toBeUndefined();
    expect(await loginWorks(username, password)).toBe(true);
    const address = { firstName: 'Karla', lastName: 'Käufer', address1: 'Ring 1', city: 'Wien', postcode: '1010', country: 'AT' };
    expect((await shopper.send(update, { input: { billing: address, shipping: address } })).body.errors).toBeUndefined();
    expect(await loginWorks(username, password)).toBe(true);
  });

  it('on an affected store (WPGraphQL 2.6–2.7): the storefront sends no updateCustomer without the password, and the password stays', async () => {
    const password = 'Geheim-Passwort-43';
    const embedded = await embeddedBehind();
    const { username, jar } = await signedInJar(password);
    const options = { url: embedded.url, secure: false, updatesResetPassword: async () => true };

    // A heart: kept in this browser, the account's list untouched.
    expect(await saveAccountWishlist(jar, productIds, options)).toEqual(productIds);
    expect(await loadAccountWishlist(jar, options)).toEqual(productIds);
    // Details and addresses without the current password: refused here, nothing sent.
    const address = { firstName: 'Karla', lastName: 'Käufer', company: '', address1: 'Ring 1', address2: '', city: 'Wien', postcode: '1010', state: '', country: 'AT', phone: '', email: '' };
    expect(await updateAddresses(jar, { billing: address, shipping: address }, options)).toMatchObject({ ok: false, notice: { key: 'currentPasswordForUpdate' } });
    expect(await updateDetails(jar, { firstName: 'Karla', lastName: 'Käufer', email: `${username}@example.com` }, options)).toMatchObject({ ok: false });
    const sentUpdates = () => embedded.seen.filter((call) => call.operation.startsWith('Update'));
    expect(sentUpdates()).toEqual([]);

    // With it: the update carries the password, so even an affected store keeps it.
    expect(await updateAddresses(jar, { billing: address, shipping: address, current: password }, options)).toMatchObject({ ok: true });
    expect(sentUpdates()).toEqual([{ operation: 'UpdateAccountKeepingPassword', errors: [] }]);
    expect(await loginWorks(username, password)).toBe(true);
  });
});

describe('buying/13: the reset link leads to the storefront', () => {
  // Recorded without an operation name: the one exchange.
  const recorded = recording('13-password-reset-link-points-to-wordpress').exchanges[0]!;

  it('the embedded server mails STOREFRONT_URL/my-account/lost-password?key=…&login=…, and the key sets a new password', async () => {
    const password = 'Vergessen-Wort-2026';
    const { username, email } = await signedInJar(password);
    const sent = await new AccountBrowser(backend).send<{ sendPasswordResetEmail: { success: boolean } }>(recorded.request.query.replace('"kunde"', JSON.stringify(username)));
    expect(sent.body).toMatchObject(recorded.response);

    const [mail] = await backend.running.db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE recipients @> $1::jsonb AND text_body LIKE '%lost-password?key=%' ORDER BY id DESC LIMIT 1`,
      [JSON.stringify([{ address: email }])],
    );
    const link = new URL(/https?:\/\/\S+lost-password\S*/.exec(mail?.text_body ?? '')![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/my-account/lost-password`);
    expect(link.searchParams.get('login')).toBe(username);
    const key = link.searchParams.get('key');
    expect(key).toBeTruthy();
    const reset = await new AccountBrowser(backend).send(
      'mutation R($key: String!, $login: String!, $password: String!) { resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId } } }',
      { key, login: username, password: 'Neues-Wort-2026' },
    );
    expect(reset.body.errors).toBeUndefined();
    expect(await loginWorks(username, 'Neues-Wort-2026')).toBe(true);
  });

  it('the WordPress mu-plugin for a real store names the storefront’s reset page', () => {
    const plugin = path.resolve(__dirname, '../../contract/wordpress/vitrine-storefront-links.php');
    expect(existsSync(plugin)).toBe(true);
    const source = readFileSync(plugin, 'utf8');
    expect(source).toMatch(/^<\?php/);
    expect(source).toContain("'/my-account/lost-password'");
    expect(source).toContain('VITRINE_STOREFRONT_URL');
    expect(source).toContain("getenv( 'STOREFRONT_URL' )");
    // WooCommerce's mail builds its link from the lost-password endpoint; WordPress's from wp-login.php.
    for (const hook of ['woocommerce_get_endpoint_url', 'retrieve_password_message', 'lostpassword_url']) expect(source).toContain(`'${hook}'`);
  });
});
