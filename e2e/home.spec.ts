import { expect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, '/');
  });

  test('shows the shop name', async ({ page }) => {
    await expect(page).toHaveTitle(/Vitrine/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Vitrine', exact: true })).toBeVisible();
  });

  test('lists the newest products with names, euro prices and loaded images', async ({ page }) => {
    const newest = page.getByRole('region', { name: 'Neu eingetroffen' });
    const cards = newest.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);

    for (const card of (await cards.all()).slice(0, 4)) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      // German euro format, e.g. "49,95 €" (Intl puts a no-break space before the sign).
      await expect(card).toContainText(/\d+,\d{2}\s€/);
      const image = card.getByRole('img');
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });

  test('links the Damen and Herren categories', async ({ page }) => {
    const categories = page.getByRole('region', { name: 'Kategorien' });
    for (const name of ['Damen', 'Herren']) {
      // The link reads "Damen 42 Produkte": name and product count.
      const link = categories.getByRole('link', { name: new RegExp(`^${name} \\d+ Produkte?$`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/product-category/${name.toLowerCase()}`);
    }
  });

  test('leads into the Damen and Herren sections', async ({ page }) => {
    const entryPoints = page.getByRole('region', { name: 'Für Sie und für Ihn' });
    await expect(entryPoints.getByRole('link', { name: /^Damen/ })).toHaveAttribute('href', '/damen');
    await expect(entryPoints.getByRole('link', { name: /^Herren/ })).toHaveAttribute('href', '/herren');
  });

  test('lists popular products', async ({ page }) => {
    const popular = page.getByRole('region', { name: 'Beliebt' });
    expect(await popular.getByRole('article').count()).toBeGreaterThanOrEqual(4);
  });

  test('describes the shop and its search to search engines', async ({ page }) => {
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = scripts.flatMap((text) => JSON.parse(text) as Array<Record<string, unknown>>);
    expect(data.find((entry) => entry['@type'] === 'Organization')).toMatchObject({ name: 'Vitrine' });
    expect(data.find((entry) => entry['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/) } },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  });
});
