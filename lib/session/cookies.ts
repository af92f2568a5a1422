import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeJwt } from 'jose';
import { z } from 'zod';

/**
 * The shopper's cookies, in one place (docs/behaviour.md §8): the WooCommerce session token
 * that holds the guest's cart, and the names of the account tokens. Everything else reads and
 * writes them only through this module, so their flags cannot drift apart. Tokens never
 * reach browser JavaScript: every cookie here is httpOnly.
 */

/** The `woocommerce-session` token (docs/woographql-contract.md §2), without its "Session " prefix. */
export const SESSION_COOKIE = 'woocommerce-session';
/** The customer's short-lived auth token (Headless Login's JWT, sent as `Authorization: Bearer`). */
export const AUTH_COOKIE = 'vitrine-auth';
/** The customer's refresh token: trades for a new auth token (lib/account/refresh.ts). */
export const REFRESH_COOKIE = 'vitrine-refresh';

/** An auth token this close to its expiry is refreshed before use, so it cannot lapse on the way. */
export const AUTH_REFRESH_MARGIN_MS = 60_000;

export type CookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  /** '/', or a cookie only one page needs (OAUTH_CALLBACK_PATH). */
  path: string;
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

export type AccountTokens = { authToken: string | null; refreshToken: string | null };

export function readAccountTokens(store: CookieStore): AccountTokens {
  const authToken = store.get(AUTH_COOKIE)?.value.trim() || null;
  const refreshToken = store.get(REFRESH_COOKIE)?.value.trim() || null;
  return { authToken, refreshToken };
}

/** Signed in as far as the cookies tell: an auth token, or a refresh token that can get one. */
export function hasAccountCookies(store: CookieStore): boolean {
  const { authToken, refreshToken } = readAccountTokens(store);
  return authToken !== null || refreshToken !== null;
}

/**
 * Whether the auth token must be renewed before it is sent: missing, unreadable, expired or
 * within AUTH_REFRESH_MARGIN_MS of expiring. Only worth asking when a refresh token is held.
 */
export function authTokenNeedsRefresh(tokens: AccountTokens, now: Date = new Date()): boolean {
  if (!tokens.refreshToken) return false;
  if (!tokens.authToken) return true;
  const expires = tokenExpiry(tokens.authToken);
  return !expires || expires.getTime() - now.getTime() <= AUTH_REFRESH_MARGIN_MS;
}

/** A Headless Login expiration: Unix seconds as a string. */
function expirationDate(seconds: string | null | undefined): Date | null {
  const value = Number(seconds);
  return seconds && Number.isFinite(value) && value > 0 ? new Date(value * 1000) : null;
}

/**
 * Stores the auth token (and the refresh token, when a login issued one), each cookie living
 * as long as its token (the JWT's `exp`, else the expiration the backend gave; a refresh token
 * with neither lives for the browser session). An expired auth token is simply absent, and the
 * refresh token gets a new one. A token already expired is not stored.
 */
export function writeAccountTokens(
  store: CookieStore,
  tokens: { authToken: string; refreshToken?: string | null; refreshTokenExpiration?: string | null },
  options: { secure?: boolean; now?: Date } = {},
): void {
  const secure = options.secure ?? cookieIsSecure();
  const now = (options.now ?? new Date()).getTime();
  const authExpires = tokenExpiry(tokens.authToken);
  if (authExpires && authExpires.getTime() > now) store.set(AUTH_COOKIE, tokens.authToken, { ...baseOptions(secure), expires: authExpires });
  else store.set(AUTH_COOKIE, '', { ...baseOptions(secure), maxAge: 0 });
  if (!tokens.refreshToken) return;
  const refreshExpires = tokenExpiry(tokens.refreshToken) ?? expirationDate(tokens.refreshTokenExpiration);
  if (!refreshExpires) store.set(REFRESH_COOKIE, tokens.refreshToken, baseOptions(secure));
  else if (refreshExpires.getTime() > now) store.set(REFRESH_COOKIE, tokens.refreshToken, { ...baseOptions(secure), expires: refreshExpires });
  else store.set(REFRESH_COOKIE, '', { ...baseOptions(secure), maxAge: 0 });
}

/** Drops an auth token the backend refused; the refresh token, if any, may still get a new one. */
export function dropAuthToken(store: CookieStore, options: { secure?: boolean } = {}): void {
  store.set(AUTH_COOKIE, '', { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: 0 });
}

