import { describe, expect, it } from 'vitest';
import { AccountBrowser, LOGIN, REGISTER, unique, type LoginShape } from './account-browser';
import { signedAddress, startTestBackend, testAddress } from './backend';

/**
 * WordPress's rules for usernames and passwords, as a real store (WordPress 6.8.3, WooCommerce
 * 10.0.2, WPGraphQL 2.6.0, WooGraphQL 1.0.2, Headless Login 0.4.3) answered them on 2026-11-27
 * (docs/woographql-contract.md §7b): every expectation here is what that store stored or said.
 */
const backend = startTestBackend();
const PASSWORD = 'Geheim-Passwort-42';
const SEND_RESET = `mutation S($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;
const RESET = `mutation R($key: String!, $login: String!, $password: String!) {
  resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId } } }`;

type Registered = { registerCustomer: { customer: { databaseId: number; username: string } } };

/** Registers and answers the stored username, or the refusal's message. */
async function register(input: Record<string, unknown>): Promise<string> {
  const response = await new AccountBrowser(backend).send<Registered>(REGISTER, {
    input: { email: `${unique('r')}@example.com`, password: PASSWORD, authenticate: true, ...input },
  });
  return response.body.errors?.[0]?.message ?? (response.body.data as Registered).registerCustomer.customer.username;
}

/** Who a sign-in with this text and password opens (their username), or the refusal's message. */
async function signIn(login: string, password: string): Promise<string> {
  const response = await new AccountBrowser(backend).send<LoginShape>(LOGIN, { username: login, password });
  return response.body.errors?.[0]?.message ?? (response.body.data as LoginShape).login.user.username;
}

describe('sendPasswordResetEmail', () => {
  const send = (text: string) => backend.graphql<{ sendPasswordResetEmail: { success: boolean } | null }>(SEND_RESET, { u: text }, signedAddress(testAddress()));

  it('refuses an empty text ("" and "0", PHP’s empty()) with WPGraphQL’s words, and nothing else', async () => {
    for (const empty of ['', '0']) {
      const answer = await send(empty);
      expect(answer.body.errors?.map((error) => error.message)).toEqual(['Enter a username or email address.']);
      expect(answer.body.errors?.[0]?.path).toEqual(['sendPasswordResetEmail']);
      expect(answer.body.data).toEqual({ sendPasswordResetEmail: null });
    }
    // Spaces are a text given (not empty): it names nobody, and the answer is the usual success.
    for (const named of ['   ', '\t', unique('niemand')]) {
      expect((await send(named)).body).toMatchObject({ data: { sendPasswordResetEmail: { success: true } } });
    }
  });
});

describe('registerCustomer’s usernames (sanitize_user, validate_username)', () => {
  it('stores the username WordPress makes of the one typed', async () => {
    const tag = unique('');
    const cases: [string, string][] = [
      [`anna  maria ${tag}`, `anna maria ${tag}`],
      [`  lead${tag}  `, `lead${tag}`],
      [`<b>tag${tag}</b>`, `tag${tag}`],
      [`Jörg${tag}`, `Jorg${tag}`],
      [`ä${tag}`, `a${tag}`],
      [`per%41cent${tag}`, `percent${tag}`],
      [`ent&amp;ity${tag}`, `entity${tag}`],
      [`tab\tx${tag}`, `tab x${tag}`],
      [`UPPER${tag}`, `UPPER${tag}`],
    ];
    for (const [typed, stored] of cases) expect(await register({ username: typed })).toBe(stored);
  });

  it('refuses a username with characters WordPress does not keep, or none left, with WooCommerce’s words', async () => {
    for (const typed of [`ha#sh${unique('')}`, `pl+us${unique('')}`, '<b></b>', '   ', '李']) {
      expect(await register({ username: typed })).toBe('Please provide a valid account username.');
    }
    expect(await register({ username: 'x'.repeat(61) })).toBe('Username may not be longer than 60 characters.');
  });

  it('finds a username taken when it is the same after sanitising, whatever the case', async () => {
    const tag = unique('');
    expect(await register({ username: `anna maria ${tag}` })).toBe(`anna maria ${tag}`);
    expect(await register({ username: `jorg${tag}` })).toBe(`jorg${tag}`);
    for (const typed of [`ANNA   maria ${tag} `, `<i>anna maria ${tag}</i>`, `Jörg${tag}`, `JÖRG${tag}`]) {
      expect(await register({ username: typed })).toBe('An account is already registered with that username. Please choose another.');
    }
  });

  it('makes one as wc_create_new_customer_username() does when none (or "0") is given', async () => {
    const tag = unique('');
    expect(await register({ username: null, email: `jorg.muller+shop${tag}@example.com` })).toBe(`jorg.mullershop${tag}`);
    expect(await register({ username: '0', email: `joerg.m+shop${tag}@example.com` })).toBe(`joerg.mshop${tag}`);
    // Taken: "-" and four random digits.
    expect(await register({ email: `jorg.muller+shop${tag}@example.net` })).toMatch(new RegExp(`^jorg\\.mullershop${tag}-\\d{4}$`));
    // The names first, each made strict ASCII, joined by "." and lower-cased; "李" leaves nothing.
    expect(await register({ firstName: 'Jörg', lastName: `Müller-Lüdenscheidt${tag}` })).toBe(`jorg.muller-ludenscheidt${tag}`);
    expect(await register({ firstName: '李', email: `zh${tag}@example.com` })).toBe(`zh${tag}`);
    // A common local part names nobody: the domain does.
    expect(await register({ email: `info@shop${tag}.example.com` })).toBe(`shop${tag}.example.com`);
  });
});

