import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** API clients (tests, scripts) send the secret in this header. */
export const MAILBOX_SECRET_HEADER = 'x-mailbox-secret';
/** Browsers carry proof of the secret in this cookie, set once the page was opened with it. */
export const MAILBOX_COOKIE = 'vitrine_mailbox';
/** The query parameter (and form field) that opens the page once. */
export const MAILBOX_SECRET_PARAM = 'secret';

/**
 * Who may read the caught mail: whoever knows the secret. The cookie holds a MAC derived from
 * the secret rather than the secret itself, so a leaked cookie does not reveal what opens the
 * mailbox elsewhere (headers, other browsers), and a new secret ends every cookie.
 */
export interface MailboxAccess {
  /** True for a request carrying the secret (header) or the cookie it earned. */
  allows(request: IncomingMessage): boolean;
  /** True when `candidate` is the secret (compared in constant time). */
  isSecret(candidate: string | null | undefined): boolean;
  /** The Set-Cookie value that lets this browser read the mailbox (httpOnly, SameSite=Strict, /mailbox only). */
  cookie(): string;
}

export function mailboxAccess(secret: string, options: { secureCookie: boolean }): MailboxAccess {
  const proof = createHmac('sha256', secret).update('vitrine mailbox cookie').digest('base64url');
  const isSecret = (candidate: string | null | undefined) => typeof candidate === 'string' && sameText(candidate, secret);
  return {
    isSecret,
    allows(request) {
      const header = request.headers[MAILBOX_SECRET_HEADER];
      if (typeof header === 'string' && isSecret(header)) return true;
      const cookie = readCookie(request.headers.cookie, MAILBOX_COOKIE);
      return cookie !== undefined && sameText(cookie, proof);
    },
    cookie: () =>
      `${MAILBOX_COOKIE}=${proof}; Path=/mailbox; HttpOnly; SameSite=Strict${options.secureCookie ? '; Secure' : ''}`,
  };
}

/**
 * Constant-time equality of two strings of any length: their SHA-256 digests are compared, so
 * neither the content nor the length of the secret shows in the time an answer takes.
 */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
