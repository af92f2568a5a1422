/**
 * A wishlist is an ordered list of product database ids, newest first. The same shape is kept
 * in the visitor's localStorage and in the customer's meta data (`vitrine_wishlist`), so a
 * visitor's list can merge into an account. Hand-written checks rather than zod: this runs in
 * the browser, where zod's first use probes for `new Function`, which the CSP reports.
 */
type WishlistIds = readonly number[];

/** Bounds what the /wishlist page asks for and what one meta value holds. */
export const WISHLIST_LIMIT = 100;

/**
 * What the customer's account answered (lib/wishlist/actions.ts): the list it now holds; null
 * without a signed-in customer or when the shop refused; SHOP_DOWN when the backend is down for
 * now (lib/commerce/result.ts isShopUnreachable) — nothing was read or changed, and the same
 * call works once it is back.
 */
export const SHOP_DOWN = 'down';
export type WishlistAnswer = number[] | null | typeof SHOP_DOWN;

function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The ids in a stored value; anything unreadable (corrupt JSON, wrong shape) is an empty list. */
export function parseWishlist(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return normalise(value.filter(isProductId));
}

/** Unique ids in first-seen order, at most WISHLIST_LIMIT. */
function normalise(ids: readonly number[]): number[] {
  return [...new Set(ids)].slice(0, WISHLIST_LIMIT);
}

export function serialiseWishlist(ids: WishlistIds): string {
  return JSON.stringify(normalise(ids));
}

/** Adds a product at the front (newest first); one already listed stays where it is. */
export function addToWishlist(ids: WishlistIds, productId: number): number[] {
  if (!isProductId(productId) || ids.includes(productId)) return [...ids];
  return normalise([productId, ...ids]);
}

export function removeFromWishlist(ids: WishlistIds, productId: number): number[] {
  return ids.filter((id) => id !== productId);
}

/**
 * Joins the browser's list into the account's on sign-in: the account's order first, then what
 * the visitor added that the account did not hold yet.
 */
export function mergeWishlists(account: WishlistIds, visitor: WishlistIds): number[] {
  return normalise([...account, ...visitor]);
}
