import 'server-only';
import { decodeJwt } from 'jose';

/**
 * The shopper's cookies, in one place (docs/behaviour.md §8): the WooCommerce session token
 * that holds the guest's cart, and the names of the account tokens. Everything else reads and
 * writes them only through this module, so their flags cannot drift apart. Tokens never
 * reach browser JavaScript: every cookie here is httpOnly.
 */

/** The `woocommerce-session` token (docs/woographql-contract.md §2), without its "Session " prefix. */
export const SESSION_COOKIE = 'woocommerce-session';
/** The customer's auth token once logged in (the account work owns its value). */
export const AUTH_COOKIE = 'vitrine-auth';
/**
 * The customer's refresh token (the account work owns its value).
 * @public named here for the account work, which is not built yet
 */
export const REFRESH_COOKIE = 'vitrine-refresh';

export type CookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires?: Date;
  maxAge?: number;
};

/**
 * What this module needs of a cookie store: Next's `cookies()` fits (in server actions and
 * route handlers, where it can write), and tests pass a plain in-memory one.
 */
export type CookieStore = {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): unknown;
};

/** Secure everywhere but development, where the storefront runs on plain http://localhost. */
export function cookieIsSecure(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production';
}

function baseOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/**
 * The token's own expiry (`exp`), read without verifying the signature: the backend verifies,
 * the cookie only needs to go away when the token is no longer worth sending.
 */
export function tokenExpiry(token: string): Date | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

/** The signed-in customer's auth token, or null for a visitor. */
export function readAuthToken(store: CookieStore): string | null {
  const value = store.get(AUTH_COOKIE)?.value.trim();
  return value ? value : null;
}

export function readSessionToken(store: CookieStore): string | null {
  const value = store.get(SESSION_COOKIE)?.value.trim();
  return value ? value : null;
}

/**
 * Keeps the newest session token the backend sent (a token already held keeps its own `exp`,
 * docs/woographql-contract.md §2.4). A token that is not a JWT or has already expired is not
 * worth keeping: the cookie is cleared instead, and the next call starts a fresh session.
 */
export function writeSessionToken(store: CookieStore, token: string, options: { secure?: boolean; now?: Date } = {}): void {
  const secure = options.secure ?? cookieIsSecure();
  const expires = tokenExpiry(token);
  if (!expires || expires.getTime() <= (options.now ?? new Date()).getTime()) {
    clearSessionToken(store, { secure });
    return;
  }
  store.set(SESSION_COOKIE, token, { ...baseOptions(secure), expires });
}

/** Ends the session cookie with the same flags it was set with (browsers match on path). */
export function clearSessionToken(store: CookieStore, options: { secure?: boolean } = {}): void {
  store.set(SESSION_COOKIE, '', { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: 0 });
}
