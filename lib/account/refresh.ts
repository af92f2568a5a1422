import 'server-only';
import { print } from 'graphql';
import { z } from 'zod';
import { RefreshAuthTokenDocument } from '@/graphql/generated/graphql';
import { commerceGraphqlUrl } from '@/lib/commerce/endpoint';

/**
 * Trades a refresh token for a new auth token: one backend call, its answer checked.
 * - refreshed: a new auth token;
 * - refused: the backend answered and gave none (revoked, expired, after a logout): the
 *   shopper is signed out, both cookies go;
 * - unavailable: no usable answer (backend down, timeout): the cookies stay, so a restart of
 *   the backend does not sign everyone out; the next request tries again.
 */
export type RefreshOutcome = { kind: 'refreshed'; authToken: string } | { kind: 'refused' } | { kind: 'unavailable'; reason: string };

const TIMEOUT_MS = 5_000;
const QUERY = print(RefreshAuthTokenDocument);

const answerSchema = z.object({
  data: z
    .object({
      refreshToken: z.object({ authToken: z.string().nullish(), success: z.boolean().nullish() }).nullish(),
    })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

export async function refreshAuthToken(refreshToken: string, options: { url?: string; fetch?: typeof fetch } = {}): Promise<RefreshOutcome> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.url ?? commerceGraphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { refreshToken } }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
  if (response.status >= 500) return { kind: 'unavailable', reason: `the backend answered ${response.status}` };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { kind: 'unavailable', reason: 'the answer was not JSON' };
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) return { kind: 'unavailable', reason: 'the answer did not have the refreshToken shape' };
  const authToken = parsed.data.data?.refreshToken?.authToken?.trim();
  // Headless Login refuses a bad token either with success:false or with a GraphQL error.
  return authToken ? { kind: 'refreshed', authToken } : { kind: 'refused' };
}
