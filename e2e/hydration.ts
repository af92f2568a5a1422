import type { Page } from '@playwright/test';

const CONTROLS = 'button, input:not([type="hidden"]), select, textarea';

/**
 * Opens `url` and waits until React has hydrated every control on the page. Before that, a
 * click or key press lands on server-rendered markup whose handlers are not attached yet (as
 * it would for a shopper on a slow phone), and a test would race the page instead of testing it.
 * React marks each node it has hydrated with a `__reactFiber$…` property.
 */
export async function openHydrated(page: Page, url: string, timeoutMs = 15_000) {
  const response = await page.goto(url);
  const hydrated = (selector: string) =>
    [...document.querySelectorAll(selector)].every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber$')));
  try {
    await page.waitForFunction(hydrated, CONTROLS, { timeout: timeoutMs });
  } catch (error) {
    const waiting = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)]
          .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactFiber$')))
          .map((control) => control.outerHTML.slice(0, 120)),
      CONTROLS,
    );
    throw new Error(`${url}: controls still not hydrated after ${timeoutMs} ms: ${waiting.join(' | ')}`, { cause: error });
  }
  return response;
}
