import type { Page } from '@playwright/test';

const CONTROLS = 'button, input:not([type="hidden"]), select, textarea';

/** Opens `url` and waits until React has hydrated every control (as e2e/hydration.ts does, without Playwright's test runner). */
export async function openHydrated(page: Page, url: string, timeoutMs = 30_000): Promise<void> {
  // Wait for the page before to settle: a client-side navigation it starts late would abort this one.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const response = await page.goto(url);
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber$'))),
    CONTROLS,
    { timeout: timeoutMs },
  );
}

/** The header's cart badge once it shows `count`. */
export async function waitForCartCount(page: Page, count: number, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === expected,
    String(count),
    { timeout: timeoutMs },
  );
}

/** Signs in with the form on /my-account of `origin` (German, like the e2e journeys). */
export async function signIn(page: Page, origin: string, login: { username: string; password: string }): Promise<void> {
  await openHydrated(page, `${origin}/my-account`);
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel('Benutzername oder E-Mail-Adresse').fill(login.username);
  await form.getByLabel('Passwort').fill(login.password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { name: 'Persönliche Daten' }).waitFor({ timeout: 30_000 });
}
