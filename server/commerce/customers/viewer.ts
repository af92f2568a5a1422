import type { Database } from '../../db';
import type { RequestSession, SessionKeys } from '../session';
import { verifyAuthTokenClaims, type AuthClaims, type IssuedToken } from './auth-tokens';
import type { CustomerRecord } from './customer-store';
import { bindSessionToCustomer, guardCustomerSession } from './session-merge';

export interface RequestViewer {
  /** The signed-in customer, or null for a guest. */
  customer: CustomerRecord | null;
  /** An Authorization header was sent but its token is invalid: the request runs as a guest with HTTP 403. */
  rejected: boolean;
  /** What the request's auth token says (freshness, refresh family); none for a guest. */
  claims: AuthClaims | null;
  /** Tokens this request issued to replace the ones it ended (a password change): the payload hands them back. */
  issued?: { auth: IssuedToken; refresh: IssuedToken };
}

/**
 * `Authorization: Bearer <authToken>` (docs/woographql-contract.md §2.8): a valid token makes its
 * customer the viewer and ties the request's session to them (a guest cart merges in); an
 * invalid or expired one leaves the request a guest's, answered with HTTP 403.
 */
export async function openViewer(db: Database, header: string | null, session: RequestSession, keys: SessionKeys): Promise<RequestViewer> {
  const token = header?.trim().match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  const verified = token ? await verifyAuthTokenClaims(db, token, keys) : null;
  const customer = verified?.customer ?? null;
  guardCustomerSession(session, customer?.id ?? null);
  if (customer) await bindSessionToCustomer(db, session, customer);
  return { customer, rejected: !!header?.trim() && !customer, claims: verified?.claims ?? null };
}
