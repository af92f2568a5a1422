import 'server-only';
import type { CookieOptions, CookieStore } from '@/lib/session/cookies';
import { freshAuthToken, type FreshAuthOptions } from './fresh-auth';

export type CookieWrite = { name: string; value: string; options: CookieOptions };

/**
 * The request proxy's part of signing in (proxy.ts): before a page renders, an auth token that
 * is missing or about to expire is renewed from the refresh token. Returns the cookie writes to
 * make, for the page's request (so it renders with the new token) and for the browser; none
 * when nothing was due, which is every request of a visitor who never signed in.
 */
export async function refreshBeforeRender(
  requestCookies: { get(name: string): { value: string } | undefined },
  options: FreshAuthOptions = {},
): Promise<CookieWrite[]> {
  const writes: CookieWrite[] = [];
  const store: CookieStore = {
    get: (name) => {
      const written = writes.findLast((write) => write.name === name);
      return written ? { value: written.value } : requestCookies.get(name);
    },
    set: (name, value, cookieOptions) => writes.push({ name, value, options: cookieOptions }),
  };
  await freshAuthToken(store, options);
  return writes;
}
