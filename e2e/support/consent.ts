import { expect, type Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_VERSION, serializeConsent } from '../../lib/consent/consent-choice';

/**
 * The cookie banner and the journeys. Every test starts with a stored choice ("necessary only",
 * playwright.config.ts: `storageState`), so the banner does not cover the buttons a journey
 * clicks; the consent tests (e2e/consent.spec.ts) and the banner's axe check start without one
 * (`test.use({ storageState: NO_CHOICE })`).
 */
export function decidedConsent(baseURL: string, statistics = false) {
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value: serializeConsent({ version: CONSENT_VERSION, statistics, decidedAt: Date.now() }),
        domain: new URL(baseURL).hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}

/** A browser that has not chosen yet: the banner asks. */
export const NO_CHOICE = { cookies: [], origins: [] };

/**
 * What the shop keeps in the browser as "necessary" (no consent needed): the session, sign-in
 * and order cookies (lib/session/cookies.ts), the language, the consent choice itself, the
 * wishlist (lib/wishlist/browser-store.ts), the recently viewed products (lib/browse/recently-viewed.ts:
 * the feature itself, read by no one but this browser) and the chunk-reload guard (lib/client/chunk-load-guard.ts).
 * A new key a feature needs goes here with its reason; anything else before consent fails the test.
 */
export const NECESSARY_COOKIES = [
  'woocommerce-session',
  'vitrine-auth',
  'vitrine-refresh',
  'vitrine-cart-reload',
  'vitrine-cart-notice',
  'vitrine-order',
  'vitrine-oauth',
  'vitrine-account-wishlist',
  'locale',
  CONSENT_COOKIE,
];
export const NECESSARY_STORAGE_KEYS = ['vitrine-wishlist', 'vitrine.recentlyViewed', 'vitrine:chunk-reload'];

/** The banner, a dialog named by its German title. */
export const consentBanner = (page: Page) => page.getByRole('dialog', { name: 'Ihre Privatsphäre' });

/** Answers the banner (on screen from the first paint of a first visit). */
export async function answerBanner(page: Page, answer: 'Alle akzeptieren' | 'Alle ablehnen') {
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: answer }).click();
  await expect(banner).toBeHidden();
}
