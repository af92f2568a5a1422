import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, register, requestPasswordReset, resetPassword } from '@/lib/account/service';
import { loginFailureNotice, registrationFailureNotice } from '@/lib/account/messages';
import type { CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

/**
 * The storefront's half of WordPress's password and username rules (docs/woographql-contract.md
 * §7b): the store trims passwords, so a password long enough only by its outer spaces — one of
 * spaces only above all, which a real store keeps and never lets sign in — is refused here
 * before it reaches the store; every refusal a shopper can meet has words of its own.
 */
const url = 'http://wordpress-rules.test/graphql';
const options = { url, secure: false };
const jar = () => {
  const cookies = new Map<string, string>();
  return { get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined), set: (name: string, value: string, _options: CookieOptions) => void cookies.set(name, value) };
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const storeSays = (message: string) => async () => json({ errors: [{ message, path: ['x'] }], data: null });
const error = (key: string) => ({ ok: false, notice: { tone: 'error', key } });
const user = (message: string) => ({ kind: 'user' as const, message, messages: [message] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a new password the store could never sign in with', () => {
  it('is refused up front at registration and reset: spaces only, or short once trimmed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const password of ['        ', '\t Kurz-7 \t', '   Kurz-7']) {
      expect(await register(jar(), { email: 'neu@example.com', password }, options)).toEqual(error('passwordOuterSpaces'));
      expect(await resetPassword({ key: 'k', login: 'anna', password, confirm: password }, options)).toEqual(error('passwordOuterSpaces'));
    }
    expect(await register(jar(), { email: 'neu@example.com', password: 'Kurz-7' }, options)).toEqual(error('passwordTooShort'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('sign-in and reset request with nothing to go on', () => {
  it('asks for username and password when the password is spaces only or "0" (the store reads it as none)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const password of ['   ', '0', ' 0 ']) expect(await logIn(jar(), { username: 'anna', password }, options)).toEqual(error('loginMissing'));
    expect(await logIn(jar(), { username: '   ', password: 'Geheim-42' }, options)).toEqual(error('loginMissing'));
    expect(fetchSpy).not.toHaveBeenCalled();
    // What the store still refuses as missing (a username that sanitises to nothing, "0") gets the same words.
    expect(loginFailureNotice(user('Missing username or password.'))).toEqual({ tone: 'error', key: 'loginMissing' });
  });

  it('asks for a username or e-mail for a reset, also when the store refuses "0"', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(storeSays('Enter a username or email address.'));
    expect(await requestPasswordReset(jar(), { username: '  ' }, options)).toEqual(error('resetLoginRequired'));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await requestPasswordReset(jar(), { username: '0' }, options)).toEqual(error('resetLoginRequired'));
  });
});

describe('a username the store will not keep', () => {
  it('gets the shop’s own words, not the store’s English', () => {
    for (const message of ['Please provide a valid account username.', 'Please enter a valid account username.', 'Username may not be longer than 60 characters.']) {
      expect(registrationFailureNotice(user(message))).toEqual({ tone: 'error', key: 'usernameInvalid' });
    }
  });
});