describe('passwords: WordPress trims them when it stores and when it checks one', () => {
  it('opens an account registered with outer spaces by the password with or without them', async () => {
    const username = unique('trim');
    expect(await register({ username, password: ' Lead-Trail-Pass-9 ' })).toBe(username);
    for (const typed of [' Lead-Trail-Pass-9 ', 'Lead-Trail-Pass-9', '\tLead-Trail-Pass-9  ']) expect(await signIn(username, typed)).toBe(username);
    expect(await signIn(username, 'Lead-Trail-Pass-9 x')).toBe('The user could not be logged in.');
  });

  it('refuses a password of spaces only: the real store would keep it and never let it sign in', async () => {
    expect(await register({ username: unique('blank'), password: '        ' })).toBe('The password must be at least 8 characters long.');
    expect(await register({ username: unique('short'), password: '   Kurz-7   ' })).toBe('The password must be at least 8 characters long.');
    expect(await register({ username: unique('null'), password: '0' })).toBe(
      'A password was not provided and WooCommerce does not automatically generate one for you.',
    );
  });

  it('answers Headless Login’s "missing" for a password of spaces only or "0", and for a username that sanitises to nothing', async () => {
    const username = unique('missing');
    await register({ username });
    for (const password of ['   ', '0', ' 0 ']) expect(await signIn(username, password)).toBe('Missing username or password.');
    for (const login of ['0', '   ', '<b></b>']) expect(await signIn(login, PASSWORD)).toBe('Missing username or password.');
  });

  it('signs in by the username WordPress makes of the text typed', async () => {
    const tag = unique('');
    await register({ username: `anna maria ${tag}` });
    await register({ username: `Jorg${tag}` });
    await register({ username: `ok3${tag}` });
    expect(await signIn(`  ANNA   maria ${tag} `, PASSWORD)).toBe(`anna maria ${tag}`);
    expect(await signIn(`Jörg${tag}`, PASSWORD)).toBe(`Jorg${tag}`);
    expect(await signIn(`<b>ok3${tag}</b>`, PASSWORD)).toBe(`ok3${tag}`);
    expect(await signIn(`ok%413${tag}`, PASSWORD)).toBe(`ok3${tag}`);
  });

  it('stores a reset password trimmed too', async () => {
    const username = unique('reset');
    const email = `${username}@example.com`;
    await register({ username, email });
    await backend.graphql(SEND_RESET, { u: email }, signedAddress(testAddress()));
    const [mail] = await backend.running.db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE recipients @> $1::jsonb AND template = 'password-reset' ORDER BY id DESC LIMIT 1`,
      [JSON.stringify([{ address: email }])],
    );
    const link = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail?.text_body ?? '')?.[0] ?? 'about:blank');
    // "0" is no password (PHP's empty()); spaces only would be kept empty by a real store: too short here.
    const refused = (password: string) => backend.graphql(RESET, { key: link.searchParams.get('key'), login: username, password }).then((answer) => answer.body.errors?.[0]?.message);
    expect(await refused('0')).toBe('A new password is required.');
    expect(await refused('         ')).toBe('The password must be at least 8 characters long.');
    // The login as typed in the link, with spaces and in capitals, is the account's (sanitize_user, any case).
    const reset = await backend.graphql(RESET, { key: link.searchParams.get('key'), login: ` ${username.toUpperCase()} `, password: '  Neues-Passwort-5\t' });
    expect(reset.body.errors).toBeUndefined();
    expect(await signIn(username, 'Neues-Passwort-5')).toBe(username);
  });
});
