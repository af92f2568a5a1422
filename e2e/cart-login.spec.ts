import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { addToCartFromProductPage, cartDrawer } from './support/cart';
import { GERMAN_ACCOUNT_FORMS, logIn as logInAccount, register as registerAccount } from './support/account-forms';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * A guest's cart is kept across signing up and signing in (docs/architecture.md, "Accounts";
 * docs/woographql-contract.md §2.2, §13.2): the guest session moves onto the customer's, and
 * what the guest had in the cart joins what the customer's cart already held ("lines of both
 * carts"), so it also follows the customer to another browser. Checked as a shopper sees it: the
 * header's badge, the drawer and the cart page. Everything goes through the storefront's pages
 * (no backend calls), so it also runs against a deployed preview (BASE_URL); every run makes its
 * own customer. In German, like the other buying journeys.
 */
// Sign-ups and sign-ins hash or verify a password with argon2id and re-render the page: on a
// busy shared machine these take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const register = (page: Page, username: string, email: string, password: string) =>
  registerAccount(page, GERMAN_ACCOUNT_FORMS, { username, email, password });

const logIn = (page: Page, username: string, password: string) => logInAccount(page, GERMAN_ACCOUNT_FORMS, { username, password });

const DRESS = 'Midikleid Charlotte';
const SKIRT = 'Cordrock Emilia';

test('a guest’s cart is kept when they sign up, and joins the customer’s cart when they sign in elsewhere', async ({ page, browser, baseURL }) => {
  const name = `korb${unique()}`;
  const password = 'korb-Geheim-1';

  // First visit, in a browser of its own: a guest puts the dress in the cart, then signs up.
  const earlier = await browser.newContext({ locale: 'de-DE', baseURL });
  const first = await earlier.newPage();
  await addToCartFromProductPage(first, 'midikleid-charlotte', { choose: ['Camel', 'M'] });
  await expect(first.getByTestId('cart-count')).toHaveText('1');
  await register(first, name, `${name}@example.com`, password);
  await expect(first.getByRole('status').filter({ hasText: 'Ihr Konto wurde erstellt.' })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Persönliche Daten' })).toBeVisible();
  // Signed up, and the dress is still in the cart.
  await expect(first.getByTestId('cart-count')).toHaveText('1');
  await first.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).click();
  await expect(cartDrawer(first).getByTestId('cart-line')).toHaveCount(1);
  await expect(cartDrawer(first).getByTestId('cart-line').filter({ hasText: DRESS })).toContainText('Farbe: Camel, Größe: M');
  await earlier.close();

  // Later, in another browser, not signed in: a guest again, with a skirt in the cart.
  await addToCartFromProductPage(page, 'cordrock-emilia');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await logIn(page, name, password);
  await expect(page.getByRole('heading', { name: 'Persönliche Daten' })).toBeVisible();

  // Signed in: the guest's skirt has joined the dress the account's cart already held.
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByRole('button', { name: 'Warenkorb, 2 Artikel' }).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer.getByTestId('cart-line').filter({ hasText: DRESS })).toContainText('Farbe: Camel, Größe: M');
  await expect(drawer.getByTestId('cart-line').filter({ hasText: SKIRT })).toBeVisible();
  // 59,95 € (the dress on sale) + 54,95 € (the skirt).
  await expect(drawer.getByTestId('cart-totals')).toContainText(/Zwischensumme\s*114,90\s€/);

  // The cart page, rendered by the server for this shopper, holds the same two lines.
  await openHydrated(page, '/cart');
  const lines = page.getByRole('main').getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: DRESS }).getByRole('spinbutton')).toHaveValue('1');
  await expect(lines.filter({ hasText: SKIRT }).getByRole('spinbutton')).toHaveValue('1');
  await expect(page.getByRole('main').getByTestId('cart-totals')).toContainText(/Zwischensumme\s*114,90\s€/);
});
