import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetAccountDocument } from '@/graphql/generated/graphql';
import { freshAuthToken } from '@/lib/account/fresh-auth';
import { readAccount } from '@/lib/account/read';
import { refreshBeforeRender } from '@/lib/account/proxy-refresh';
import { callAsShopper } from '@/lib/commerce/shopper-client';
import {
  AUTH_COOKIE,
  authTokenNeedsRefresh,
  clearAccountTokens,
  hasAccountCookies,
  REFRESH_COOKIE,
  writeAccountTokens,
  type CookieOptions,
} from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

const url = 'http://backend.test/graphql';
const now = new Date('2026-11-23T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT expiring `inSeconds` after `from`: the storefront only reads `exp`. */
const jwt = (inSeconds: number, from = now) => `${part({ alg: 'HS256' })}.${part({ exp: seconds(from) + inSeconds })}.sig`;
const REFRESH = `rt_${'a'.repeat(43)}`;

function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const writes: { name: string; value: string; options: CookieOptions }[] = [];
  return {
    cookies,
    writes,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => {
      writes.push({ name, value, options });
      if (options.maxAge === 0) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('the account cookies', () => {
  it('are httpOnly, SameSite=Lax and live as long as their tokens', () => {
    const store = jar();
    const auth = jwt(300);
    writeAccountTokens(store, { authToken: auth, refreshToken: REFRESH, refreshTokenExpiration: String(seconds(now) + 86400) }, { secure: true, now });
    expect(store.writes).toEqual([
      { name: AUTH_COOKIE, value: auth, options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires: new Date((seconds(now) + 300) * 1000) } },
      { name: REFRESH_COOKIE, value: REFRESH, options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires: new Date((seconds(now) + 86400) * 1000) } },
    ]);
  });

  it('do not keep a token that has already expired', () => {
    const store = jar();
    writeAccountTokens(store, { authToken: jwt(-10), refreshToken: REFRESH, refreshTokenExpiration: String(seconds(now) - 1) }, { secure: false, now });
    expect(store.cookies.size).toBe(0);
    expect(store.writes.every((write) => write.options.maxAge === 0)).toBe(true);
  });

  it('are both cleared on logout, with the flags they were set with', () => {
    const store = jar({ [AUTH_COOKIE]: jwt(300), [REFRESH_COOKIE]: REFRESH });
    expect(hasAccountCookies(store)).toBe(true);
    clearAccountTokens(store, { secure: true });
    expect(hasAccountCookies(store)).toBe(false);
    expect(store.writes.map((write) => [write.name, write.options])).toEqual([
      [AUTH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 0 }],
      [REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 0 }],
    ]);
  });

  it('ask for a refresh when the auth token is missing, expired or within a minute of expiring, and only with a refresh token', () => {
    expect(authTokenNeedsRefresh({ authToken: jwt(300), refreshToken: REFRESH }, now)).toBe(false);
    expect(authTokenNeedsRefresh({ authToken: jwt(30), refreshToken: REFRESH }, now)).toBe(true);
    expect(authTokenNeedsRefresh({ authToken: jwt(-5), refreshToken: REFRESH }, now)).toBe(true);
    expect(authTokenNeedsRefresh({ authToken: null, refreshToken: REFRESH }, now)).toBe(true);
    expect(authTokenNeedsRefresh({ authToken: 'not-a-jwt', refreshToken: REFRESH }, now)).toBe(true);
    expect(authTokenNeedsRefresh({ authToken: null, refreshToken: null }, now)).toBe(false);
  });
});

