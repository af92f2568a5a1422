import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, type CookieOptions } from '@/lib/session/cookies';
import { loadAccountWishlist, mergeIntoAccountWishlist, saveAccountWishlist, WISHLIST_META_KEY } from '@/lib/wishlist/account-wishlist';

vi.mock('server-only', () => ({}));

const url = 'http://backend.test/graphql';
/** A store whose updates keep the password (WPGraphQL 2.8.0 or later, or the embedded backend). */
const fixedStore = { updatesResetPassword: async () => false };

function jar(entries: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(entries));
  return {
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => void (options.maxAge === 0 ? cookies.delete(name) : cookies.set(name, value)),
  };
}
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const customer = (value: string | null) => ({ id: 'Y3VzdG9tZXI6Nw==', metaData: value === null ? [] : [{ key: WISHLIST_META_KEY, value }] });

afterEach(() => vi.restoreAllMocks());

describe('the customer’s wishlist in their meta data', () => {
  it('has no account list for a visitor, and asks nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await loadAccountWishlist(jar(), { url, ...fixedStore })).toBeNull();
    expect(await saveAccountWishlist(jar(), [1], { url, ...fixedStore })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads the ids with the auth token, and treats a missing or corrupt value as empty', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer({ data: { customer: customer('[5,3]') } }));
    expect(await loadAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), { url, ...fixedStore })).toEqual([5, 3]);
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jwt');
    expect(JSON.parse(String(init?.body)).variables).toEqual({ keys: [WISHLIST_META_KEY] });

    fetchSpy.mockResolvedValueOnce(answer({ data: { customer: customer('oops') } }));
    expect(await loadAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), { url, ...fixedStore })).toEqual([]);
  });

  it('merges a visitor’s ids into the account with one updateCustomer carrying a JSON array', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer({ data: { customer: customer('[5,3]') } }))
      .mockResolvedValueOnce(answer({ data: { updateCustomer: { customer: customer('[5,3,9]') } } }));
    expect(await mergeIntoAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), [3, 9], { url, ...fixedStore })).toEqual([5, 3, 9]);
    const sent = JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body)) as { query: string; variables: unknown };
    expect(sent.query).toContain('updateCustomer');
    expect(sent.variables).toEqual({ metaData: [{ key: WISHLIST_META_KEY, value: '[5,3,9]' }], keys: [WISHLIST_META_KEY] });
  });

  it('answers null when the backend refuses, so the browser keeps its list', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { customer: null }, errors: [{ message: 'Not authorized', path: ['customer'] }] }));
    expect(await mergeIntoAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), [1], { url, ...fixedStore })).toBeNull();
  });
});

describe('the customer’s wishlist while the backend is down (issue 23)', () => {
  const signedIn = () => jar({ [AUTH_COOKIE]: 'jwt' });

  it('answers "down", not "no list", when the backend cannot be reached, and keeps the sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(Object.assign(new TypeError('fetch failed'), { cause: new Error('connect ECONNREFUSED') }));
    const store = signedIn();
    expect(await loadAccountWishlist(store, { url, ...fixedStore })).toBe('down');
    expect(await saveAccountWishlist(store, [4, 2], { url, ...fixedStore })).toBe('down');
    expect(await mergeIntoAccountWishlist(store, [4], { url, ...fixedStore })).toBe('down');
    expect(await saveAccountWishlist(store, [4], { url, updatesResetPassword: async () => true })).toBe('down');
    expect(store.get(AUTH_COOKIE)?.value).toBe('jwt');
  });

  it('a backend starting again (503) or a balancer without one (502, 504) is down too; its own failure (500) is not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ errors: [{ message: 'The shop is starting.' }] }), { status: 503, headers: { 'content-type': 'application/json' } }));
    expect(await saveAccountWishlist(signedIn(), [4], { url, ...fixedStore })).toBe('down');
    for (const status of [502, 504]) {
      fetchSpy.mockResolvedValueOnce(new Response('<html><body>Bad Gateway</body></html>', { status, headers: { 'content-type': 'text/html' } }));
      expect(await loadAccountWishlist(signedIn(), { url, ...fixedStore })).toBe('down');
    }
    fetchSpy.mockResolvedValueOnce(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    expect(await saveAccountWishlist(signedIn(), [4], { url, ...fixedStore })).toBeNull();
  });
});

describe('the wishlist on a store whose updates replace the password (WPGraphQL 2.6.0–2.7.x)', () => {
  const affectedStore = { updatesResetPassword: async () => true };
  const sentQueries = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.map((call) => String((JSON.parse(String((call[1] as RequestInit | undefined)?.body)) as { query: string }).query));

  it('never sends updateCustomer for a heart, and keeps the list in this browser for this customer', async () => {
    const store = jar({ [AUTH_COOKIE]: 'jwt' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ data: { customer: customer('[5,3]') } }));
    expect(await saveAccountWishlist(store, [9, 5, 3], { url, ...affectedStore })).toEqual([9, 5, 3]);
    expect(await mergeIntoAccountWishlist(store, [4], { url, ...affectedStore })).toEqual([9, 5, 3, 4]);
    expect(await loadAccountWishlist(store, { url, ...affectedStore })).toEqual([9, 5, 3, 4]);
    expect(sentQueries(fetchSpy).some((query) => query.includes('updateCustomer'))).toBe(false);
  });

  it('starts from the list the account already holds, and shows another customer only their own', async () => {
    const store = jar({ [AUTH_COOKIE]: 'jwt' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ data: { customer: customer('[5,3]') } }));
    expect(await loadAccountWishlist(store, { url, ...affectedStore })).toEqual([5, 3]);
    await saveAccountWishlist(store, [7], { url, ...affectedStore });
    expect(await loadAccountWishlist(store, { url, ...affectedStore })).toEqual([7]);
    fetchSpy.mockImplementation(async () => answer({ data: { customer: { id: 'dXNlcjo4', metaData: [{ key: WISHLIST_META_KEY, value: '[2]' }] } } }));
    expect(await loadAccountWishlist(store, { url, ...affectedStore })).toEqual([2]);
  });
});
