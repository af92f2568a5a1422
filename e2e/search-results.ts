import { expect, type Locator, type Page } from '@playwright/test';
import { openHydrated } from './hydration';

/**
 * Opens /search and waits for its first hits: the backend builds the search index in the
 * background on its first start, so an early visit can find it still empty.
 */
export async function openSearchWithResults(page: Page, results: Locator): Promise<void> {
  await openHydrated(page, '/search');
  await expect
    .poll(
      async () => {
        await page.reload();
        return results.getByRole('article').count();
      },
      { timeout: 150_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBeGreaterThan(0);
}