describe('refreshing the auth token', () => {
  it('trades the refresh token for a new auth token, reads the rotated refresh token with it and stores both', async () => {
    const fresh = jwt(300, new Date());
    const next = `rt_${'b'.repeat(43)}`;
    const nextExpires = String(seconds(new Date()) + 30 * 86400);
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ data: { refreshToken: { authToken: fresh, success: true } } }))
      .mockResolvedValueOnce(json({ data: { viewer: { auth: { refreshToken: next, refreshTokenExpiration: nextExpires } } } }));
    const store = jar({ [AUTH_COOKIE]: jwt(10, new Date()), [REFRESH_COOKIE]: REFRESH });
    expect(await freshAuthToken(store, { url, fetch: fetchSpy, secure: false })).toMatchObject({ authToken: fresh });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as { query: string; variables: unknown };
    expect(body.query).toContain('refreshToken(input: {refreshToken: $refreshToken})');
    expect(body.variables).toEqual({ refreshToken: REFRESH });
    // The successor is asked for with the new auth token.
    expect(new Headers(fetchSpy.mock.calls[1]?.[1]?.headers).get('authorization')).toBe(`Bearer ${fresh}`);
    expect(String(fetchSpy.mock.calls[1]?.[1]?.body)).toContain('refreshToken');
    expect(store.cookies.get(AUTH_COOKIE)).toBe(fresh);
    expect(store.cookies.get(REFRESH_COOKIE)).toBe(next);
    expect(store.writes.find((write) => write.name === REFRESH_COOKIE)?.options.expires).toEqual(new Date(Number(nextExpires) * 1000));
  });

  it('keeps the refresh token when the backend hands out no successor (a store that does not rotate)', async () => {
    const fresh = jwt(300, new Date());
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ data: { refreshToken: { authToken: fresh, success: true } } }))
      .mockResolvedValueOnce(json({ data: { viewer: { auth: { refreshToken: null, refreshTokenExpiration: null } } } }));
    const store = jar({ [REFRESH_COOKIE]: REFRESH });
    await freshAuthToken(store, { url, fetch: fetchSpy, secure: false });
    expect(store.cookies.get(AUTH_COOKIE)).toBe(fresh);
    expect(store.cookies.get(REFRESH_COOKIE)).toBe(REFRESH);
  });

  it('asks nothing while the auth token is good, or for a visitor', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    await freshAuthToken(jar({ [AUTH_COOKIE]: jwt(300, new Date()), [REFRESH_COOKIE]: REFRESH }), { url, fetch: fetchSpy });
    await freshAuthToken(jar(), { url, fetch: fetchSpy });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs the shopper out when the backend refuses (revoked after a logout), both cookies cleared', async () => {
    for (const refusal of [
      json({ data: { refreshToken: { authToken: null, success: false } } }),
      json({ data: { refreshToken: null }, errors: [{ message: 'The provided refresh token is invalid' }] }),
    ]) {
      const store = jar({ [AUTH_COOKIE]: jwt(-60, new Date()), [REFRESH_COOKIE]: REFRESH });
      const outcome = await freshAuthToken(store, { url, fetch: vi.fn<typeof fetch>().mockResolvedValue(refusal), secure: false });
      expect(outcome).toEqual({ authToken: null, outcome: { kind: 'refused' } });
      expect(store.cookies.size).toBe(0);
    }
  });

  it('keeps the cookies when the backend cannot be reached or answers nonsense', async () => {
    for (const failing of [vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed')), vi.fn<typeof fetch>().mockResolvedValue(json({ weird: true }, 502))]) {
      const store = jar({ [REFRESH_COOKIE]: REFRESH });
      const outcome = await freshAuthToken(store, { url, fetch: failing });
      expect(outcome.outcome?.kind).toBe('unavailable');
      expect(store.cookies.get(REFRESH_COOKIE)).toBe(REFRESH);
    }
  });

  it('in the request proxy, hands back the cookie writes for the page and the browser', async () => {
    const fresh = jwt(300, new Date());
    const requestCookies = jar({ [REFRESH_COOKIE]: REFRESH });
    const writes = await refreshBeforeRender(requestCookies, {
      url,
      fetch: vi.fn<typeof fetch>().mockResolvedValue(json({ data: { refreshToken: { authToken: fresh, success: true } } })),
      secure: true,
    });
    expect(writes).toEqual([{ name: AUTH_COOKIE, value: fresh, options: expect.objectContaining({ httpOnly: true, sameSite: 'lax', secure: true }) }]);
    // The proxy never writes into the request's own jar; it applies the writes itself.
    expect(requestCookies.writes).toEqual([]);
    expect(await refreshBeforeRender(jar(), { url, fetch: vi.fn<typeof fetch>() })).toEqual([]);
  });
});

describe('a signed-in shopper call', () => {
  it('sends the auth token as a Bearer header', async () => {
    const auth = jwt(300, new Date());
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: { viewer: null, customer: null } }));
    await callAsShopper(GetAccountDocument, {}, jar({ [AUTH_COOKIE]: auth, [REFRESH_COOKIE]: REFRESH }), { url });
    expect(new Headers(fetchSpy.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(`Bearer ${auth}`);
  });

  it('refreshes a refused token and asks a query once more with the new one', async () => {
    const fresh = jwt(300, new Date());
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ data: { viewer: null, customer: null } }, 403))
      .mockResolvedValueOnce(json({ data: { refreshToken: { authToken: fresh, success: true } } }))
      // The rotated refresh token, read with the new auth token.
      .mockResolvedValueOnce(json({ data: { viewer: { auth: { refreshToken: `rt_${'c'.repeat(43)}`, refreshTokenExpiration: null } } } }))
      .mockResolvedValueOnce(json({ data: { viewer: { id: 'dXNlcjox' }, customer: null } }));
    const store = jar({ [AUTH_COOKIE]: jwt(300, new Date()), [REFRESH_COOKIE]: REFRESH });
    const result = await callAsShopper(GetAccountDocument, {}, store, { url });
    expect(result).toMatchObject({ ok: true, data: { viewer: { id: 'dXNlcjox' } } });
    expect(new Headers(fetchSpy.mock.calls[3]?.[1]?.headers).get('authorization')).toBe(`Bearer ${fresh}`);
    expect(store.cookies.get(REFRESH_COOKIE)).toBe(`rt_${'c'.repeat(43)}`);
    expect(store.cookies.get(AUTH_COOKIE)).toBe(fresh);
  });
});

describe('the account page’s read of a signed-in customer (lib/account/read.ts)', () => {
  const signedIn = () => jar({ [AUTH_COOKIE]: jwt(300, new Date()), [REFRESH_COOKIE]: REFRESH });
  /** What the backend answers every call with (the storefront calls it through the global fetch). */
  const backendAnswers = (answer: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockImplementation(answer));
  afterEach(() => vi.unstubAllGlobals());

  it('says the shop is unavailable only when the backend cannot be reached', async () => {
    backendAnswers(() => Promise.reject(new TypeError('fetch failed')));
    expect(await readAccount(signedIn(), { url })).toBe('unavailable');
    backendAnswers(async () => json({ errors: [{ message: 'The shop is starting. Please try again in a moment.' }] }, 503));
    expect(await readAccount(signedIn(), { url })).toBe('unavailable');
  });

  it('reads as signed out when the backend refuses the token (a password changed elsewhere) or answers nonsense', async () => {
    backendAnswers(async () => json({ data: { customer: null } }, 403));
    expect(await readAccount(signedIn(), { url })).toBeNull();
    backendAnswers(async () => new Response('<html>', { status: 200 }));
    expect(await readAccount(signedIn(), { url })).toBeNull();
  });
});
