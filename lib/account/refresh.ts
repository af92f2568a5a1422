import 'server-only';
import { print } from 'graphql';
import { z } from 'zod';
import { GetNextRefreshTokenDocument, RefreshAuthTokenDocument } from '@/graphql/generated/graphql';
import { commerceGraphqlUrl } from '@/lib/commerce/endpoint';

/**
 * Trades a refresh token for a new auth token, and reads the refresh token to hold next: refresh
 * tokens rotate (a refresh uses its token up, docs/security.md), and Headless Login's
 * RefreshTokenPayload has no field for the new one, so a second call asks the viewer's
 * `auth { refreshToken }` with the new auth token.
 * - refreshed: a new auth token, and the next refresh token when the backend gave one (a store
 *   that does not rotate gives none or a new one; the old one is kept then);
 * - refused: the backend answered and gave none (revoked, expired, after a logout): the
 *   shopper is signed out, both cookies go;
 * - unavailable: no usable answer (backend down, timeout): the cookies stay, so a restart of
 *   the backend does not sign everyone out; the next request tries again.
 */
export type RefreshOutcome =
  | { kind: 'refreshed'; authToken: string; refreshToken?: string; refreshTokenExpiration?: string | null }
  | { kind: 'refused' }
  | { kind: 'unavailable'; reason: string };

const TIMEOUT_MS = 5_000;
const QUERY = print(RefreshAuthTokenDocument);
const NEXT_QUERY = print(GetNextRefreshTokenDocument);

const nextSchema = z.object({
  data: z
    .object({
      viewer: z.object({ auth: z.object({ refreshToken: z.string().nullish(), refreshTokenExpiration: z.string().nullish() }).nullish() }).nullish(),
    })
    .nullish(),
});

/** The refresh token to hold after a refresh, or null when the backend gave none (then the old one stays). */
async function nextRefreshToken(authToken: string, url: string, doFetch: typeof fetch): Promise<{ token: string; expiration: string | null } | null> {
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${authToken}` },
      body: JSON.stringify({ query: NEXT_QUERY }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed = nextSchema.safeParse(await response.json());
    const auth = parsed.success ? parsed.data.data?.viewer?.auth : null;
    const token = auth?.refreshToken?.trim();
    return token ? { token, expiration: auth?.refreshTokenExpiration ?? null } : null;
  } catch {
    return null;
  }
}

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
  if (!authToken) return { kind: 'refused' };
  const next = await nextRefreshToken(authToken, options.url ?? commerceGraphqlUrl(), doFetch);
  return next ? { kind: 'refreshed', authToken, refreshToken: next.token, refreshTokenExpiration: next.expiration } : { kind: 'refreshed', authToken };
}
