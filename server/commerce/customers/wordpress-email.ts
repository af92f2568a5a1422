/**
 * WordPress's own e-mail functions (wp-includes/formatting.php), for the one check a real store
 * makes with them before WooCommerce's: WPGraphQL's registerCustomer runs an e-mail through the
 * `pre_user_email` filters (trim, sanitize_email, wp_filter_kses) and refuses it with "The email
 * address you are trying to use is invalid" when is_email() fails on what they leave
 * (docs/woographql-contract.md §7b). The shop's own, stricter rule is mail/email-address.ts.
 */
import { PHP_TRIM_CHARS, phpTrim, phpTrimChars } from './wordpress-sanitize';

const LOCAL_CHARS = '[a-zA-Z0-9!#$%&\'*+/=?^_`{|}~.-]';
// PCRE's "$" also matches before a final line break (no D modifier), as is_email's pattern does.
const LOCAL_PART = new RegExp(`^${LOCAL_CHARS}+\\n?$`);
const NOT_LOCAL_CHAR = new RegExp(LOCAL_CHARS.replace('[', '[^'), 'g');
const SUB_DOMAIN = /^[a-z0-9-]+\n?$/i;

/** The local part and domain as PHP's explode( '@', $email, 2 ) splits them, or null without an @ after the first byte. */
function splitAddress(email: string): [string, string] | null {
  // strlen() counts bytes: "é@b.de" is six.
  if (Buffer.byteLength(email, 'utf8') < 6 || email.indexOf('@', 1) === -1) return null;
  const at = email.indexOf('@');
  return [email.slice(0, at), email.slice(at + 1)];
}

/** is_email(): true when WordPress takes the text as an e-mail address. */
export function wordpressIsEmail(email: string): boolean {
  const parts = splitAddress(email);
  if (!parts) return false;
  const [local, domain] = parts;
  if (!LOCAL_PART.test(local) || /\.{2,}/.test(domain)) return false;
  if (phpTrimChars(domain, `${PHP_TRIM_CHARS}.`) !== domain) return false;
  const subs = domain.split('.');
  return subs.length >= 2 && subs.every((sub) => phpTrimChars(sub, `${PHP_TRIM_CHARS}-`) === sub && SUB_DOMAIN.test(sub));
}

/** sanitize_email(): characters WordPress does not allow removed, or "" when no address is left. */
export function sanitizeEmail(email: string): string {
  const parts = splitAddress(email);
  if (!parts) return '';
  const local = parts[0].replace(NOT_LOCAL_CHAR, '');
  let domain = parts[1].replace(/\.{2,}/g, '');
  if (local === '' || domain === '') return '';
  domain = phpTrimChars(domain, `${PHP_TRIM_CHARS}.`);
  const subs = domain.split('.');
  if (domain === '' || subs.length < 2) return '';
  const kept = subs.map((sub) => phpTrimChars(sub, `${PHP_TRIM_CHARS}-`).replace(/[^a-z0-9-]+/gi, '')).filter((sub) => sub !== '');
  return kept.length < 2 ? '' : `${local}@${kept.join('.')}`;
}

/**
 * The `pre_user_email` filters: trim, sanitize_email, then wp_filter_kses — which, on what
 * sanitize_email leaves, only turns "&" into "&amp;" and slashes "'" (so "o'brien@…" and
 * "a&b@…" are no e-mail to is_email afterwards, as the real store answered).
 */
export function preUserEmail(email: string): string {
  return sanitizeEmail(phpTrim(email)).replace(/&/g, '&amp;').replace(/'/g, "\\'");
}
