import { expect, test, type APIRequestContext } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * A visitor's wishlist joins their account when they sign in, and the account's list follows
 * them to another browser. Signing in is the account pages' work; here a customer is
 * registered through the backend's own API and their auth token put into the auth cookie, as
 * the sign-in would.
 */
const backend = `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;

async function gql<T>(request: APIRequestContext, query: string, variables: object, token?: string): Promise<T> {
  const response = await request.post(backend, {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}

test('a visitor’s hearts merge into the account on sign-in and follow the customer to another browser', async ({ page, browser, request, baseURL }) => {
  await openHydrated(page, '/products');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.getByRole('button', { name: 'Zur Wunschliste hinzufügen' }).click();
  await expect(card.getByRole('button', { name: 'Von der Wunschliste entfernen' })).toBeVisible();

  const stamp = Date.now();
  const registered = await gql<{ registerCustomer: { authToken: string } }>(
    request,
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken } }',
    { input: { username: `wish${stamp}`, email: `wish${stamp}@example.com`, password: `Wunsch-${stamp}!`, authenticate: true } },
  );
  const token = registered.registerCustomer.authToken;
  const cookie = { name: 'vitrine-auth', value: token, url: baseURL ?? 'http://127.0.0.1:3000', httpOnly: true, sameSite: 'Lax' as const };
  await page.context().addCookies([cookie]);

  await openHydrated(page, '/products');
  // Signed in: the header's heart leads to the account's wishlist, and the browser's list has moved there.
  await expect(page.locator('header').getByRole('link', { name: 'Wunschliste' })).toHaveAttribute('href', '/my-account?tab=wishlist', { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vitrine-wishlist')), { timeout: 15_000 }).toBeNull();
  const meta = await gql<{ customer: { metaData: { key: string; value: string }[] } }>(
    request,
    'query { customer { metaData(keysIn: ["vitrine_wishlist"]) { key value } } }',
    {},
    token,
  );
  expect(JSON.parse(meta.customer.metaData[0]?.value ?? '[]')).toHaveLength(1);

  // Another browser, same customer: the list is there.
  const other = await browser.newContext({ locale: 'de-DE' });
  await other.addCookies([cookie]);
  const otherPage = await other.newPage();
  await openHydrated(otherPage, '/wishlist');
  await expect(otherPage.getByTestId('wishlist-items').getByRole('heading', { level: 3, name })).toBeVisible({ timeout: 15_000 });
  await other.close();
});
