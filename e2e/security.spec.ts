import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Security headers on real responses, no Content-Security-Policy violation while the main
 * routes load and hydrate, and malformed URLs answered with 400 and over-long ones with 404,
 * never 500.
 */
const MAIN_ROUTES = ['/', '/products', '/products?sort=price-asc', '/categories', '/damen', '/search', '/contact', '/privacy-policy'];

/** Collects CSP violations reported in the page and CSP errors in the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('security headers', () => {
  test('every page carries them, cached or not', async ({ request }) => {
    for (const path of ['/', '/products', '/products?colors=rot', '/contact', '/no/such/page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).not.toContain('nonce-');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('the main routes load and hydrate without a CSP violation', async ({ page }) => {
    test.setTimeout(8 * 30_000); // eight pages, each loaded whole
    const violations = await watchViolations(page);
    for (const path of MAIN_ROUTES) {
      await openHydrated(page, path);
      // Pictures load lazily: bring the whole page into view once.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});

test.describe('malformed URLs', () => {
  for (const path of ['/product/%ff', '/%ff', '/product-category/%ff', '/products/page/%ff', '/product-category/%ff/page/2']) {
    test(`${path} is a bad request, not a server error`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('slugs beyond 200 characters are 404s', async ({ request }) => {
    for (const path of [`/product/${'x'.repeat(300)}`, `/product-category/${'y'.repeat(300)}`, `/product-category/${'z'.repeat(300)}?colors=rot`]) {
      const response = await request.get(path);
      expect(response.status(), path.slice(0, 40)).toBe(404);
    }
  });

  test('page numbers that are not numbers are 404s', async ({ request }) => {
    for (const path of ['/products/page/0', '/products/page/abc', '/products/page/02?sort=price-asc']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
