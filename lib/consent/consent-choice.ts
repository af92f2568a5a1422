/**
 * The shopper's cookie choice (docs/behaviour.md, "Consent"): "necessary" is always on, and
 * "statistics" (the shop's e-commerce events, lib/analytics/) only when the shopper agreed.
 *
 * Kept in the browser only, in one small first-party cookie that the server never reads (so no
 * cached page becomes dynamic): `<version>.<statistics 0|1>.<decided, epoch seconds>`. Storing
 * the choice itself is necessary (both "yes" and "no" must be remembered). A choice counts for
 * a year, and only for the version it was made under: a new category raises CONSENT_VERSION
 * and every shopper is asked again.
 */
export const CONSENT_COOKIE = 'vitrine_consent';
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A choice dated this far in the future still counts (the browser's clock may be off). */
export const CONSENT_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** The cookie's value: version, statistics, decided (epoch seconds). Also in the inline check (consent-script.ts). */
export const CONSENT_VALUE_PATTERN = /^(\d{1,4})\.([01])\.(\d{1,12})$/;

export type ConsentChoice = { version: number; statistics: boolean; /** Epoch milliseconds, to the second. */ decidedAt: number };

export function serializeConsent(choice: ConsentChoice): string {
  return `${choice.version}.${choice.statistics ? 1 : 0}.${Math.floor(choice.decidedAt / 1000)}`;
}

/** The cookie's value as a choice, or null for anything else (a hand-edited or foreign value). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = CONSENT_VALUE_PATTERN.exec(value ?? '');
  if (!match) return null;
  return { version: Number(match[1]), statistics: match[2] === '1', decidedAt: Number(match[3]) * 1000 };
}

/**
 * The choice that still holds: made under `version`, less than a year ago (and not in the
 * future, beyond a day of clock skew). Null means the banner asks.
 */
export function validConsent(value: string | null | undefined, now = Date.now(), version = CONSENT_VERSION): ConsentChoice | null {
  const choice = parseConsent(value);
  if (!choice || choice.version !== version) return null;
  const age = now - choice.decidedAt;
  return age < CONSENT_MAX_AGE_SECONDS * 1000 && age > -CONSENT_CLOCK_SKEW_MS ? choice : null;
}

/** One cookie's value out of a Cookie header or `document.cookie`. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The Set-Cookie text for document.cookie: a year, the whole site, Lax, Secure over https. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The event the footer's "Cookie-Einstellungen" sends to reopen the banner (components/consent/). */
export const OPEN_CONSENT_EVENT = 'vitrine:open-consent';

/** This browser's current choice (client components only). */
export function readConsent(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : validConsent(cookieValue(document.cookie, CONSENT_COOKIE));
}

/** Whether the shop may measure: the shopper agreed to statistics, under the current version. */
export function hasStatisticsConsent(): boolean {
  return readConsent()?.statistics === true;
}

export function saveConsent(statistics: boolean): void {
  document.cookie = consentCookie({ version: CONSENT_VERSION, statistics, decidedAt: Date.now() }, location.protocol === 'https:');
}
