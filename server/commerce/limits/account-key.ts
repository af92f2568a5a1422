import { createHash } from 'node:crypto';
import type { Queryable } from '../../db';
import { findCustomerByLogin } from '../customers/customer-store';

/**
 * The key an account's counters use: the customer's id when the typed username or e-mail
 * belongs to one (so both ways of naming it share one counter), else the typed text,
 * normalised as the lookup compares it (trimmed, case-folded) and hashed to a fixed length.
 */
export async function accountKey(db: Queryable, login: string): Promise<string> {
  const typed = login.trim();
  const customer = typed ? await findCustomerByLogin(db, typed) : null;
  return customer ? accountKeyOf(customer.id) : unknownAccountKey(typed);
}

export const accountKeyOf = (customerId: number) => `customer:${customerId}`;

export const unknownAccountKey = (typed: string) =>
  `typed:${createHash('sha256').update(typed.trim().normalize('NFKC').toLowerCase()).digest('hex').slice(0, 32)}`;
