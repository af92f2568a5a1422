import { describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, REFRESH_COOKIE, RELOAD_COOKIE, SESSION_COOKIE, type CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));
const { endSession, forgetReload, recoverFromFailedLoad } = await import('@/lib/cart/session-recovery');

/** A browser's cookie jar, as far as the server can see and change it. */
function jar(initial: Record<string, string>) {
  const cookies = new Map(Object.entries(initial));
  return {
    cookies,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => {
      if (options.maxAge === 0) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

const loggedIn = { [SESSION_COOKIE]: 'token', [AUTH_COOKIE]: 'auth', [REFRESH_COOKIE]: 'refresh', locale: 'en_US' };

describe('a failing first cart load (docs/behaviour.md §8)', () => {
  it('clears the shopper’s cookies, logs them out and sets the reload counter: reload once', () => {
    const store = jar(loggedIn);
    expect(recoverFromFailedLoad(store, { secure: false })).toEqual({ reload: true });
    expect([...store.cookies.keys()].sort()).toEqual(['locale', RELOAD_COOKIE].sort());
  });

  it('does not reload again while the counter is set', () => {
    const store = jar({ ...loggedIn, [RELOAD_COOKIE]: '1' });
    expect(recoverFromFailedLoad(store, { secure: false })).toEqual({ reload: false });
    expect(store.cookies.get(SESSION_COOKIE)).toBe('token');
  });

  it('gets the rule back once a load works', () => {
    const store = jar({ [RELOAD_COOKIE]: '1' });
    forgetReload(store, { secure: false });
    expect(recoverFromFailedLoad(store, { secure: false })).toEqual({ reload: true });
  });
});

describe('a session-ending message', () => {
  it('clears the session and account cookies, and leaves the language', () => {
    const store = jar(loggedIn);
    endSession(store, { secure: false });
    expect([...store.cookies.keys()]).toEqual(['locale']);
  });
});
