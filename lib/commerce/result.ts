import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * Every way a commerce call can fail, in layers, so callers decide per layer:
 * - network: the backend could not be reached (down, refused, DNS, timeout);
 * - http: it answered with a non-2xx status (WPGraphQL's request-level failures are 500);
 * - parse: it answered 2xx but not with GraphQL JSON (a proxy error page, say);
 * - graphql: the request ran and the server reported errors (UserErrors in WooGraphQL);
 * - user: a per-shopper call was refused for a reason the shopper should read, in the
 *   backend's words ("Sorry, this product cannot be purchased.", a coupon's message), with
 *   WPGraphQL's debug messages when the backend sent some (why a login failed).
 */
export type CommerceError =
  | { kind: 'network'; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'parse'; status: number; message: string }
  | { kind: 'graphql'; messages: string[]; message: string }
  | { kind: 'user'; messages: string[]; message: string; debug?: string[] };

export type CommerceResult<T> = { ok: true; data: T } | { ok: false; error: CommerceError };

/** A balancer with no backend behind it (502, 504), or a backend starting or in maintenance (503). */
const BACKEND_DOWN_STATUSES = new Set([502, 503, 504]);

/**
 * The backend is down for now (crashed and being restarted, starting, in maintenance), not
 * the shopper's request at fault: their action gets "the shop is temporarily unavailable" and
 * their session is kept, so the same action works once the backend is back.
 */
export function isShopUnreachable(error: CommerceError): boolean {
  return error.kind === 'network' || (error.kind === 'http' && BACKEND_DOWN_STATUSES.has(error.status));
}

export function ok<T>(data: T): CommerceResult<T> {
  return { ok: true, data };
}

export function fail<T>(error: CommerceError): CommerceResult<T> {
  return { ok: false, error };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** Sorts an error thrown or returned by Apollo Client into one of the layers above. */
export function toCommerceError(error: unknown): CommerceError {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    const messages = error.errors.map((entry) => entry.message);
    return { kind: 'graphql', messages, message: messages[0] ?? error.message };
  }
  if (ServerParseError.is(error)) {
    return { kind: 'parse', status: error.statusCode, message: error.message };
  }
  if (ServerError.is(error)) {
    return { kind: 'http', status: error.statusCode, message: error.message };
  }
  return { kind: 'network', message: messageOf(error) };
}
