import { z } from 'zod';
import { routes } from '@/lib/routes';
import { addressedHost } from '@/lib/security/addressed-host';
import { CONSENT_FORM_CHOICES, CONSENT_FORM_FIELD } from './consent-form-choices';

/**
 * POST /api/consent (app/api/consent/route.ts): the banner's first layer posted by a browser whose
 * scripts have not arrived (or never will). What is checked, and where the shopper goes back to.
 */
export const consentFormSchema = z.object({ [CONSENT_FORM_FIELD]: z.enum(CONSENT_FORM_CHOICES) });

/** The host the browser addressed (as Next's own CSRF check reads it). */
const requestHost = (headers: Headers) => addressedHost(headers.get('x-forwarded-host'), headers.get('host'));

function hostOf(url: string | null): string | null {
  if (!url || url === 'null') return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Whether the form came from one of the shop's own pages. Without this, any site could post
 * "accept" on a visitor's behalf (a top-level form POST carries no SameSite protection for the
 * cookie this answer sets). Browsers send Origin with every POST; an old one without it must
 * at least send a Referer of this host.
 */
export function isOwnPagePost(headers: Headers): boolean {
  const host = requestHost(headers);
  if (!host) return false;
  const origin = headers.get('origin');
  if (origin !== null) return hostOf(origin) === host;
  return hostOf(headers.get('referer')) === host;
}

/**
 * Where the 303 goes: the page the form was posted from (its path and query, from the Referer,
 * which the shop's Referrer-Policy sends in full to its own origin), only when that page is on
 * this host; anything else (no Referer, another site) goes to the home page. A path is always
 * answered as one: `//evil.example` would be read by the browser as another host.
 */
export function backToPage(headers: Headers): string {
  const referer = headers.get('referer');
  const host = requestHost(headers);
  if (!referer || !host || hostOf(referer) !== host) return routes.home();
  const { pathname, search } = new URL(referer);
  const path = `${pathname}${search}`;
  return /^\/(?![/\\])/.test(path) ? path : routes.home();
}

/** Secure cookie only over https (directly, or as the proxy in front says). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
