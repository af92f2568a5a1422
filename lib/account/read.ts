import 'server-only';
import {
  GetAccountDocument,
  GetAccountDownloadsDocument,
  GetAccountOrdersDocument,
  GetLoginClientsDocument,
} from '@/graphql/generated/graphql';
import { isShopUnreachable } from '@/lib/commerce/result';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { hasAccountCookies, type CookieStore } from '@/lib/session/cookies';
import { reshapeAccount, reshapeDownloads, reshapeLoginClients, reshapeOrders, type Account, type AccountDownload, type AccountOrder, type LoginButton } from './reshape';

/**
 * What /my-account shows, read per request with the shopper's cookies. A page may not write
 * cookies, so the store it passes is read-only (readOnlyCookies): the request proxy has already
 * renewed the auth token, and a server action writes the rest.
 */

export function readOnlyCookies(store: Pick<CookieStore, 'get'>): CookieStore {
  return { get: (name) => store.get(name), set: () => undefined };
}

/**
 * The signed-in customer's account, null for a shopper signed out, or 'unavailable' when the
 * backend cannot be reached (down, restarting): a signed-in customer is then told the shop is
 * unavailable for now, not shown the sign-in forms as if signed out.
 */
export async function readAccount(store: CookieStore, options?: ShopperCallOptions): Promise<Account | null | 'unavailable'> {
  if (!hasAccountCookies(store)) return null;
  const result = await callAsShopper(GetAccountDocument, {}, store, options);
  if (result.ok) return reshapeAccount(result.data);
  // Only a backend that cannot be reached (down, restarting) is "unavailable"; a token it refused
  // (403 after a password change elsewhere) or an answer it got wrong reads as signed out.
  return isShopUnreachable(result.error) ? 'unavailable' : null;
}

/** null: the orders could not be read (the page says so, docs/behaviour.md §8). */
export async function readOrders(store: CookieStore, options?: ShopperCallOptions): Promise<AccountOrder[] | null> {
  const result = await callAsShopper(GetAccountOrdersDocument, {}, store, options);
  return result.ok ? reshapeOrders(result.data) : null;
}

export async function readDownloads(store: CookieStore, options?: ShopperCallOptions): Promise<AccountDownload[] | null> {
  const result = await callAsShopper(GetAccountDownloadsDocument, {}, store, options);
  return result.ok ? reshapeDownloads(result.data) : null;
}

/** The third-party sign-in buttons: names only (a sign-in's authorization URL is asked for when it starts). */
export async function readLoginButtons(options?: ShopperCallOptions): Promise<LoginButton[]> {
  const result = await callAsShopper(GetLoginClientsDocument, {}, readOnlyCookies({ get: () => undefined }), options);
  return result.ok ? reshapeLoginClients(result.data) : [];
}
