import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, SESSION_COOKIE } from '@/lib/session/cookies';
import { readShopperState } from '@/lib/shopper/read-state';
import { anonymousShopper, parseShopperState } from '@/lib/shopper/state';

vi.mock('server-only', () => ({}));

const jar = (...names: string[]) => ({
  has: (name: string) => names.includes(name),
  get: (name: string) => (names.includes(name) ? { value: 'x' } : undefined),
  set: () => undefined,
});

afterEach(() => vi.restoreAllMocks());

describe('shopper state for the header', () => {
  it('is anonymous without cookies, logged in with the auth cookie, and asks no backend without a session', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await readShopperState(jar())).toEqual(anonymousShopper);
    expect(await readShopperState(jar('locale'))).toEqual({ loggedIn: false, cartCount: 0 });
    expect((await readShopperState(jar(AUTH_COOKIE))).loggedIn).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows no badge when the backend cannot say how full the cart is', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await readShopperState(jar(SESSION_COOKIE))).toEqual({ loggedIn: false, cartCount: 0 });
  });

  it('accepts only a well-formed answer from /api/shopper', () => {
    expect(parseShopperState({ loggedIn: true, cartCount: 3 })).toEqual({ loggedIn: true, cartCount: 3 });
    expect(parseShopperState({ loggedIn: 'yes', cartCount: 3 })).toBeNull();
    expect(parseShopperState({ loggedIn: false, cartCount: -1 })).toBeNull();
    expect(parseShopperState({ loggedIn: false, cartCount: 1.5 })).toBeNull();
    expect(parseShopperState(null)).toBeNull();
    expect(parseShopperState('{}')).toBeNull();
  });
});
