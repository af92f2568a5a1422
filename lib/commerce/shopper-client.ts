import 'server-only';
import type { TypedDocumentNode } from '@apollo/client';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import { z } from 'zod';
import { freshAuthToken } from '@/lib/account/fresh-auth';
import { clientAddressHeaders } from '@/lib/security/client-address';
import { clearSessionToken, dropAuthToken, readSessionToken, writeSessionToken, type CookieStore } from '@/lib/session/cookies';
import { commerceGraphqlUrl } from './endpoint';
import { reportCommerceError, toErrorReport, type CommerceErrorReport } from './error-log';
import { fail, ok, type CommerceError, type CommerceResult } from './result';

/**
 * One commerce call on behalf of one shopper: their `woocommerce-session` token goes out in the
 * header and the refreshed one the backend sends back is stored (docs/woographql-contract.md §2);
 * a signed-in customer's auth token goes out as `Authorization: Bearer` (§2.8), refreshed first
 * when it is about to expire (lib/account/fresh-auth.ts).
 *
 * Deliberately not the catalogue's path (lib/commerce/query.ts): no Apollo cache, no
 * unstable_cache, `fetch` with `cache: 'no-store'`. A cart is one shopper's alone, and any
 * shared cache in between could hand it to the next shopper.
 */

const SESSION_HEADER = 'woocommerce-session';
const TIMEOUT_MS = 10_000;

/**
 * Token errors (docs/woographql-contract.md §2.5, docs/behaviour.md §8): the backend already
 * started a fresh session, and the token the shopper holds is worth nothing.
 */
const TOKEN_ERROR = /^invalid_token:|^(The iss do not match with this server|Invalid session token|Expired token|Signature verification failed|Customer ID not found in the token|Wrong number of segments)$/;

/** What the backend says when it hides an unexpected failure: nothing a shopper can act on. */
const MASKED_ERROR = /^(Unexpected error\.?|Internal server error)$/i;

const responseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        path: z.array(z.union([z.string(), z.number()])).optional(),
        extensions: z.object({ category: z.string().optional() }).loose().optional(),
      }),
    )
    .optional(),
  // WPGraphQL's graphql_debug(): Headless Login says there why a password login failed.
  extensions: z.object({ debug: z.array(z.object({ message: z.string() }).loose()).optional() }).loose().nullish(),
});
type GraphqlError = NonNullable<z.infer<typeof responseSchema>['errors']>[number];

export type ShopperCallOptions = {
  /** Where the backend lives; COMMERCE_GRAPHQL_URL by default. */
  url?: string;
  /** Cookie flags; production's by default. */
  secure?: boolean;
  /**
   * The shopper's language as a BCP 47 tag ("en-US"), sent as Accept-Language: the embedded
   * backend writes the mail this call sends in it (a real store, see contract/wordpress/).
   */
  language?: string;
};

type Answer<TData> = {
  result: CommerceResult<TData>;
  status: number | null;
  tokenRejected: boolean;
  /** A Bearer token was sent and refused: the backend answers such a request as a guest's, with 403. */
  authRejected: boolean;
};

const printed = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * A resolver's error (it has a path) that the backend chose to show is the shopper's to read,
 * WooGraphQL's UserErrors ("Sorry, this product cannot be purchased."). Errors without a path
 * (the request itself was wrong) and masked internal ones are the storefront's problem.
 */
function isForTheShopper(error: GraphqlError): boolean {
  if (!error.path || error.path.length === 0) return false;
  if (error.extensions?.category === 'internal') return false;
  return !MASKED_ERROR.test(error.message.trim());
}

function graphqlFailure(errors: GraphqlError[], debug: string[]): CommerceError {
  const messages = errors.map((error) => error.message);
  const message = messages[0] ?? 'Unknown error';
  if (!errors.every(isForTheShopper)) return { kind: 'graphql', messages, message };
  return debug.length > 0 ? { kind: 'user', messages, message, debug } : { kind: 'user', messages, message };
}

/** undici says only "fetch failed"; the reason ("connect ECONNREFUSED", "bad port") is its cause. */
function networkMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'The backend could not be reached.';
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

