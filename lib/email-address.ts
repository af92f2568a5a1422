/**
 * The shop's one e-mail rule on the storefront's side, the same as the backend's
 * (server/commerce/mail/email-address.ts: WordPress's is_email(), made as strict as mail servers
 * are; tests/mail/email-address.test.ts keeps the two equal). The backend takes domains in their
 * ASCII form only, so an internationalised domain ("münchen.de") is converted to punycode
 * ("xn--mnchen-3ya.de") before sending. Pure, for the browser and the server actions alike.
 */
export const MAX_EMAIL_LENGTH = 100;
const MAX_LOCAL_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** Letters, marks, digits, dots and hyphens: a domain name, not a URL's other syntax. */
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;

/** The ASCII rule, exactly the backend's. */
export function isEmailAddress(value: string): boolean {
  if (value.length < 6 || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
  return labels.length >= 2 && labels.every((label) => label.length <= MAX_LABEL_LENGTH && DOMAIN_LABEL.test(label));
}

/**
 * The address as the backend takes it: trimmed, a non-ASCII domain in punycode. WHATWG URL's host
 * parser is node's url.domainToASCII (UTS #46), available in the browser too. Anything else is
 * returned unchanged, for the rule to refuse.
 */
export function toAsciiEmail(raw: string): string {
  const email = raw.trim();
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const domain = email.slice(at + 1);
  if (/^[\x00-\x7f]*$/.test(domain) || !UNICODE_DOMAIN.test(domain)) return email;
  try {
    const ascii = new URL(`http://${domain}/`).hostname;
    return `${email.slice(0, at)}@${ascii}`;
  } catch {
    return email;
  }
}

export type EmailCheck = { ok: true; address: string } | { ok: false; problem: 'email' | 'emailCharacters' };

/**
 * A typed address checked: the address to send, or why not. "emailCharacters" says the part
 * before the @ holds characters no mail system here takes (accents, quotes, spaces), so the
 * shopper learns what to change rather than only "invalid".
 */
export function checkEmailAddress(raw: string): EmailCheck {
  const address = toAsciiEmail(raw);
  if (isEmailAddress(address)) return { ok: true, address };
  const at = address.indexOf('@');
  const local = at > 0 ? address.slice(0, at) : '';
  const foreign = local !== '' && /[^\x21-\x7e]|["(),:;<>@[\\\]]/.test(local);
  return { ok: false, problem: foreign ? 'emailCharacters' : 'email' };
}
