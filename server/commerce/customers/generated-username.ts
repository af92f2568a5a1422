import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db';
import { loginTaken } from './customer-store';
import { phpEmpty, sanitizeUser } from './wordpress-sanitize';

// wc_create_new_customer_username(): e-mail local parts too common to name anyone.
const COMMON_PREFIXES = new Set(['sales', 'hello', 'mail', 'contact', 'info']);

/**
 * WooCommerce's wc_create_new_customer_username(), for a registration without a username: the
 * first and last name (each sanitize_user( …, strict ), empty ones left out) joined by ".", or
 * else the e-mail's local part (its domain for sales@, info@ …), lower-cased; when taken, a
 * "-" and four random digits are appended, as often as needed. "Jörg" "Müller" → "jorg.muller";
 * jorg.muller+shop@example.com → "jorg.mullershop", then e.g. "jorg.mullershop-0620".
 */
export async function generatedUsername(db: Queryable, email: string, names: { firstName?: string | null; lastName?: string | null }): Promise<string> {
  const base = usernameBase(email, names);
  let candidate = base;
  // WooCommerce tries until one is free; a bound keeps a full namespace from looping forever.
  for (let attempt = 0; attempt < 100 && (await loginTaken(db, candidate, '')).username; attempt += 1) {
    candidate = `${base}-${String(randomInt(10_000)).padStart(4, '0')}`;
  }
  return candidate;
}

function usernameBase(email: string, names: { firstName?: string | null; lastName?: string | null }): string {
  const parts = [names.firstName, names.lastName]
    .filter((name): name is string => typeof name === 'string')
    .map((name) => sanitizeUser(name, true))
    .filter((part) => !phpEmpty(part));
  if (parts.length === 0) {
    const [local = '', domain = ''] = email.split('@');
    parts.push(sanitizeUser(COMMON_PREFIXES.has(local) ? domain : local, true));
  }
  return parts.join('.').toLowerCase();
}