async function send<TData>(
  document: DocumentNode,
  variables: unknown,
  store: CookieStore,
  options: ShopperCallOptions,
  authToken: string | null,
): Promise<Answer<TData>> {
  const token = readSessionToken(store);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers[SESSION_HEADER] = `Session ${token}`;
  if (authToken) headers.authorization = `Bearer ${authToken}`;
  if (options.language) headers['accept-language'] = options.language;
  // Mutations are what the backend's abuse limits count, and they only run in server actions,
  // never while a cached page renders (reading the request's headers would make it dynamic).
  if (describe(document).type === 'mutation') Object.assign(headers, await clientAddressHeaders());
  let response: Response;
  try {
    response = await fetch(options.url ?? commerceGraphqlUrl(), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: queryText(document), variables }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { result: fail({ kind: 'network', message: networkMessage(error) }), status: null, tokenRejected: false, authRejected: false };
  }
  const status = response.status;
  const authRejected = authToken !== null && status === 403;
  const text = await response.text().catch(() => '');
  let parsed: z.infer<typeof responseSchema> | null = null;
  try {
    const checked = responseSchema.safeParse(JSON.parse(text));
    if (checked.success) parsed = checked.data;
  } catch {
    parsed = null;
  }
  const errors = parsed?.errors ?? [];
  const tokenRejected = errors.some((error) => TOKEN_ERROR.test(error.message.trim()));
  const fresh = response.headers.get(SESSION_HEADER)?.trim().replace(/^Session\s+/, '');
  if (tokenRejected) clearSessionToken(store, { secure: options.secure });
  // The backend repeats the token on every answer; writing the same cookie again would only
  // make every cart action answer with Set-Cookie, and Next refreshes the page's route after
  // any server action that sets a cookie.
  else if (fresh && fresh !== token) writeSessionToken(store, fresh, { secure: options.secure });

  // A backend that is starting (or WordPress in maintenance) answers 503 with a message of its
  // own; the status says more than the words: the shop is down for now (isShopUnreachable).
  if (!response.ok && (errors.length === 0 || status === 503)) {
    return { result: fail({ kind: 'http', status, message: `The backend answered ${status}.` }), status, tokenRejected, authRejected };
  }
  if (!parsed) {
    return { result: fail({ kind: 'parse', status, message: 'The backend did not answer with GraphQL JSON.' }), status, tokenRejected, authRejected };
  }
  if (errors.length > 0) {
    const debug = (parsed.extensions?.debug ?? []).map((entry) => entry.message);
    return { result: fail(graphqlFailure(errors, debug)), status, tokenRejected, authRejected };
  }
  if (!parsed.data) {
    return { result: fail({ kind: 'graphql', messages: ['The response held no data.'], message: 'The response held no data.' }), status, tokenRejected, authRejected };
  }
  // The document's generated type describes the data; the server was checked against the same schema.
  return { result: ok(parsed.data as TData), status, tokenRejected, authRejected };
}

function describe(document: DocumentNode): { type: CommerceErrorReport['operationType']; name: string } {
  const ast = getOperationAST(document);
  return { type: ast?.operation ?? 'query', name: ast?.name?.value ?? 'anonymous operation' };
}

/**
 * Runs one operation for the shopper whose cookies are in `store` and never throws.
 *
 * When the backend rejects the token (expired, foreign, broken), the cookie is cleared and the
 * call is made once more without it, on the fresh session: the rejected call changed nothing
 * (the cart checks the token first), and the shopper gets an answer instead of a token error —
 * the plugin's own advice (docs/woographql-contract.md §2.5).
 */
export async function callAsShopper<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  store: CookieStore,
  options: ShopperCallOptions = {},
): Promise<CommerceResult<TData>> {
  let { authToken } = await freshAuthToken(store, options);
  let answer = await send<TData>(document, variables, store, options, authToken);
  if (answer.authRejected) {
    // Revoked or expired early (a logout elsewhere): a refresh may still sign them in, else
    // they go on as a guest. The backend already ran the call as a guest's, so only a query
    // is asked again: a mutation must not run twice.
    dropAuthToken(store, options);
    ({ authToken } = await freshAuthToken(store, options));
    if (describe(document).type === 'query') answer = await send<TData>(document, variables, store, options, authToken);
  }
  if (answer.tokenRejected) answer = await send<TData>(document, variables, store, options, authToken);
  if (!answer.result.ok && answer.result.error.kind !== 'user') {
    reportCommerceError(toErrorReport(describe(document), answer.result.error, answer.status));
  }
  return answer.result;
}
