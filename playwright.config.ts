import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium';
import { decidedConsent } from './e2e/support/consent';

/**
 * End-to-end tests in Chromium. Playwright cannot download browsers on every machine, so a
 * system Chromium is used when there is one (CHROMIUM_PATH, else /usr/bin/chromium);
 * otherwise Playwright's own browser.
 *
 * BASE_URL runs the tests against a shop that is already up; without it `npm start`
 * serves one on a separate test database (data/e2e).
 */
const baseURL = process.env.BASE_URL;
// The caught mail opens only with the mailbox secret: one per test run, set here before the
// workers start (they inherit it, and `npm start` below is given it), read by e2e/support/mailbox.ts.
process.env.MAILBOX_SECRET ||= randomBytes(24).toString('base64url');
// The backend's merchant routes open with it: the stock route a back-in-stock test restocks
// through, and the funnel page e2e/consent.spec.ts reads.
process.env.ADMIN_SECRET ||= randomBytes(24).toString('base64url');
const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';
const systemChromium = chromiumPath();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 1 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: baseURL ?? `http://127.0.0.1:${storefrontPort}`,
    // A stored cookie choice ("necessary only"), so the consent banner covers no journey's
    // buttons; the consent tests start without one (e2e/support/consent.ts).
    storageState: decidedConsent(baseURL ?? `http://127.0.0.1:${storefrontPort}`),
    // The journeys are written for a German shopper: without a locale cookie the shop follows
    // the browser's Accept-Language (tests that need another language set their own).
    locale: 'de-DE',
    // Each worker (and each run) is a shopper of its own for the shop's abuse limits, which
    // count per client address: the storefront believes X-Forwarded-For from loopback, its
    // default trusted proxy (docs/security.md). Each spec file takes an address of its own on
    // top (e2e/support/client-address.ts): one CI worker runs every file, more checkouts in an
    // hour than one address may place.
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: systemChromium,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: baseURL
    ? undefined
    : {
        command: 'npm start',
        url: `http://127.0.0.1:${storefrontPort}`,
        env: { DATA_DIR: './data/e2e', MAILBOX_SECRET: process.env.MAILBOX_SECRET, ADMIN_SECRET: process.env.ADMIN_SECRET },
        // The first run seeds the shop and builds the storefront: minutes on two busy cores
        // (README, "The first start"), more than the five Playwright used to wait.
        timeout: 15 * 60_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      },
});
