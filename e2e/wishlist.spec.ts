import { expect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

test.describe('wishlist for visitors', () => {
  test('a heart on a card puts the product on /wishlist, which keeps it across a reload until it is removed', async ({ page }) => {
    await openHydrated(page, '/products');
    const card = page.locator('main article').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(name).not.toBe('');

    const heart = card.getByRole('button', { name: 'Zur Wunschliste hinzufügen' });
    await heart.click();
    await expect(card.getByRole('button', { name: 'Von der Wunschliste entfernen' })).toHaveAttribute('aria-pressed', 'true');

    await page.locator('header').getByRole('link', { name: 'Wunschliste' }).click();
    await expect(page).toHaveURL(/\/wishlist$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
    const items = page.getByTestId('wishlist-items');
    await expect(items.getByRole('heading', { level: 3, name })).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await expect(items.getByRole('heading', { level: 3, name })).toBeVisible();

    await items.getByRole('button', { name: `„${name}“ von der Wunschliste entfernen` }).click();
    await expect(page.getByText('Ihre Wunschliste ist leer.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Ihre Wunschliste ist leer.')).toBeVisible();
  });

  test('the product page’s heart and the cards share one list', async ({ page }) => {
    await openHydrated(page, '/product/midikleid-charlotte');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Zur Wunschliste hinzufügen' }).first().click();
    await expect(main.getByRole('button', { name: 'Von der Wunschliste entfernen' }).first()).toHaveAttribute('aria-pressed', 'true');

    await openHydrated(page, '/wishlist');
    await expect(page.getByTestId('wishlist-items').getByRole('heading', { level: 3, name: 'Midikleid Charlotte' })).toBeVisible();
  });
});
