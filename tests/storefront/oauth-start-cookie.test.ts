import { describe, expect, it, vi } from 'vitest';
import {
  OAUTH_CALLBACK_PATH,
  OAUTH_START_COOKIE,
  OAUTH_START_SECONDS,
  rememberOAuthStart,
  takeOAuthStart,
  type CookieOptions,
} from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

/** One browser's cookie store, as Next's cookies() is to a server action. */
function browser() {
  const values = new Map<string, string>();
  const writes: { name: string; value: string; options: CookieOptions }[] = [];
  return {
    writes,
    get: (name: string) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => {
      writes.push({ name, value, options });
      if (options.maxAge === 0) values.delete(name);
      else values.set(name, value);
    },
  };
}

const now = new Date('2026-11-26T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('the third-party sign-in cookie (login CSRF: a callback finishes only in the browser that started it)', () => {
  it('is httpOnly, SameSite=Lax, Secure in production, sent only to the callback page, and short-lived', () => {
    const store = browser();
    rememberOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'state-one', link: false }, { secure: true, now });
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0]?.name).toBe(OAUTH_START_COOKIE);
    expect(store.writes[0]?.options).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: OAUTH_CALLBACK_PATH, maxAge: OAUTH_START_SECONDS });
    expect(OAUTH_CALLBACK_PATH).toBe('/oauth/login');
    expect(OAUTH_START_SECONDS).toBeLessThanOrEqual(10 * 60);
  });

  it('finishes the sign-in this browser started, once', () => {
    const store = browser();
    rememberOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'state-one', link: true }, { now });
    expect(takeOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'state-one' }, { now })).toMatchObject({ provider: 'OAUTH2_GENERIC', state: 'state-one', link: true });
    expect(takeOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'state-one' }, { now })).toBeNull();
    // The last one taken ends the cookie, with the flags and path it was set with.
    expect(store.writes.at(-1)).toMatchObject({ name: OAUTH_START_COOKIE, value: '', options: { path: OAUTH_CALLBACK_PATH, maxAge: 0 } });
  });

  it('refuses a state from another browser, for another provider, or past its time', () => {
    const mine = browser();
    const theirs = browser();
    rememberOAuthStart(mine, { provider: 'OAUTH2_GENERIC', state: 'mine', link: false }, { now });
    rememberOAuthStart(theirs, { provider: 'OAUTH2_GENERIC', state: 'theirs', link: false }, { now });
    expect(takeOAuthStart(mine, { provider: 'OAUTH2_GENERIC', state: 'theirs' }, { now })).toBeNull();
    expect(takeOAuthStart(browser(), { provider: 'OAUTH2_GENERIC', state: 'theirs' }, { now })).toBeNull();
    expect(takeOAuthStart(mine, { provider: 'GOOGLE', state: 'mine' }, { now })).toBeNull();
    expect(takeOAuthStart(mine, { provider: 'OAUTH2_GENERIC', state: 'mine' }, { now: later(OAUTH_START_SECONDS + 1) })).toBeNull();
  });

  it('keeps a few sign-ins at once (several tabs), the oldest forgotten first', () => {
    const store = browser();
    for (const state of ['a', 'b', 'c', 'd']) rememberOAuthStart(store, { provider: 'OAUTH2_GENERIC', state, link: false }, { now });
    expect(takeOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'a' }, { now })).toBeNull();
    expect(takeOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'c' }, { now })?.state).toBe('c');
    expect(takeOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'd' }, { now })?.state).toBe('d');
    expect(takeOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'b' }, { now })?.state).toBe('b');
  });

  it('treats a cookie it did not write as no sign-in at all', () => {
    for (const value of ['not-base64-json', Buffer.from('{"provider":"x"}').toString('base64url'), Buffer.from(JSON.stringify([{ provider: 'OAUTH2_GENERIC', state: 'x', link: 'yes', expires: 0 }])).toString('base64url')]) {
      const store = browser();
      store.set(OAUTH_START_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: false, path: OAUTH_CALLBACK_PATH });
      expect(takeOAuthStart(store, { provider: 'OAUTH2_GENERIC', state: 'x' }, { now })).toBeNull();
    }
  });
});
