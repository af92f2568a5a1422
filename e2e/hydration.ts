import { expect, type Page } from '@playwright/test';

const CONTROLS = 'button, input:not([type="hidden"]), select, textarea';

/** In the page: the controls React has not hydrated yet (it marks each node with `__reactFiber$…`). */
const unhydratedControls = (selector: string) =>
  [...document.querySelectorAll(selector)]
    .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactFiber$')))
    .map((control) => control.outerHTML.slice(0, 120));

/**
 * Opens `url` and waits until React has hydrated every control on the page. Before that, a
 * click or key press lands on server-rendered markup whose handlers are not attached yet (as
 * it would for a shopper on a slow phone), and a test would race the page instead of testing it.
 */
export async function openHydrated(page: Page, url: string, timeoutMs = 15_000) {
  const response = await page.goto(url);
  await waitHydrated(page, url, timeoutMs);
  return response;
}

/** Until every control of the page shown now is hydrated: after a client-side navigation too, whose new controls hydrate as they arrive. */
export async function waitHydrated(page: Page, label = page.url(), timeoutMs = 15_000) {
  await expect
    .poll(() => page.evaluate(unhydratedControls, CONTROLS), { message: `${label}: controls React has not hydrated`, timeout: timeoutMs })
    .toEqual([]);
}
