import { z } from 'zod';

/**
 * The one e-mail rule of the shop: every address the backend stores (accounts, billing,
 * reviews) is one it can also mail, so no value accepted at one edge fails later inside an order
 * transaction. It is WordPress's is_email() (the check WooCommerce applies to accounts and
 * billing e-mails), made stricter where mail servers are: the local part is an RFC 5321
 * dot-atom (no leading, trailing or doubled dot), at most 64 characters, domain labels at most
 * 63, the whole at most 100 (WordPress's user_email column). Internationalised domains are
 * accepted in their ASCII (punycode) form only, as WordPress does; the storefront converts them
 * before sending (lib/email-address.ts mirrors this rule, tests/mail/email-address.test.ts keeps
 * the two equal).
 */
export const MAX_EMAIL_LENGTH = 100;
const MAX_LOCAL_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;

export function isEmailAddress(value: string): boolean {
  // is_email: at least 6 characters ("a@b.co"), an @ after the first character.
  if (value.length < 6 || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
  // At least two labels, none empty, none starting or ending with a hyphen.
  return labels.length >= 2 && labels.every((label) => label.length <= MAX_LABEL_LENGTH && DOMAIN_LABEL.test(label));
}

/** The rule as a zod schema for the edges' inputs: outer spaces trimmed, then checked. */
export const emailAddressSchema = z.string().trim().refine(isEmailAddress, 'not a valid e-mail address');
