import 'server-only';
import { authTokenNeedsRefresh, clearAccountTokens, readAccountTokens, writeAccountTokens, type CookieStore } from '@/lib/session/cookies';
import { refreshAuthToken, type RefreshOutcome } from './refresh';

export type FreshAuthOptions = { url?: string; fetch?: typeof fetch; secure?: boolean; now?: Date };

/**
 * The auth token to send for this shopper, refreshed first when it is missing or about to
 * expire and a refresh token is held (cookies rewritten through `store`). A refused refresh
 * signs the shopper out (both cookies cleared); an unreachable backend leaves them as they were.
 */
export async function freshAuthToken(store: CookieStore, options: FreshAuthOptions = {}): Promise<{ authToken: string | null; outcome: RefreshOutcome | null }> {
  const tokens = readAccountTokens(store);
  if (!tokens.refreshToken || !authTokenNeedsRefresh(tokens, options.now)) return { authToken: tokens.authToken, outcome: null };
  const outcome = await refreshAuthToken(tokens.refreshToken, options);
  if (outcome.kind === 'refreshed') {
    // The rotated refresh token replaces the used one (which the backend no longer takes).
    writeAccountTokens(store, { authToken: outcome.authToken, refreshToken: outcome.refreshToken, refreshTokenExpiration: outcome.refreshTokenExpiration }, options);
    return { authToken: outcome.authToken, outcome };
  }
  if (outcome.kind === 'refused') {
    clearAccountTokens(store, options);
    return { authToken: null, outcome };
  }
  return { authToken: tokens.authToken, outcome };
}
