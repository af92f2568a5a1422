import 'server-only';
import { GetMutationNamesDocument } from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { commerceGraphqlUrl } from '@/lib/commerce/endpoint';
import type { CookieStore } from '@/lib/session/cookies';

/**
 * Whether the backend has a `logout` mutation. Headless Login 0.4.3 registers it only with its
 * cookie options on (contract/recordings/buying/03), so sending it to a store without it is a
 * failed request on every logout; the embedded backend has it, and its logout revokes the
 * refresh tokens. The schema does not change while the storefront runs: asked once per backend.
 *
 * Asked as the shopper: WPGraphQL answers introspection to signed-in users even when public
 * introspection is off. A store that refuses is taken as one without `logout` (the storefront
 * drops its own cookies either way); only an unreachable backend is asked again next time.
 */
const answers = new Map<string, Promise<boolean | null>>();

export async function backendHasLogout(store: CookieStore, options: ShopperCallOptions = {}): Promise<boolean> {
  const url = options.url ?? commerceGraphqlUrl();
  let answer = answers.get(url);
  if (!answer) {
    answer = askForLogout(store, options);
    answers.set(url, answer);
  }
  const known = await answer;
  if (known === null) answers.delete(url);
  return known ?? false;
}

async function askForLogout(store: CookieStore, options: ShopperCallOptions): Promise<boolean | null> {
  const result = await callAsShopper(GetMutationNamesDocument, {}, store, options);
  if (result.ok) return (result.data.__type?.fields ?? []).some((field) => field.name === 'logout');
  // Answered, but refused (introspection off for this caller): the same answer next time.
  return result.error.kind === 'graphql' || result.error.kind === 'user' ? false : null;
}
