import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Accounts on a real WooCommerce store (a WordPress + WooCommerce 10 + WPGraphQL 2.6 store on loopback): the storefront runs
 * with COMMERCE_GRAPHQL_URL pointing at it (BASE_URL or STOREFRONT_PORT), and REAL_STORE_MAIL_LOG
 * names the file the store writes its mail to (that recipe's logs/mail.log). Skipped otherwise:
 * CI has no real store. The store has contract/wordpress/vitrine-storefront-links.php installed
 * with VITRINE_STOREFRONT_URL set.
 */
const store = process.env.COMMERCE_GRAPHQL_URL;
const mailLog = process.env.REAL_STORE_MAIL_LOG;
test.skip(!store || !mailLog, 'needs a real store: COMMERCE_GRAPHQL_URL and REAL_STORE_MAIL_LOG');

async function gql<T>(request: APIRequestContext, query: string, variables: object): Promise<{ data?: T; errors?: { message: string }[] }> {
  const response = await request.post(store!, { data: { query, variables } });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}

const login = (request: APIRequestContext, username: string, password: string) =>
  gql<{ login: { authToken: string } | null }>(
    request,
    'mutation ($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken } }',
    { u: username, p: password },
  );

async function register(request: APIRequestContext) {
  const username = `echt${Date.now().toString(36)}`;
  const password = `Echt-Passwort-${Date.now()}`;
  const registered = await gql<{ registerCustomer: { authToken: string } }>(
    request,
    'mutation ($u: String!, $e: String!, $p: String!) { registerCustomer(input: { username: $u, email: $e, password: $p, authenticate: true }) { authToken } }',
    { u: username, e: `${username}@example.com`, p: password },
  );
  return { username, password, authToken: registered.data!.registerCustomer.authToken };
}

test('a wishlist heart keeps the customer’s password, and the list stays', async ({ page, request, baseURL }) => {
  const customer = await register(request);
  await page.context().addCookies([{ name: 'vitrine-auth', value: customer.authToken, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
  await openHydrated(page, '/products');
  const card = page.locator('main article').first();
  await card.getByRole('button', { name: 'Zur Wunschliste hinzufügen' }).click();
  await expect(card.getByRole('button', { name: 'Von der Wunschliste entfernen' })).toBeVisible();
  await openHydrated(page, '/products');
  await expect(page.locator('main article').first().getByRole('button', { name: 'Von der Wunschliste entfernen' })).toBeVisible();
  expect((await login(request, customer.username, customer.password)).data?.login?.authToken).toBeTruthy();
});

test('the reset mail links to the storefront, whose form sets the new password', async ({ page, request }) => {
  const customer = await register(request);
  await openHydrated(page, '/my-account/lost-password');
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(customer.username);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText('Wenn Ihre E-Mail-Adresse bei uns registriert ist')).toBeVisible();

  let link: URL | null = null;
  await expect
    .poll(() => {
      const links = [...readFileSync(mailLog!, 'utf8').matchAll(/\( (https?:\/\/\S+lost-password\S*login=([^\s&)]+)) \)/g)];
      const mine = links.filter((match) => decodeURIComponent(match[2] ?? '') === customer.username).at(-1);
      link = mine ? new URL((mine[1] ?? '').replaceAll('&amp;', '&')) : null;
      return link?.pathname ?? null;
    })
    .toBe('/my-account/lost-password');
  const reset = link as unknown as URL;
  expect(reset.searchParams.get('key')).toBeTruthy();

  const newPassword = `Neu-Passwort-${Date.now()}`;
  await openHydrated(page, `${reset.pathname}${reset.search}`);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort bestätigen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  expect((await login(request, customer.username, newPassword)).data?.login?.authToken).toBeTruthy();
});

test('an address edit asks for the current password on an affected store, and the password stays', async ({ page, request, baseURL }) => {
  const customer = await register(request);
  await page.context().addCookies([{ name: 'vitrine-auth', value: customer.authToken, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
  await openHydrated(page, '/my-account?tab=addresses');
  const password = page.getByLabel('Aktuelles Passwort (zum Speichern nötig)');
  await expect(page.locator('#billing-city')).toBeVisible();
  test.skip(!(await password.isVisible()), 'the store runs a WPGraphQL without the password bug');
  await page.locator('#billing-city').fill('Wien');
  await password.fill(customer.password);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Erfolgreich aktualisiert')).toBeVisible();
  expect((await login(request, customer.username, customer.password)).data?.login?.authToken).toBeTruthy();
});
