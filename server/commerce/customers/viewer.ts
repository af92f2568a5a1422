import type { Database } from '../../db';
import type { RequestSession, SessionKeys } from '../session';
import { verifyAuthToken } from './auth-tokens';
import type { CustomerRecord } from './customer-store';
import { bindSessionToCustomer, guardCustomerSession } from './session-merge';

export interface RequestViewer {
  /** The signed-in customer, or null for a guest. */
  customer: CustomerRecord | null;
  /** An Authorization header was sent but its token is invalid: the request runs as a guest with HTTP 403. */
  rejected: boolean;
}

/**
 * `Authorization: Bearer <authToken>` (docs/woographql-contract.md §2.8): a valid token makes its
 * customer the viewer and ties the request's session to them (a guest cart merges in); an
 * invalid or expired one leaves the request a guest's, answered with HTTP 403.
 */
export async function openViewer(db: Database, header: string | null, session: RequestSession, keys: SessionKeys): Promise<RequestViewer> {
  const token = header?.trim().match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  const customer = token ? await verifyAuthToken(db, token, keys) : null;
  guardCustomerSession(session, customer?.id ?? null);
  if (customer) await bindSessionToCustomer(db, session, customer);
  return { customer, rejected: !!header?.trim() && !customer };
}