/** Signs the shopper out on this browser: both account cookies end (logout, a refused refresh). */
export function clearAccountTokens(store: CookieStore, options: { secure?: boolean } = {}): void {
  const secure = options.secure ?? cookieIsSecure();
  store.set(AUTH_COOKIE, '', { ...baseOptions(secure), maxAge: 0 });
  store.set(REFRESH_COOKIE, '', { ...baseOptions(secure), maxAge: 0 });
}

/**
 * The reload counter of docs/behaviour.md §8: set when a failing first cart load made the page
 * reload, so it does not reload again while it is set. Short-lived, so a shop that recovers
 * later gets the rule back; cleared by the next cart load that works.
 */
export const RELOAD_COOKIE = 'vitrine-cart-reload';
const RELOAD_SECONDS = 5 * 60;

export function hasReloadMark(store: CookieStore): boolean {
  return Boolean(store.get(RELOAD_COOKIE)?.value);
}

export function setReloadMark(store: CookieStore, options: { secure?: boolean } = {}): void {
  store.set(RELOAD_COOKIE, '1', { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: RELOAD_SECONDS });
}

export function clearReloadMark(store: CookieStore, options: { secure?: boolean } = {}): void {
  store.set(RELOAD_COOKIE, '', { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: 0 });
}

/** Logs the shopper out and forgets their cart session: the session and both account cookies go. */
export function clearShopperCookies(store: CookieStore, options: { secure?: boolean } = {}): void {
  const gone = { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: 0 };
  for (const name of [SESSION_COOKIE, AUTH_COOKIE, REFRESH_COOKIE]) store.set(name, '', gone);
}

/**
 * What a cart form sent without JavaScript did, for the cart page it redirects to
 * (lib/cart/actions.ts): "added", "updated" or "error:<message>" (a message already in the
 * shopper's language). A minute is enough for one redirect.
 */
const CART_NOTICE_COOKIE = 'vitrine-cart-notice';

export type CartNoticeCookie = { kind: 'added' } | { kind: 'updated' } | { kind: 'error'; message: string };

export function setCartNotice(store: CookieStore, notice: string, options: { secure?: boolean } = {}): void {
  store.set(CART_NOTICE_COOKIE, notice.slice(0, 500), { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: 60 });
}

export function readCartNotice(store: CookieStore): CartNoticeCookie | null {
  const value = store.get(CART_NOTICE_COOKIE)?.value;
  if (value === 'added' || value === 'updated') return { kind: value };
  if (value?.startsWith('error:')) return { kind: 'error', message: value.slice('error:'.length) };
  return null;
}

/**
 * The confirmation of the order this browser just placed (docs/architecture.md, "Order pages"):
 * what the checkout answered, signed by the storefront (lib/checkout/confirmation.ts) so another
 * browser, a typed order id or e-mail can never produce it. A real store lets no guest read an
 * order afterwards, so this cookie is the only way the order-received page can show a guest's
 * order; it is short-lived and httpOnly like the session.
 */
export const ORDER_CONFIRMATION_COOKIE = 'vitrine-order';
export const ORDER_CONFIRMATION_SECONDS = 30 * 60;
/** The order key this browser once kept (older storefronts); it opens nothing any more and goes. */
const LEGACY_LAST_ORDER_COOKIE = 'vitrine-last-order';

export function writeOrderConfirmation(store: CookieStore, signed: string, options: { secure?: boolean } = {}): void {
  const base = baseOptions(options.secure ?? cookieIsSecure());
  store.set(ORDER_CONFIRMATION_COOKIE, signed, { ...base, maxAge: ORDER_CONFIRMATION_SECONDS });
  store.set(LEGACY_LAST_ORDER_COOKIE, '', { ...base, maxAge: 0 });
}

export function readOrderConfirmation(store: CookieStore): string | null {
  return store.get(ORDER_CONFIRMATION_COOKIE)?.value.trim() || null;
}

/** Signing out forgets the confirmation too, so the next person at this browser does not see it. */
export function clearOrderConfirmation(store: CookieStore, options: { secure?: boolean } = {}): void {
  store.set(ORDER_CONFIRMATION_COOKIE, '', { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: 0 });
}

