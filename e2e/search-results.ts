import { expect, type Locator, type Page } from '@playwright/test';
import { openHydrated } from './hydration';

/**
 * Opens /search and waits for its first hits: the backend builds the search index in the
 * background on its first start, so an early visit can find it still empty. Each attempt gives
 * the page time to search in the browser (its results arrive after the load event), and the
 * next one reloads it.
 */
export async function openSearchWithResults(page: Page, results: Locator): Promise<void> {
  await openHydrated(page, '/search');
  let attempts = 0;
  await expect(async () => {
    if (attempts++ > 0) await page.reload();
    await expect(results.getByRole('article').first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 150_000, intervals: [1_000, 2_000, 5_000] });
}
