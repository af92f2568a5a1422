import { createHash } from 'node:crypto';
import type { Queryable } from '../../db';
import { resetRequestTarget } from '../customers/login-names';

/**
 * The key a reset request's per-account counter uses: the id of the customer the request would
 * mail (login-names.ts, resetRequestTarget — so both ways of naming the account share one
 * counter), else the typed text, normalised (trimmed, case-folded) and hashed to a fixed length.
 */
export async function accountKey(db: Queryable, login: string): Promise<string> {
  const typed = login.trim();
  const customer = typed ? await resetRequestTarget(db, login) : null;
  return customer ? accountKeyOf(customer.id) : unknownAccountKey(typed);
}

export const accountKeyOf = (customerId: number) => `customer:${customerId}`;

export const unknownAccountKey = (typed: string) =>
  `typed:${createHash('sha256').update(typed.trim().normalize('NFKC').toLowerCase()).digest('hex').slice(0, 32)}`;
