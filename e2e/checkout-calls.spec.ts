import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { openHydrated } from './hydration';
import { GERMAN_ACCOUNT_FORMS, register } from './support/account-forms';
import { addToCartFromProductPage } from './support/cart';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * What a shopper notices of the store's round trips (issue 21, items 8 and 12): the shipping
 * choice shows before the store answers, a cart change in checkout does not ask for the
 * header's state again, and logging out sends nothing that fails. Runs against any backend.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Server actions posted from /checkout, held until the test lets them through. */
async function holdCheckoutActions(page: Page) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/checkout'),
    async (route) => {
      if (route.request().method() === 'POST' && route.request().headers()['next-action']) held.push(route);
      else await route.fallback();
    },
  );
  return {
    count: () => held.length,
    release: async () => {
      await page.unroute((url) => url.pathname.endsWith('/checkout'));
      for (const route of held.splice(0)) await route.fallback();
    },
  };
}

test.describe.configure({ timeout: 120_000 });

test('checkout: the chosen shipping rate shows at once, and a cart change asks nothing more for the header', async ({ page }) => {
  const drawer = await addToCartFromProductPage(page, 'leinenkleid-marlene', { choose: ['Rot', 'XS'] });
  await drawer.getByRole('link', { name: 'Zur Kasse' }).click();
  await openHydrated(page, '/checkout');
  // A page load asks /api/shopper once, when the browser is idle (at most 2 s after hydration):
  // wait until this document has its answer, so only what the shipping choice causes counts below.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/api/shopper')))
    .toBe(true);
  // Whichever rate the store did not choose (the choice it starts with depends on its settings).
  const rates = page.locator('input[name="shipping-method"]');
  await expect(rates.first()).toBeVisible();
  const other = page.locator('input[name="shipping-method"]:not(:checked)').first();
  const rateId = await other.getAttribute('value');
  const chosen = page.locator(`input[name="shipping-method"][value="${rateId}"]`);

  const shopperStateCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shopper') shopperStateCalls.push(request.url());
  });
  const actions = await holdCheckoutActions(page);
  await chosen.click();
  // The store has not answered yet (its answer is held), and the choice already shows.
  await expect.poll(actions.count).toBe(1);
  await expect(chosen).toBeChecked({ timeout: 2_000 });
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/checkout'));
  await actions.release();
  await answered;
  await expect(chosen).toBeChecked();
  // The cart's answer carried its item count: the badge did not ask /api/shopper again.
  await page.waitForTimeout(500);
  expect(shopperStateCalls).toEqual([]);
});

test('logging out sends no request that fails', async ({ page }) => {
  const name = `abmelden${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await register(page, GERMAN_ACCOUNT_FORMS, { username: name, email: `${name}@example.com`, password: 'Herbst-Wind-2026' });
  const logout = page.getByRole('button', { name: 'Abmelden' });
  await expect(logout).toBeVisible();

  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // A navigation cancels the page's earlier fetches (net::ERR_ABORTED): not a failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()}`);
  });
  await logout.click();
  await expect(page.getByRole('form', { name: GERMAN_ACCOUNT_FORMS.loginForm })).toBeVisible();
  expect(failed).toEqual([]);
});
