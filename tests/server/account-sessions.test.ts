import { describe, expect, it } from 'vitest';
import { AccountBrowser, LOGIN, REGISTER, unique, VIEWER, type ViewerShape } from './account-browser';
import { startTestBackend } from './backend';

/**
 * Issue 20 item 4: a stolen session does not outlive the owner's response. Password and e-mail
 * change only with a fresh login; a password change or reset ends every other session; refresh
 * tokens rotate, and a reused one revokes its family; the old address hears of an e-mail change.
 * Item 8 (passwords): trimmed as WordPress trims them, at least 8 characters once trimmed.
 */
const backend = startTestBackend();
const browser = () => new AccountBrowser(backend);
const PASSWORD = 'Nebel-Wald-2026';

const UPDATE_CUSTOMER = `mutation U($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { authToken refreshToken customer { databaseId email } } }`;
// Without the payload's token fields, so the refusals below are checked the same on older servers.
const UPDATE_DETAILS = `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { databaseId email } } }`;
const UPDATE_USER = `mutation U($input: UpdateUserInput!) { updateUser(input: $input) { user { databaseId } } }`;
const REFRESH = `mutation R($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken success } }`;
const NEXT_REFRESH = `{ viewer { databaseId auth { refreshToken refreshTokenExpiration } } }`;
const SEND_RESET = `mutation S($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;
const RESET = `mutation R($key: String!, $login: String!, $password: String!) {
  resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId } } }`;

type UpdateShape = { updateCustomer: { authToken: string | null; refreshToken: string | null; customer: { databaseId: number; email: string } } };
type RefreshShape = { refreshToken: { authToken: string | null; success: boolean } };
type NextRefreshShape = { viewer: { databaseId: number; auth: { refreshToken: string | null; refreshTokenExpiration: string | null } | null } | null };

async function newCustomer(password = PASSWORD) {
  const username = unique('sitzung');
  const email = `${username}@example.com`;
  const id = await browser().register(username, email, password);
  return { id, username, email };
}

/** A browser signed in with a token whose login lies `minutes` back: what a thief with a stolen refresh token holds. */
async function staleBrowser(username: string, minutes = 10) {
  const shopper = browser();
  const login = await shopper.login(username, PASSWORD);
  await backend.running.db.query(
    `UPDATE customer_refresh_token SET authenticated_at = now() - make_interval(mins => $2) WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [login.refreshToken, minutes],
  );
  const refreshed = await shopper.ok<RefreshShape>(REFRESH, { t: login.refreshToken });
  expect(refreshed.refreshToken.success).toBe(true);
  shopper.authToken = refreshed.refreshToken.authToken;
  return shopper;
}

async function isSignedIn(shopper: AccountBrowser): Promise<boolean> {
  const answer = await shopper.send<ViewerShape>(VIEWER);
  return answer.status === 200 && answer.body.data?.viewer !== null;
}

async function refreshWorks(token: string): Promise<boolean> {
  return (await browser().ok<RefreshShape>(REFRESH, { t: token })).refreshToken.success;
}

const mailsTo = (address: string) =>
  backend.running.db.query<{ template: string; subject: string; text_body: string }>(
    `SELECT template, subject, text_body FROM mail_outbox WHERE recipients @> $1::jsonb ORDER BY id`,
    [JSON.stringify([{ address }])],
  );

