import { describe, expect, it } from 'vitest';
import { AccountBrowser, LOGIN, unique, type LoginShape } from './account-browser';
import { signedAddress, startTestBackend, testAddress } from './backend';

/**
 * A username holding "@" is a username (login-names.ts). Sign-in tries the username first and
 * the e-mail second, each account with its own password (wp_authenticate:
 * wp_authenticate_username_password, then wp_authenticate_email_password, which only runs for
 * texts is_email() accepts). The reset mail goes by e-mail when an "@" follows the first
 * character, else by username, never both (WPGraphQL SendPasswordResetEmail::get_user_data); the
 * reset link's login is a username only (check_password_reset_key).
 */
const backend = startTestBackend();
const WRONG = 'The user could not be logged in.';
const SEND_RESET = `mutation S($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;
const RESET = `mutation R($key: String!, $login: String!, $password: String!) {
  resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId } } }`;

async function register(username: string, email: string, password: string) {
  const id = await new AccountBrowser(backend).register(username, email, password);
  return { id, username, email, password };
}

/** Who a sign-in with this text and password opens, or the refusal's message. */
async function signIn(login: string, password: string): Promise<number | string> {
  const response = await new AccountBrowser(backend).send<LoginShape>(LOGIN, { username: login, password });
  return response.body.errors?.[0]?.message ?? (response.body.data as LoginShape).login.user.databaseId;
}

async function requestReset(text: string) {
  const answer = await backend.graphql<{ sendPasswordResetEmail: { success: boolean } }>(SEND_RESET, { u: text }, signedAddress(testAddress()));
  // The same answer whoever it names, or nobody.
  expect(answer.body).toMatchObject({ data: { sendPasswordResetEmail: { success: true } } });
}

async function resetMailsTo(email: string) {
  return backend.running.db.query<{ text_body: string }>(
    `SELECT text_body FROM mail_outbox WHERE recipients @> $1::jsonb AND template = 'password-reset' ORDER BY id`,
    [JSON.stringify([{ address: email }])],
  );
}

describe('a username that contains "@"', () => {
  it('signs in by that name (not an e-mail address: no dot in its domain), whatever its case and surrounding spaces', async () => {
    const anna = await register(unique('anna') + '@home', `${unique('a')}@example.com`, 'Anna-Zuhause-2026');
    expect(await signIn(anna.username, anna.password)).toBe(anna.id);
    expect(await signIn(`  ${anna.username.toUpperCase()}\t`, anna.password)).toBe(anna.id);
    expect(await signIn(anna.email, anna.password)).toBe(anna.id);
    expect(await signIn(anna.username, 'Anna-Zuhause-2025')).toBe(WRONG);
  });

  it('is tried before the account whose e-mail the same text is; each opens with its own password only', async () => {
    const shared = `${unique('kim')}@home.example`;
    const kim = await register(shared, `${unique('k')}@example.com`, 'Kim-Name-zuerst-1');
    const bo = await register(unique('bo'), shared.toUpperCase(), 'Bo-Adresse-zweit-2');
    expect(await signIn(shared, kim.password)).toBe(kim.id);
    expect(await signIn(shared, bo.password)).toBe(bo.id);
    expect(await signIn(` ${shared.toUpperCase()} `, kim.password)).toBe(kim.id);
    expect(await signIn(` ${shared.toUpperCase()} `, bo.password)).toBe(bo.id);
    // A wrong password for both, and a text naming nobody, answer alike.
    expect(await signIn(shared, 'Keins-von-beiden-3')).toBe(WRONG);
    expect(await signIn(`${unique('niemand')}@home.example`, kim.password)).toBe(WRONG);
  });

  it('gets no reset mail by that name, as on the real store (an "@" makes it an e-mail lookup), but by its e-mail; its link resets it', async () => {
    const shared = `${unique('lou')}@home.example`;
    const lou = await register(shared, `${unique('l')}@example.com`, 'Lou-Name-zuerst-1');
    const max = await register(unique('max'), shared, 'Max-Adresse-zweit-2');
    await requestReset(` ${shared.toUpperCase()}`);
    expect(await resetMailsTo(lou.email)).toHaveLength(0);
    expect(await resetMailsTo(max.email)).toHaveLength(1);

    await requestReset(lou.email);
    const [mail] = await resetMailsTo(lou.email);
    const link = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail?.text_body ?? '')?.[0] ?? 'about:blank');
    expect(link.searchParams.get('login')).toBe(lou.username);
    // The link's login is a username, even one that reads like the other account's e-mail.
    const reset = await backend.graphql<{ resetUserPassword: { user: { databaseId: number } } }>(RESET, {
      key: link.searchParams.get('key'),
      login: link.searchParams.get('login'),
      password: 'Lou-neues-Passwort-4',
    });
    expect(reset.body.errors).toBeUndefined();
    expect(reset.body.data?.resetUserPassword.user.databaseId).toBe(lou.id);
    expect(await signIn(shared, 'Lou-neues-Passwort-4')).toBe(lou.id);
    expect(await signIn(shared, max.password)).toBe(max.id);
  });

  it('starting with "@", is looked up by name for a reset mail (strpos( $username, "@" ) is 0, not true)', async () => {
    const cem = await register(`@${unique('cem')}`, `${unique('c')}@example.com`, 'Cem-am-Anfang-2026');
    await requestReset(cem.username.toUpperCase());
    expect(await resetMailsTo(cem.email)).toHaveLength(1);
    expect(await signIn(cem.username, cem.password)).toBe(cem.id);
  });
});
