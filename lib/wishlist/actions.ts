'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { WISHLIST_LIMIT } from './list';
import { loadAccountWishlist, mergeIntoAccountWishlist, saveAccountWishlist } from './account-wishlist';

/**
 * The customer's wishlist for the browser: the auth token stays in its httpOnly cookie, and
 * the ids the browser sends are checked here. Each answers the list the account now holds, or
 * null when there is no signed-in customer or the backend refused.
 */
const Ids = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(WISHLIST_LIMIT);

export async function loadWishlist(): Promise<number[] | null> {
  return loadAccountWishlist(await cookies());
}

export async function saveWishlist(ids: unknown): Promise<number[] | null> {
  const parsed = Ids.safeParse(ids);
  if (!parsed.success) return null;
  return saveAccountWishlist(await cookies(), parsed.data);
}

export async function mergeWishlist(visitorIds: unknown): Promise<number[] | null> {
  const parsed = Ids.safeParse(visitorIds);
  if (!parsed.success) return null;
  return mergeIntoAccountWishlist(await cookies(), parsed.data);
}