describe('changing password or e-mail needs a fresh login', () => {
  it('refuses both to a token whose login is older than five minutes, and changes nothing', async () => {
    const { id, username, email } = await newCustomer();
    const thief = await staleBrowser(username);
    expect(await isSignedIn(thief)).toBe(true);
    const refusal = 'Please sign in again with your current password to change your password or e-mail address.';
    expect(await thief.error(UPDATE_DETAILS, { input: { password: 'Gestohlen-2026' } })).toBe(refusal);
    expect(await thief.error(UPDATE_DETAILS, { input: { email: `${unique('dieb')}@example.com` } })).toBe(refusal);
    const userId = Buffer.from(`user:${id}`).toString('base64');
    expect(await thief.error(UPDATE_USER, { input: { id: userId, password: 'Gestohlen-2026' } })).toBe(refusal);
    expect(await thief.error(UPDATE_USER, { input: { id: userId, email: `${unique('dieb')}@example.com` } })).toBe(refusal);
    // Names and addresses stay editable with any valid token.
    const named = await thief.ok<UpdateShape>(UPDATE_DETAILS, { input: { firstName: 'Erika', email } });
    expect(named.updateCustomer.customer.email).toBe(email);
    await browser().login(username, PASSWORD);
  });

  it('changes the password with a fresh login: this device gets new tokens, every other session ends', async () => {
    const { username } = await newCustomer();
    const phone = browser();
    const phoneLogin = await phone.login(username, PASSWORD);
    const laptop = browser();
    const laptopLogin = await laptop.login(username, PASSWORD);

    const changed = await laptop.ok<UpdateShape>(UPDATE_CUSTOMER, { input: { password: 'Neues-Passwort-2026' } });
    expect(changed.updateCustomer.authToken).toMatch(/^ey/);
    expect(changed.updateCustomer.refreshToken).toMatch(/^rt_/);

    // The other device: its auth token answers 403, its refresh token gets nothing.
    expect(await isSignedIn(phone)).toBe(false);
    expect(await refreshWorks(phoneLogin.refreshToken)).toBe(false);
    // The device that changed it: its old tokens ended too, the new ones work.
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await refreshWorks(laptopLogin.refreshToken)).toBe(false);
    laptop.authToken = changed.updateCustomer.authToken;
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await refreshWorks(changed.updateCustomer.refreshToken!)).toBe(true);

    expect(await browser().error(LOGIN, { username, password: PASSWORD })).toBe('The user could not be logged in.');
    await browser().login(username, 'Neues-Passwort-2026');
  });

  it('changes the password by updateUser too, and ends the other sessions', async () => {
    const { id, username } = await newCustomer();
    const phone = browser();
    await phone.login(username, PASSWORD);
    const laptop = browser();
    await laptop.login(username, PASSWORD);
    const data = await laptop.ok<{ updateUser: { user: { databaseId: number } } }>(
      `mutation U($input: UpdateUserInput!) { updateUser(input: $input) { user { databaseId auth { authToken refreshToken } } } }`,
      { input: { id: Buffer.from(`user:${id}`).toString('base64'), password: 'Anderes-Wort-2026' } },
    );
    const auth = (data.updateUser.user as { auth?: { authToken: string; refreshToken: string } }).auth;
    expect(auth?.authToken).toMatch(/^ey/);
    expect(auth?.refreshToken).toMatch(/^rt_/);
    expect(await isSignedIn(phone)).toBe(false);
    laptop.authToken = auth!.authToken;
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it('changes the e-mail with a fresh login and warns the old address by mail', async () => {
    const { username, email } = await newCustomer();
    const shopper = browser();
    await shopper.login(username, PASSWORD);
    const newEmail = `${unique('neu')}@example.com`;
    const data = await shopper.ok<UpdateShape>(UPDATE_DETAILS, { input: { email: newEmail } });
    expect(data.updateCustomer.customer.email).toBe(newEmail);
    const [warning] = await mailsTo(email);
    expect(warning?.template).toBe('email-changed');
    expect(warning?.subject).toBe('Ihre E-Mail-Adresse bei Vitrine wurde geändert');
    expect(warning?.text_body).toContain(newEmail);
    expect(warning?.text_body).toContain('/my-account/lost-password');
    // Nothing to the new address, and nothing when the address stays the same.
    expect(await mailsTo(newEmail)).toEqual([]);
    await shopper.ok(UPDATE_DETAILS, { input: { email: newEmail, firstName: 'Anna' } });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('a password reset', () => {
  it('ends every session of the account', async () => {
    const { username, email } = await newCustomer();
    const phone = browser();
    const phoneLogin = await phone.login(username, PASSWORD);
    await browser().ok(SEND_RESET, { u: username });
    const [mail] = await mailsTo(email);
    const key = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail?.text_body ?? '')![0]).searchParams.get('key')!;
    await browser().ok(RESET, { key, login: username, password: 'Zurueck-Gesetzt-1' });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await refreshWorks(phoneLogin.refreshToken)).toBe(false);
  });
});

describe('refresh tokens', () => {
  it('rotate on use: the new auth token reads the successor, and the used token is spent', async () => {
    const { id, username } = await newCustomer();
    const shopper = browser();
    const login = await shopper.login(username, PASSWORD);
    const now = Date.now() / 1000;
    expect(Number(login.refreshTokenExpiration)).toBeGreaterThan(now + 29 * 24 * 3600);
    expect(Number(login.refreshTokenExpiration)).toBeLessThan(now + 31 * 24 * 3600);

    const first = await shopper.ok<RefreshShape>(REFRESH, { t: login.refreshToken });
    shopper.authToken = first.refreshToken.authToken;
    const next = await shopper.ok<NextRefreshShape>(NEXT_REFRESH);
    expect(next.viewer?.databaseId).toBe(id);
    const successor = next.viewer?.auth?.refreshToken;
    expect(successor).toMatch(/^rt_/);
    expect(successor).not.toBe(login.refreshToken);
    // Asked again with the same auth token: the same successor, not a second one.
    expect((await shopper.ok<NextRefreshShape>(NEXT_REFRESH)).viewer?.auth?.refreshToken).toBe(successor);

    // Parallel requests of one browser may use a token twice at once; both get the same successor.
    const [a, b] = await Promise.all([browser().ok<RefreshShape>(REFRESH, { t: successor }), browser().ok<RefreshShape>(REFRESH, { t: successor })]);
    expect(a.refreshToken.success && b.refreshToken.success).toBe(true);
    const successorOf = async (authToken: string | null) => {
      const reader = browser();
      reader.authToken = authToken;
      return (await reader.ok<NextRefreshShape>(NEXT_REFRESH)).viewer?.auth?.refreshToken;
    };
    const third = await successorOf(a.refreshToken.authToken);
    expect(third).toMatch(/^rt_/);
    expect(await successorOf(b.refreshToken.authToken)).toBe(third);
    expect(await refreshWorks(third!)).toBe(true);
  });

  it('revoke the whole family when a used one comes back later, and leave other devices signed in', async () => {
    const { username } = await newCustomer();
    const owner = browser();
    const login = await owner.login(username, PASSWORD);
    const other = browser();
    const otherLogin = await other.login(username, PASSWORD);

    // The owner refreshes; a thief who copied the first token tries it after the grace.
    const refreshed = await owner.ok<RefreshShape>(REFRESH, { t: login.refreshToken });
    owner.authToken = refreshed.refreshToken.authToken;
    const successor = (await owner.ok<NextRefreshShape>(NEXT_REFRESH)).viewer?.auth?.refreshToken;
    expect(successor).toMatch(/^rt_/);
    await backend.running.db.query(`UPDATE customer_refresh_token SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL AND customer_id = (SELECT id FROM customer WHERE username = $1)`, [username]);
    expect(await refreshWorks(login.refreshToken)).toBe(false);
    // The family is revoked: the owner's successor too (they sign in again and the thief is out).
    expect(await refreshWorks(successor!)).toBe(false);
    expect(await owner.ok<NextRefreshShape>(NEXT_REFRESH).then((data) => data.viewer?.auth?.refreshToken ?? null)).toBeNull();
    // Another sign-in of the same account is another family.
    expect(await refreshWorks(otherLogin.refreshToken)).toBe(true);
  });

  it('are not handed out for a login’s own auth token (the login payload carried it)', async () => {
    const { username } = await newCustomer();
    const shopper = browser();
    await shopper.login(username, PASSWORD);
    expect((await shopper.ok<NextRefreshShape>(NEXT_REFRESH)).viewer?.auth?.refreshToken).toBeNull();
  });
});

describe('passwords', () => {
  it('are trimmed as WordPress trims them (wp_hash_password, wp_authenticate) at registration, login, change and reset', async () => {
    // A real store opens an account registered with outer spaces by the password with or without
    // them (docs/woographql-contract.md §7b); inner spaces count.
    const spaced = '  Leer-Zeichen 2026  ';
    const { username, email } = await newCustomer(spaced);
    const shopper = browser();
    await shopper.login(username, spaced);
    await browser().login(username, spaced.trim());
    expect(await browser().error(LOGIN, { username, password: 'Leer-Zeichen2026' })).toBe('The user could not be logged in.');

    await shopper.ok(UPDATE_DETAILS, { input: { password: ' Neu mit Rand ' } });
    await browser().login(username, 'Neu mit Rand');
    await browser().login(username, '\tNeu mit Rand  ');
    expect(await browser().error(LOGIN, { username, password: spaced })).toBe('The user could not be logged in.');

    await browser().ok(SEND_RESET, { u: username });
    const mails = await mailsTo(email);
    const reset = mails.find((mail) => mail.template === 'password-reset');
    const key = new URL(/https?:\/\/\S+lost-password\S+/.exec(reset?.text_body ?? '')![0]).searchParams.get('key')!;
    await browser().ok(RESET, { key, login: username, password: ' Gesetzt 2026 ' });
    await browser().login(username, 'Gesetzt 2026');
  });

  it('have at least 8 characters at registration, reset and change', async () => {
    const short = 'The password must be at least 8 characters long.';
    const username = unique('kurz');
    expect(await browser().error(REGISTER, { input: { username, email: `${username}@example.com`, password: 'Kurz-12' } })).toBe(short);
    // Eight characters, counted as characters: four emoji are four, not eight UTF-16 units.
    expect(await browser().error(REGISTER, { input: { username, email: `${username}@example.com`, password: '🔑🔑🔑🔑' } })).toBe(short);
    const { username: owner, email } = await newCustomer();
    const shopper = browser();
    await shopper.login(owner, PASSWORD);
    expect(await shopper.error(UPDATE_DETAILS, { input: { password: '1234567' } })).toBe(short);
    // Eight only with its outer spaces: seven once trimmed, as the store would keep it.
    expect(await shopper.error(UPDATE_DETAILS, { input: { password: ' 1234567' } })).toBe(short);
    await browser().ok(SEND_RESET, { u: owner });
    const [mail] = await mailsTo(email);
    const key = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail?.text_body ?? '')![0]).searchParams.get('key')!;
    expect(await browser().error(RESET, { key, login: owner, password: 'abc' })).toBe(short);
    // The key survived the refusal: a good password still goes through.
    await browser().ok(RESET, { key, login: owner, password: 'Lang-Genug-2026' });
  });
});
