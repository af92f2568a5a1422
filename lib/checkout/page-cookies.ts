import 'server-only';
import { cookies } from 'next/headers';
import type { CookieStore } from '@/lib/session/cookies';

/**
 * The shopper's cookies for a server component, which may read but not write them. A refreshed
 * or cleared session token cannot be stored while a page renders; it is not lost either: the
 * backend sends no new token for a valid one on reads, and the next server action (which may
 * write) stores whatever the backend answers then.
 */
export async function readOnlyCookies(): Promise<CookieStore> {
  const store = await cookies();
  return { get: (name) => store.get(name), set: () => undefined };
}
