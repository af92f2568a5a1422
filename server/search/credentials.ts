import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db';
import { getOrCreateOption } from '../commerce/site-options';

/** The embedded engine's application id and its two keys, as Algolia issues them. */
export interface SearchCredentials {
  appId: string;
  /** May write, change settings and read everything. */
  adminKey: string;
  /** May only search: safe to hand to browsers. */
  searchKey: string;
}

export const DEFAULT_APP_ID = 'VITRINE';

const randomKey = () => randomBytes(16).toString('hex');

/**
 * ALGOLIA_APP_ID / ALGOLIA_ADMIN_KEY / ALGOLIA_SEARCH_KEY when set; otherwise keys generated once
 * and kept in site_option, so they survive restarts and every instance on one database agrees.
 */
export async function resolveSearchCredentials(
  db: Queryable,
  env: Record<string, string | undefined> = process.env,
): Promise<SearchCredentials> {
  return {
    appId: env.ALGOLIA_APP_ID?.trim() || DEFAULT_APP_ID,
    adminKey: env.ALGOLIA_ADMIN_KEY?.trim() || (await getOrCreateOption(db, 'search_admin_key', randomKey)),
    searchKey: env.ALGOLIA_SEARCH_KEY?.trim() || (await getOrCreateOption(db, 'search_search_key', randomKey)),
  };
}

export type KeyRole = 'admin' | 'search';

/** Which key a request carries, or null when the application id or the key is wrong. */
export function roleOf(credentials: SearchCredentials, appId: string | undefined, apiKey: string | undefined): KeyRole | null {
  if (!appId || !apiKey || appId.toUpperCase() !== credentials.appId.toUpperCase()) return null;
  if (sameSecret(apiKey, credentials.adminKey)) return 'admin';
  if (sameSecret(apiKey, credentials.searchKey)) return 'search';
  return null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
