/**
 * Which account a typed username or e-mail names — three rules, because the real store's three
 * entry points differ, and following any other would let the embedded store open or mail an
 * account the real one would not (or refuse one it would open):
 *
 *   signInCandidates  login (Headless Login's PASSWORD provider → wp_authenticate)
 *   resetRequestTarget  sendPasswordResetEmail (WPGraphQL SendPasswordResetEmail::get_user_data)
 *   resetLinkOwner      resetUserPassword (WPGraphQL → check_password_reset_key)
 *
 * Lookups compare without regard to case, as the store's MySQL collation does.
 */
import type { Queryable } from '../../db';
import { findCustomerByEmail, findCustomerByUsername, type CustomerRecord } from './customer-store';
import { phpTrim, sanitizeTextField, sanitizeUser } from './wordpress-sanitize';

/**
 * What a typed sign-in text is looked up as: Headless Login's sanitize_text_field(), then
 * wp_authenticate()'s sanitize_user() (wordpress-sanitize.ts) — trimmed, whitespace runs made
 * one space, tags, accents, %XX octets and entities removed: "  Jörg " finds "Jorg".
 */
export const sanitizeTypedLogin = (typed: string) => sanitizeUser(sanitizeTextField(typed));

/** WordPress's is_email() (wp-includes/formatting.php), test for test: "anna@home" is not one. */
export function isEmail(text: string): boolean {
  if (text.length < 6) return false;
  if (text.indexOf('@', 1) === -1) return false;
  const at = text.indexOf('@');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (/\.{2,}/.test(domain)) return false;
  if (domain.replace(/^[ \t\n\r\0\x0B.]+|[ \t\n\r\0\x0B.]+$/g, '') !== domain) return false;
  const subs = domain.split('.');
  if (subs.length < 2) return false;
  return subs.every((sub) => sub.replace(/^[ \t\n\r\0\x0B-]+|[ \t\n\r\0\x0B-]+$/g, '') === sub && /^[a-z0-9-]+$/i.test(sub));
}

/**
 * The accounts a sign-in tries, in order. wp_authenticate sanitizes the text (sanitize_user), then
 * runs the `authenticate` filters (wp-includes/default-filters.php): wp_authenticate_username_password
 * — get_user_by( 'login' ) — and, unless that one returned a user (right password),
 * wp_authenticate_email_password — get_user_by( 'email' ), only when is_email() holds. So a
 * username that contains "@" is a username first; the account whose e-mail the same text is
 * comes second, and opens only with its own password.
 */
export async function signInCandidates(db: Queryable, typed: string): Promise<CustomerRecord[]> {
  const login = sanitizeTypedLogin(typed);
  const byUsername = await findCustomerByUsername(db, login);
  const byEmail = isEmail(login) ? await findCustomerByEmail(db, login) : null;
  return [byUsername, byEmail].filter((customer, index, all): customer is CustomerRecord =>
    customer !== null && all.findIndex((other) => other?.id === customer.id) === index,
  );
}

/**
 * The account a reset mail goes to (WPGraphQL SendPasswordResetEmail::get_user_data): an "@" after
 * the first character (`(bool) strpos( $username, '@' )`, on the text as sent) makes it an
 * e-mail lookup and nothing else; otherwise a username lookup. No second try either way — the
 * mutation does not go through retrieve_password(), whose e-mail-then-username fallback would
 * mail accounts the real store does not.
 */
export async function resetRequestTarget(db: Queryable, typed: string): Promise<CustomerRecord | null> {
  if (typed.indexOf('@') > 0) return findCustomerByEmail(db, phpTrim(typed));
  // get_user_by( 'login', trim( $username ) ): WP_User::get_data_by() runs sanitize_user().
  return findCustomerByUsername(db, sanitizeUser(phpTrim(typed)));
}

/** The account a reset link's `login` names: check_password_reset_key → get_user_by( 'login' ) only. */
export async function resetLinkOwner(db: Queryable, login: string): Promise<CustomerRecord | null> {
  return findCustomerByUsername(db, sanitizeUser(login));
}
