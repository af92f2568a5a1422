import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_CLOCK_SKEW_MS, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, CONSENT_VERSION, cookieValue, validConsent } from '@/lib/consent/consent-choice';
import { CONSENT_ASK_ATTRIBUTE, consentCheckScript } from '@/lib/consent/consent-script';

/**
 * The inline script that shows the banner before the first paint must ask exactly when
 * validConsent finds no valid choice: run its text against a stand-in `document` and clock.
 */
function scriptAsks(cookie: string, now: number): boolean {
  const attributes = new Map<string, string>();
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function('document', 'Date', consentCheckScript())(document, { now: () => now });
  return attributes.has(CONSENT_ASK_ATTRIBUTE);
}

const rulesAsk = (cookie: string, now: number) => validConsent(cookieValue(cookie, CONSENT_COOKIE), now) === null;

const SECOND = 1000;
const now = Date.UTC(2026, 10, 27, 5);

/** Cookie values near the rule's edges: versions around the current one, ages around a year and the skew, and junk. */
const value = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.constantFrom(CONSENT_VERSION, CONSENT_VERSION - 1, CONSENT_VERSION + 1).map(String), fc.constantFrom(`0${CONSENT_VERSION}`, '00001'), fc.nat(99999).map(String)),
      fc.constantFrom('0', '1', '2', ''),
      fc.oneof(
        fc.constantFrom(0, CONSENT_MAX_AGE_SECONDS * SECOND, -CONSENT_CLOCK_SKEW_MS, CONSENT_MAX_AGE_SECONDS * SECOND - SECOND, -CONSENT_CLOCK_SKEW_MS + SECOND).chain((edge) =>
          fc.integer({ min: -2, max: 2 }).map((step) => String(Math.floor((now - edge) / SECOND) + step)),
        ),
        fc.integer({ min: 0, max: 999_999_999_999 }).map(String),
        fc.stringMatching(/^\d{0,14}$/),
      ),
    )
    .map(([version, statistics, decided]) => `${version}.${statistics}.${decided}`),
  fc.string({ maxLength: 20 }),
);

/** Names that are, or look like, the consent cookie's. */
const name = fc.constantFrom(CONSENT_COOKIE, ` ${CONSENT_COOKIE}`, `${CONSENT_COOKIE} `, `x${CONSENT_COOKIE}`, `${CONSENT_COOKIE}x`, 'locale', '');
const pair = fc.tuple(name, fc.constantFrom('=', ' = ', '=='), value, fc.constantFrom('', ' ', '\t')).map(([key, equals, text, pad]) => `${key}${equals}${text}${pad}`);
const cookieHeader = fc.array(fc.oneof(pair, fc.string({ maxLength: 12 })), { maxLength: 4 }).chain((parts) => fc.constantFrom('; ', ';').map((separator) => parts.join(separator)));

describe('the inline consent check (lib/consent/consent-script.ts)', () => {
  it('asks exactly when validConsent finds no valid choice, for arbitrary cookies and clocks', () => {
    fc.assert(
      fc.property(cookieHeader, fc.integer({ min: -3 * SECOND, max: 3 * SECOND }), (cookie, offset) => {
        expect(scriptAsks(cookie, now + offset)).toBe(rulesAsk(cookie, now + offset));
      }),
      { numRuns: 3000 },
    );
  });

  it('asks without a choice, for an old version, after a year and for a date beyond the skew; not for a fresh choice', () => {
    const at = (seconds: number) => `${CONSENT_COOKIE}=${CONSENT_VERSION}.0.${seconds}`;
    const nowSeconds = now / SECOND;
    expect(scriptAsks('', now)).toBe(true);
    expect(scriptAsks(`${CONSENT_COOKIE}=${CONSENT_VERSION - 1}.1.${nowSeconds}`, now)).toBe(true);
    expect(scriptAsks(at(nowSeconds - CONSENT_MAX_AGE_SECONDS), now)).toBe(true);
    expect(scriptAsks(at(nowSeconds + CONSENT_CLOCK_SKEW_MS / SECOND), now)).toBe(true);
    expect(scriptAsks(`locale=de_DE; ${at(nowSeconds - 60)}`, now)).toBe(false);
    expect(scriptAsks(at(nowSeconds - CONSENT_MAX_AGE_SECONDS + 1), now)).toBe(false);
  });
});
