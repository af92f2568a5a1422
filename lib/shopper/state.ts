/**
 * What the page shell shows about the current shopper (docs/behaviour.md §2): a filled
 * account icon when someone is logged in, and the cart badge when the cart holds items. Cached
 * pages are the same for every shopper, so this is read apart from them: the browser asks
 * /api/shopper once per page load (components/shell/shopper-state.tsx; read by lib/shopper/read-state.ts).
 */
export type ShopperState = { loggedIn: boolean; cartCount: number };

/**
 * Checks /api/shopper's answer in the browser. Hand-written rather than zod: zod probes for
 * `new Function` on first use, which the Content-Security-Policy (no 'unsafe-eval') reports.
 */
export function parseShopperState(value: unknown): ShopperState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { loggedIn, cartCount } = value as Record<string, unknown>;
  if (typeof loggedIn !== 'boolean' || typeof cartCount !== 'number') return null;
  if (!Number.isInteger(cartCount) || cartCount < 0) return null;
  return { loggedIn, cartCount };
}

/** What every cached page renders before the shopper's own state arrives. */
export const anonymousShopper: ShopperState = { loggedIn: false, cartCount: 0 };
