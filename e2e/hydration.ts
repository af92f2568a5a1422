import type { Page } from '@playwright/test';

/**
 * Opens `url` and waits until React has hydrated every control on the page. Before that, a
 * click or key press lands on server-rendered markup whose handlers are not attached yet (as
 * it would for a shopper on a slow phone), and a test would race the page instead of testing it.
 * React marks each node it has hydrated with a `__reactFiber$…` property.
 */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button, input, select, textarea')].every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
  return response;
}
