import 'server-only';
import { GetCustomerWishlistDocument, UpdateCustomerWishlistDocument } from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { hasAccountCookies, type CookieStore } from '@/lib/session/cookies';
import { mergeWishlists, parseWishlist, serialiseWishlist } from './list';

/**
 * The customer's wishlist inside the commerce contract: one meta value on the customer, a JSON
 * array of product ids (docs/woographql-contract.md §7), so the same storefront keeps
 * wishlists on a real WooCommerce. Every call carries the auth token; without one there is no
 * account list (null), and a visitor's list stays in their browser.
 */
export const WISHLIST_META_KEY = 'vitrine_wishlist';

type MetaEntry = { key: string; value?: string | null } | null;

function idsFromMeta(entries: readonly MetaEntry[] | null | undefined): number[] {
  const entry = entries?.find((item) => item?.key === WISHLIST_META_KEY);
  return parseWishlist(entry?.value);
}

export async function loadAccountWishlist(store: CookieStore, options: ShopperCallOptions = {}): Promise<number[] | null> {
  // The shopper client sends the auth token (refreshed when it is due) as Authorization: Bearer.
  if (!hasAccountCookies(store)) return null;
  const result = await callAsShopper(GetCustomerWishlistDocument, { keys: [WISHLIST_META_KEY] }, store, options);
  if (!result.ok || !result.data.customer) return null;
  return idsFromMeta(result.data.customer.metaData);
}

export async function saveAccountWishlist(store: CookieStore, ids: readonly number[], options: ShopperCallOptions = {}): Promise<number[] | null> {
  if (!hasAccountCookies(store)) return null;
  const result = await callAsShopper(
    UpdateCustomerWishlistDocument,
    { metaData: [{ key: WISHLIST_META_KEY, value: serialiseWishlist(ids) }], keys: [WISHLIST_META_KEY] },
    store,
    options,
  );
  if (!result.ok || !result.data.updateCustomer?.customer) return null;
  return idsFromMeta(result.data.updateCustomer.customer.metaData);
}

/** The account's list with the visitor's ids joined in, stored; null when the account cannot be reached. */
export async function mergeIntoAccountWishlist(store: CookieStore, visitorIds: readonly number[], options: ShopperCallOptions = {}): Promise<number[] | null> {
  const current = await loadAccountWishlist(store, options);
  if (current === null) return null;
  const merged = mergeWishlists(current, visitorIds);
  if (merged.length === current.length) return current;
  return saveAccountWishlist(store, merged, options);
}
