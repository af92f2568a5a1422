import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { NO_CHOICE, consentBanner } from './support/consent';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * axe-core over every storefront route and the two open drawers: no serious or critical
 * violation of the WCAG 2.0/2.1/2.2 A and AA rules. Minor and moderate findings are left to
 * review; they do not fail the build.
 *
 * Slugs come from the commerce GraphQL endpoint the shop itself uses, so the test follows the
 * seeded data instead of naming products.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const graphqlUrl = process.env.COMMERCE_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;

type Slugs = { simple: string; variable: string; external: string; category: string };

const SLUGS_QUERY = `{
  simple: products(first: 1, where: { type: SIMPLE, visibility: VISIBLE }) { nodes { slug } }
  variable: products(first: 1, where: { type: VARIABLE, visibility: VISIBLE }) { nodes { slug } }
  external: products(first: 1, where: { type: EXTERNAL, visibility: VISIBLE }) { nodes { slug } }
  category: productCategories(first: 1, where: { hideEmpty: true }) { nodes { slug } }
}`;

type SlugsResponse = { data?: Record<keyof Slugs, { nodes: { slug: string }[] }> };

async function findSlugs(): Promise<Slugs> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SLUGS_QUERY }),
  });
  const { data } = (await response.json()) as SlugsResponse;
  const first = (key: keyof Slugs) => {
    const slug = data?.[key].nodes[0]?.slug;
    if (!slug) throw new Error(`no ${key} slug from ${graphqlUrl}`);
    return slug;
  };
  return { simple: first('simple'), variable: first('variable'), external: first('external'), category: first('category') };
}

/** Runs axe on the page as it is now and fails with a readable list of serious findings. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

let slugs: Slugs;
test.beforeAll(async () => {
  slugs = await findSlugs();
});

const routes: [name: string, path: () => string, status?: number][] = [
  ['home', () => '/'],
  ['Damen', () => '/damen'],
  ['Herren', () => '/herren'],
  ['all products', () => '/products'],
  ['products, page 2', () => '/products/page/2'],
  ['products with filters and sorting', () => `/products?categories=${slugs.category}&genders=damen&onSale=1&minPrice=10&maxPrice=200&sort=price-asc`],
  ['categories', () => '/categories'],
  ['a category', () => `/product-category/${slugs.category}`],
  ['a simple product', () => `/product/${slugs.simple}`],
  ['a variable product', () => `/product/${slugs.variable}`],
  ['an external product', () => `/product/${slugs.external}`],
  ['contact', () => '/contact'],
  ['privacy policy', () => '/privacy-policy'],
  ['newsletter confirmation (a used link)', () => '/newsletter/confirm?key=used'],
  ['newsletter unsubscribe', () => '/newsletter/unsubscribe?token=1.x'],
  ['wishlist', () => '/wishlist'],
  ['an unknown path', () => '/diese-seite-gibt-es-nicht', 404],
  ['an unknown section', () => '/kinder', 404],
];

test.describe('accessibility (axe, WCAG 2 A/AA)', () => {
  for (const [name, path, status = 200] of routes) {
    test(name, async ({ page }) => {
      const response = await openHydrated(page, path());
      expect(response?.status()).toBe(status);
      await expectNoSeriousViolations(page);
    });
  }

  test.describe('before a cookie choice', () => {
    test.use({ storageState: NO_CHOICE });

    for (const [name, path] of [
      ['the consent banner on the home page', '/'],
      ['the consent banner on a product page', () => `/product/${slugs.simple}`],
    ] as const) {
      test(name, async ({ page }) => {
        await openHydrated(page, typeof path === 'string' ? path : path());
        await expect(consentBanner(page)).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    for (const [name, buttonName, dialogName] of [
      ['the open mobile menu', 'Menü öffnen', 'Menü'],
      ['the open cart panel', /^Warenkorb/, 'Ihr Warenkorb'],
    ] as const) {
      test(name, async ({ page }) => {
        await openHydrated(page, '/');
        await page.getByRole('banner').getByRole('button', { name: buttonName }).click();
        const dialog = page.getByRole('dialog', { name: dialogName });
        await expect(dialog).toBeVisible();
        // Wait for the slide to end: axe judges colours and positions as they are.
        await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
        await expectNoSeriousViolations(page);
      });
    }
  });
});
