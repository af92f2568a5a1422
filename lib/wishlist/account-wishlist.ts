import 'server-only';
import { GetCustomerWishlistDocument, UpdateCustomerWishlistDocument } from '@/graphql/generated/graphql';
import { isShopUnreachable, type CommerceResult } from '@/lib/commerce/result';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { storeVersion } from '@/lib/commerce/store-version';
import { hasAccountCookies, readAccountWishlistCookie, writeAccountWishlistCookie, type CookieStore } from '@/lib/session/cookies';
import { mergeWishlists, parseWishlist, serialiseWishlist, SHOP_DOWN, type WishlistAnswer } from './list';

/**
 * The customer's wishlist inside the commerce contract: one meta value on the customer, a JSON
 * array of product ids (docs/woographql-contract.md §7), so the same storefront keeps
 * wishlists on a real WooCommerce. Every call carries the auth token; without one there is no
 * account list (null), and a visitor's list stays in their browser.
 *
 * On a store whose WPGraphQL replaces the password on every update without one (2.6.0–2.7.x,
 * lib/commerce/store-version.ts) a heart must not send updateCustomer: there the list the
 * account held is read as before, but changes are kept in an httpOnly cookie of this browser,
 * keyed by the customer — the heart works and survives visits, only other devices do not see it
 * until the store runs WPGraphQL 2.8.0 or later.
 */
export const WISHLIST_META_KEY = 'vitrine_wishlist';

/** null or SHOP_DOWN for a failed call. */
function failure(result: CommerceResult<unknown>): null | typeof SHOP_DOWN {
  return !result.ok && isShopUnreachable(result.error) ? SHOP_DOWN : null;
}

type MetaEntry = { key: string; value?: string | null } | null;

export type WishlistOptions = ShopperCallOptions & {
  /** True when an account update without a password would replace it (by default: asked of the store). */
  updatesResetPassword?: () => Promise<boolean>;
};

const askStore = async () => (await storeVersion()).affected;

function idsFromMeta(entries: readonly MetaEntry[] | null | undefined): number[] {
  const entry = entries?.find((item) => item?.key === WISHLIST_META_KEY);
  return parseWishlist(entry?.value);
}

/** The customer's id and the list the account holds in its meta data; null without a customer. */
async function readCustomerList(
  store: CookieStore,
  options: ShopperCallOptions,
): Promise<{ customer: string; ids: number[] } | null | typeof SHOP_DOWN> {
  // The shopper client sends the auth token (refreshed when it is due) as Authorization: Bearer.
  const result = await callAsShopper(GetCustomerWishlistDocument, { keys: [WISHLIST_META_KEY] }, store, options);
  if (!result.ok) return failure(result);
  if (!result.data.customer) return null;
  return { customer: result.data.customer.id, ids: idsFromMeta(result.data.customer.metaData) };
}

export async function loadAccountWishlist(store: CookieStore, options: WishlistOptions = {}): Promise<WishlistAnswer> {
  if (!hasAccountCookies(store)) return null;
  const held = await readCustomerList(store, options);
  if (held === null || held === SHOP_DOWN) return held;
  if (!(await (options.updatesResetPassword ?? askStore)())) return held.ids;
  const kept = readAccountWishlistCookie(store, held.customer);
  return kept === null ? held.ids : parseWishlist(kept);
}

export async function saveAccountWishlist(store: CookieStore, ids: readonly number[], options: WishlistOptions = {}): Promise<WishlistAnswer> {
  if (!hasAccountCookies(store)) return null;
  if (await (options.updatesResetPassword ?? askStore)()) {
    const held = await readCustomerList(store, options);
    if (held === null || held === SHOP_DOWN) return held;
    const value = serialiseWishlist(ids);
    writeAccountWishlistCookie(store, held.customer, value, options);
    return parseWishlist(value);
  }
  const result = await callAsShopper(
    UpdateCustomerWishlistDocument,
    { metaData: [{ key: WISHLIST_META_KEY, value: serialiseWishlist(ids) }], keys: [WISHLIST_META_KEY] },
    store,
    options,
  );
  if (!result.ok) return failure(result);
  if (!result.data.updateCustomer?.customer) return null;
  return idsFromMeta(result.data.updateCustomer.customer.metaData);
}

/** The account's list with the visitor's ids joined in, stored; null or SHOP_DOWN when the account cannot be reached. */
export async function mergeIntoAccountWishlist(store: CookieStore, visitorIds: readonly number[], options: WishlistOptions = {}): Promise<WishlistAnswer> {
  const current = await loadAccountWishlist(store, options);
  if (current === null || current === SHOP_DOWN) return current;
  const merged = mergeWishlists(current, visitorIds);
  if (merged.length === current.length) return current;
  return saveAccountWishlist(store, merged, options);
}
