import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, register, requestPasswordReset } from '@/lib/account/service';
import { loadCheckout } from '@/lib/checkout/service';
import { localiseFailure } from '@/lib/checkout/localise';
import { isShopUnreachable } from '@/lib/commerce/result';
import { loadMessages } from '@/lib/i18n/load-messages';
import { localeCodes } from '@/lib/i18n/locales';
import type { CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

/**
 * Issue 23: while `npm start` restarts a crashed backend, per-shopper actions say "the shop is
 * temporarily unavailable" (and keep the session) rather than "something went wrong".
 */
const url = 'http://backend.test/graphql';

function jar(initial: Record<string, string> = {}) {
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

const refused = () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(Object.assign(new TypeError('fetch failed'), { cause: new Error('connect ECONNREFUSED') }));

afterEach(() => vi.restoreAllMocks());

describe('a backend that is down', () => {
  it('is told apart from the backend’s own failures', () => {
    expect(isShopUnreachable({ kind: 'network', message: 'fetch failed' })).toBe(true);
    for (const status of [502, 503, 504]) expect(isShopUnreachable({ kind: 'http', status, message: '' })).toBe(true);
    expect(isShopUnreachable({ kind: 'http', status: 500, message: '' })).toBe(false);
    expect(isShopUnreachable({ kind: 'graphql', messages: ['Internal server error'], message: 'Internal server error' })).toBe(false);
    expect(isShopUnreachable({ kind: 'user', messages: ['x'], message: 'x' })).toBe(false);
  });

  it('account forms: sign-in, registration and reset say the shop is temporarily unavailable', async () => {
    refused();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shopDown = { ok: false, notice: { tone: 'error', key: 'shopUnavailable' } };
    expect(await logIn(jar(), { username: 'anna@example.com', password: 'secret' }, { url })).toEqual(shopDown);
    expect(await register(jar(), { username: 'anna', email: 'anna@example.com', password: 'a long password 1' }, { url })).toEqual(shopDown);
    expect(await requestPasswordReset(jar(), { username: 'anna@example.com' }, { url })).toEqual(shopDown);
  });

  it('a backend starting after a restart (503 with its own message) is the same', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ errors: [{ message: 'The shop is starting. Please try again in a moment.' }] }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await logIn(jar(), { username: 'anna@example.com', password: 'secret' }, { url })).toEqual({
      ok: false,
      notice: { tone: 'error', key: 'shopUnavailable' },
    });
  });

  it('checkout: the reason is "down", said in every language, and the session cookie stays', async () => {
    refused();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = jar({ 'woocommerce-session': 'token' });
    const outcome = await loadCheckout({ store, options: { url } });
    expect(outcome).toEqual({ ok: false, reason: { kind: 'down' } });
    expect(store.cookies.get('woocommerce-session')).toBe('token');
    const texts = new Set<string>();
    for (const code of localeCodes) {
      const messages = await loadMessages(code);
      const failure = localiseFailure({ kind: 'down' }, code, messages.checkout);
      expect(failure).toEqual({ ok: false, kind: 'unavailable', message: messages.checkout.errors.shopUnavailable });
      texts.add(failure.message);
    }
    expect(texts.size).toBe(localeCodes.length);
  });
});
