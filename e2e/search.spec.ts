import { expect, test, type Locator, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { openSearchWithResults } from './search-results';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * /search against the embedded engine (German shop). The backend builds the index in the
 * background on its first start, so the first results are waited for by polling.
 */
const firstHitName = (results: Locator) => results.getByRole('heading', { level: 3 }).first().innerText();

function searchPage(page: Page) {
  const main = page.getByRole('main');
  return {
    box: main.getByRole('searchbox', { name: 'Produkte suchen', exact: true }),
    results: main.getByRole('region', { name: 'Suchergebnisse' }),
    gender: main.getByRole('group', { name: 'Damen & Herren' }),
    category: main.getByRole('group', { name: 'Kategorie' }),
  };
}

test('search as you type, refine, reload the same view, clear all', async ({ page }) => {
  test.setTimeout(180_000);
  const { box, results, gender, category } = searchPage(page);

  await openSearchWithResults(page, results);

  // One letter at a time: the URL and the results follow every keystroke.
  await expect(box).toHaveAttribute('maxlength', '512');
  await expect(box).toHaveAttribute('placeholder', 'Hier suchen…');
  const word = 'kleid';
  for (const [index, letter] of [...word].entries()) {
    await box.press(letter);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.slice(0, index + 1)}(&|$)`));
  }
  // Name matches rank first (other hits may match the category or description).
  await expect.poll(() => firstHitName(results)).toMatch(/kleid/i);
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(results.locator('mark, em').first()).toBeVisible();

  // Refine by gender, then by the first category left.
  await gender.getByRole('checkbox', { name: /^Damen/ }).check();
  await expect(page).toHaveURL(/gender/);
  const firstCategory = category.getByRole('checkbox').first();
  const categoryLabel = (await category.locator('li label').first().innerText()).replace(/\s*\(\d+\)$/, '');
  await firstCategory.check();
  await expect(page).toHaveURL(/category/);
  await expect(firstCategory).toBeChecked();
  await expect(results.getByRole('article').first()).toBeVisible();
  const url = page.url();
  const first = await firstHitName(results);

  // The URL alone gives the same view.
  await openHydrated(page, url);
  await expect(box).toHaveValue('kleid');
  await expect(gender.getByRole('checkbox', { name: /^Damen/ })).toBeChecked();
  await expect(category.getByRole('checkbox', { name: new RegExp(`^${categoryLabel}`) })).toBeChecked();
  await expect.poll(() => firstHitName(results)).toBe(first);

  // Clear all filters: the query stays, the refinements go.
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/gender|category/);
  await expect(gender.getByRole('checkbox', { name: /^Damen/ })).not.toBeChecked();
  await expect(box).toHaveValue('kleid');
});

test('no results offer to clear filters and search', async ({ page }) => {
  const { box, results } = searchPage(page);
  await openHydrated(page, '/search?q=zzqxjvw');
  await expect(page.getByText('Keine Produkte gefunden').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Alle Filter und die Suche zurücksetzen' }).click();
  await expect(box).toHaveValue('');
  await expect(results.getByRole('article').first()).toBeVisible();
});
