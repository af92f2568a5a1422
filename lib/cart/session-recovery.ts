import 'server-only';
import { clearReloadMark, clearShopperCookies, hasReloadMark, setReloadMark, type CookieStore } from '@/lib/session/cookies';

/**
 * docs/behaviour.md §8 on the server's side, where the httpOnly cookies can be changed. The
 * browser then clears its storage and reloads (components/cart/cart-provider.tsx).
 */

/** A session message ended the session: the shopper starts afresh (logged out, no cart). */
export function endSession(store: CookieStore, options?: { secure?: boolean }): void {
  clearShopperCookies(store, options);
}

/**
 * The first cart load failed: clear the cookies and reload once. While the reload counter is
 * set (the reload already happened), nothing is cleared and the page does not reload again.
 */
export function recoverFromFailedLoad(store: CookieStore, options?: { secure?: boolean }): { reload: boolean } {
  if (hasReloadMark(store)) return { reload: false };
  clearShopperCookies(store, options);
  setReloadMark(store, options);
  return { reload: true };
}

/** A cart load worked: the reload counter has done its job. */
export function forgetReload(store: CookieStore, options?: { secure?: boolean }): void {
  if (hasReloadMark(store)) clearReloadMark(store, options);
}
