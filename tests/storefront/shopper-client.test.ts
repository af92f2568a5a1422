import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCartItemCountDocument } from '@/graphql/generated/graphql';
import { callAsShopper } from '@/lib/commerce/shopper-client';
import { SESSION_COOKIE, type CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

const url = 'http://backend.test/graphql';
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (id: string) => `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600, data: { customer_id: id } })}.sig`;

function jar(token?: string) {
  const cookies = new Map<string, string>(token ? [[SESSION_COOKIE, token]] : []);
  return {
    cookies,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => void (options.maxAge === 0 ? cookies.delete(name) : cookies.set(name, value)),
  };
}

function answer(body: unknown, init: { status?: number; token?: string } = {}): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.token) headers.set('woocommerce-session', init.token);
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: init.status ?? 200, headers });
}

const call = (store: ReturnType<typeof jar>) => callAsShopper(GetCartItemCountDocument, {}, store, { url, secure: true });

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('a commerce call for one shopper', () => {
  it('sends the session header, never through a cache, and keeps the refreshed token', async () => {
    const fresh = tokenFor('t_fresh');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { cart: { contents: { itemCount: 2 } } } }, { token: fresh }));
    const store = jar(tokenFor('t_old'));
    expect(await call(store)).toEqual({ ok: true, data: { cart: { contents: { itemCount: 2 } } } });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.cache).toBe('no-store');
    expect(new Headers(init?.headers).get('woocommerce-session')).toMatch(/^Session ey/);
    expect(store.cookies.get(SESSION_COOKIE)).toBe(fresh);
  });

  it('does not write the cookie again when the backend repeats the token the shopper holds', async () => {
    const held = tokenFor('t_same');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { cart: { contents: { itemCount: 1 } } } }, { token: `Session ${held}` }));
    const store = jar(held);
    const set = vi.spyOn(store, 'set');
    expect(await call(store)).toMatchObject({ ok: true });
    // A Set-Cookie on every cart action would make Next refresh the page after each one.
    expect(set).not.toHaveBeenCalled();
    expect(store.cookies.get(SESSION_COOKIE)).toBe(held);
  });

  it('on a token error clears the token and asks once more without it', async () => {
    const fresh = tokenFor('t_new');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer({ data: { cart: null }, errors: [{ message: 'invalid_token: Expired token', path: ['cart'] }] }, { token: tokenFor('t_unused') }))
      .mockResolvedValueOnce(answer({ data: { cart: { contents: { itemCount: 0 } } } }, { token: fresh }));
    const store = jar(tokenFor('t_expired'));
    expect(await call(store)).toMatchObject({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchSpy.mock.calls[1]?.[1]?.headers).has('woocommerce-session')).toBe(false);
    expect(store.cookies.get(SESSION_COOKIE)).toBe(fresh);
  });

  it('retries a rejected token only once', async () => {
    const rejected = () => answer({ errors: [{ message: 'The iss do not match with this server', path: ['cart'] }] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => rejected());
    const store = jar(tokenFor('t_foreign'));
    expect(await call(store)).toMatchObject({ ok: false });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(store.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('sorts failures: the shop’s refusals are the shopper’s to read, the rest are ours', async () => {
    const cases: [Response, string][] = [
      [answer({ data: { cart: null }, errors: [{ message: 'Sorry, this product cannot be purchased.', path: ['cart'] }] }), 'user'],
      [answer({ data: { cart: null }, errors: [{ message: 'Unexpected error.', path: ['cart'] }] }), 'graphql'],
      [answer({ errors: [{ message: 'Cannot query field "x" on type "Cart".' }] }, { status: 400 }), 'graphql'],
      [answer('<html>Bad gateway</html>', { status: 502 }), 'http'],
      [answer('<html>maintenance</html>'), 'parse'],
    ];
    for (const [response, kind] of cases) {
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(response);
      const result = await call(jar(tokenFor('t_1')));
      expect(result.ok ? 'ok' : result.error.kind).toBe(kind);
    }
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }));
    expect(await call(jar())).toEqual({ ok: false, error: { kind: 'network', message: 'fetch failed: connect ECONNREFUSED' } });
  });
});
