import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, type CookieOptions } from '@/lib/session/cookies';
import { loadAccountWishlist, mergeIntoAccountWishlist, saveAccountWishlist, WISHLIST_META_KEY } from '@/lib/wishlist/account-wishlist';

vi.mock('server-only', () => ({}));

const url = 'http://backend.test/graphql';

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
    expect(await loadAccountWishlist(jar(), { url })).toBeNull();
    expect(await saveAccountWishlist(jar(), [1], { url })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads the ids with the auth token, and treats a missing or corrupt value as empty', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer({ data: { customer: customer('[5,3]') } }));
    expect(await loadAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), { url })).toEqual([5, 3]);
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jwt');
    expect(JSON.parse(String(init?.body)).variables).toEqual({ keys: [WISHLIST_META_KEY] });

    fetchSpy.mockResolvedValueOnce(answer({ data: { customer: customer('oops') } }));
    expect(await loadAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), { url })).toEqual([]);
  });

  it('merges a visitor’s ids into the account with one updateCustomer carrying a JSON array', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer({ data: { customer: customer('[5,3]') } }))
      .mockResolvedValueOnce(answer({ data: { updateCustomer: { customer: customer('[5,3,9]') } } }));
    expect(await mergeIntoAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), [3, 9], { url })).toEqual([5, 3, 9]);
    const sent = JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body)) as { query: string; variables: unknown };
    expect(sent.query).toContain('updateCustomer');
    expect(sent.variables).toEqual({ metaData: [{ key: WISHLIST_META_KEY, value: '[5,3,9]' }], keys: [WISHLIST_META_KEY] });
  });

  it('answers null when the backend refuses, so the browser keeps its list', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { customer: null }, errors: [{ message: 'Not authorized', path: ['customer'] }] }));
    expect(await mergeIntoAccountWishlist(jar({ [AUTH_COOKIE]: 'jwt' }), [1], { url })).toBeNull();
  });
});
