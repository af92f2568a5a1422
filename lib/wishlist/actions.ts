'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { WISHLIST_LIMIT, type WishlistAnswer } from './list';
import { loadAccountWishlist, mergeIntoAccountWishlist, saveAccountWishlist } from './account-wishlist';

/**
 * The customer's wishlist for the browser: the auth token stays in its httpOnly cookie, and
 * the ids the browser sends are checked here. Each answers the list the account now holds,
 * null when there is no signed-in customer or the backend refused, or 'down' when the backend is
 * down for now (the browser keeps the shopper's list and asks again with their next action).
 */
const Ids = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(WISHLIST_LIMIT);

export async function loadWishlist(): Promise<WishlistAnswer> {
  return loadAccountWishlist(await cookies());
}

export async function saveWishlist(ids: unknown): Promise<WishlistAnswer> {
  const parsed = Ids.safeParse(ids);
  if (!parsed.success) return null;
  return saveAccountWishlist(await cookies(), parsed.data);
}

export async function mergeWishlist(visitorIds: unknown): Promise<WishlistAnswer> {
  const parsed = Ids.safeParse(visitorIds);
  if (!parsed.success) return null;
  return mergeIntoAccountWishlist(await cookies(), parsed.data);
}
