import 'server-only';
import { GetCartItemCountDocument } from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { hasAccountCookies, readSessionToken, type CookieStore } from '@/lib/session/cookies';
import type { ShopperState } from './state';

/**
 * The shopper's header state from their cookies. The cart count costs one backend call, and
 * only when there is a session to ask about: no session cookie means no cart, so nothing is
 * asked (and no session is started just to say 0). A failed call shows no badge rather than
 * failing the header.
 */
export async function readShopperState(store: CookieStore, options?: ShopperCallOptions): Promise<ShopperState> {
  // Signed in while either token is held: an expired auth token is renewed from the refresh one.
  const loggedIn = hasAccountCookies(store);
  if (!readSessionToken(store)) return { loggedIn, cartCount: 0 };
  const result = await callAsShopper(GetCartItemCountDocument, {}, store, options);
  const count = result.ok ? (result.data.cart?.contents?.itemCount ?? 0) : 0;
  return { loggedIn, cartCount: Number.isInteger(count) && count > 0 ? count : 0 };
}
