import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
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
});