/**
 * The third-party sign-ins this browser started (lib/account/third-party.ts): for each, the
 * provider, the `state` of the authorization URL the browser was sent to, and whether it links
 * the provider to the signed-in account. The callback page finishes a sign-in only when this
 * cookie holds its state (RFC 6749 §10.12), so a callback URL made in another browser — an
 * attacker's own sign-in, sent to a victim — signs nobody in. Sent only to the callback page,
 * and only while the backend keeps the state (10 minutes); a few at once, for several tabs.
 */
export const OAUTH_START_COOKIE = 'vitrine-oauth';
/** The callback pages /oauth/login/{provider}, as the browser's address bar shows them. */
export const OAUTH_CALLBACK_PATH = '/oauth/login';
export const OAUTH_START_SECONDS = 10 * 60;
const OAUTH_STARTS_KEPT = 3;

const oauthStarts = z.array(
  z.object({ provider: z.string().max(40), state: z.string().min(1).max(512), link: z.boolean(), expires: z.number() }),
);
export type OAuthStart = z.infer<typeof oauthStarts>[number];

function readOAuthStarts(store: CookieStore, now: number): OAuthStart[] {
  const value = store.get(OAUTH_START_COOKIE)?.value;
  if (!value) return [];
  try {
    const parsed = oauthStarts.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.filter((start) => start.expires > now) : [];
  } catch {
    return [];
  }
}

function writeOAuthStarts(store: CookieStore, starts: OAuthStart[], secure: boolean): void {
  const options = { ...baseOptions(secure), path: OAUTH_CALLBACK_PATH };
  if (starts.length === 0) store.set(OAUTH_START_COOKIE, '', { ...options, maxAge: 0 });
  else store.set(OAUTH_START_COOKIE, Buffer.from(JSON.stringify(starts)).toString('base64url'), { ...options, maxAge: OAUTH_START_SECONDS });
}

/** Remembers a sign-in this browser starts; the oldest is forgotten beyond a few at once. */
export function rememberOAuthStart(
  store: CookieStore,
  start: { provider: string; state: string; link: boolean },
  options: { secure?: boolean; now?: Date } = {},
): void {
  const now = (options.now ?? new Date()).getTime();
  const starts = [...readOAuthStarts(store, now), { ...start, expires: now + OAUTH_START_SECONDS * 1000 }].slice(-OAUTH_STARTS_KEPT);
  writeOAuthStarts(store, starts, options.secure ?? cookieIsSecure());
}

/** Compared by digest in constant time: the state is a secret of this browser's sign-in. */
function sameState(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The sign-in this browser started for `provider` with `state`, forgotten as it is returned (a
 * callback is finished once); null when this browser never started it or it expired.
 */
export function takeOAuthStart(
  store: CookieStore,
  callback: { provider: string; state: string },
  options: { secure?: boolean; now?: Date } = {},
): OAuthStart | null {
  const starts = readOAuthStarts(store, (options.now ?? new Date()).getTime());
  const found = starts.find((start) => start.provider === callback.provider && sameState(start.state, callback.state));
  if (!found) return null;
  writeOAuthStarts(store, starts.filter((start) => start !== found), options.secure ?? cookieIsSecure());
  return found;
}

/**
 * A signed-in customer's wishlist on a store whose updates would replace their password
 * (WPGraphQL 2.6.0–2.7.x, lib/commerce/store-version.ts): kept in this browser, keyed by the
 * customer's GraphQL id, instead of the customer meta an update would write. httpOnly like the
 * rest; the value is the customer id and the ids' JSON, base64url-encoded.
 */
export const ACCOUNT_WISHLIST_COOKIE = 'vitrine-account-wishlist';
const ACCOUNT_WISHLIST_DAYS = 365;
const accountWishlistCookie = z.object({ customer: z.string().min(1).max(200), ids: z.string().max(2000) });

export function readAccountWishlistCookie(store: CookieStore, customer: string): string | null {
  const raw = store.get(ACCOUNT_WISHLIST_COOKIE)?.value;
  if (!raw) return null;
  try {
    const parsed = accountWishlistCookie.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.customer === customer ? parsed.data.ids : null;
  } catch {
    return null;
  }
}

export function writeAccountWishlistCookie(store: CookieStore, customer: string, ids: string, options: { secure?: boolean } = {}): void {
  const value = Buffer.from(JSON.stringify({ customer, ids }), 'utf8').toString('base64url');
  store.set(ACCOUNT_WISHLIST_COOKIE, value, { ...baseOptions(options.secure ?? cookieIsSecure()), maxAge: ACCOUNT_WISHLIST_DAYS * 24 * 60 * 60 });
}
