import { z } from 'zod';

/**
 * What the page shell shows about the current shopper (docs/behaviour.md §2): a filled
 * account icon when someone is logged in, and the cart badge when the cart holds items. Cached
 * pages are the same for every shopper, so this is read apart from them: the browser asks
 * /api/shopper once per page load (components/shell/shopper-state.tsx).
 */
export const shopperStateSchema = z.object({
  loggedIn: z.boolean(),
  cartCount: z.number().int().min(0),
});
export type ShopperState = z.infer<typeof shopperStateSchema>;

/** What every cached page renders before the shopper's own state arrives. */
export const anonymousShopper: ShopperState = { loggedIn: false, cartCount: 0 };

/**
 * The cookie whose presence means a logged-in customer (the auth token, spec §4). The account
 * issue owns its value and validation; the shell only needs to know whether it is there.
 */
export const AUTH_COOKIE = 'vitrine-auth';

type CookieReader = { has: (name: string) => boolean };

/**
 * The shopper's state from their cookies. The cart count is 0 until the cart exists (it will
 * ask the backend with the shopper's session here).
 */
export function readShopperState(cookies: CookieReader): ShopperState {
  return { loggedIn: cookies.has(AUTH_COOKIE), cartCount: 0 };
}
