import { describe, expect, it } from 'vitest';
import { anonymousShopper, AUTH_COOKIE, parseShopperState, readShopperState } from '@/lib/shopper/state';

const jar = (...names: string[]) => ({ has: (name: string) => names.includes(name) });

describe('shopper state for the header', () => {
  it('is anonymous without cookies, logged in with the auth cookie', () => {
    expect(readShopperState(jar())).toEqual(anonymousShopper);
    expect(readShopperState(jar('locale'))).toEqual({ loggedIn: false, cartCount: 0 });
    expect(readShopperState(jar(AUTH_COOKIE)).loggedIn).toBe(true);
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
