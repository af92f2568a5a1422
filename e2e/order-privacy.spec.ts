import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { fillCart } from './support/fill-cart';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Who sees an order's confirmation (issue 20 §2, issue 21 §1; docs/architecture.md "Order
 * pages"): the browser that placed it, from the checkout's own answer, and its signed-in
 * customer. The same addresses opened in another browser show nothing of it, only the
 * sign-in notice. Any backend: the embedded one by default, a real store with
 * COMMERCE_GRAPHQL_URL and BASE_URL (a real store refuses guests every order read).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const backendUrl = () => process.env.COMMERCE_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;
const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const SIGN_IN_NOTICE = /Diese Bestellung können wir hier nicht zeigen/;

/** A random simple product in stock, so the journey is not tied to one catalogue item. */
async function anySimpleProduct(): Promise<{ slug: string; name: string }> {
  const response = await fetch(backendUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 50, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { slug name ... on SimpleProduct { stockQuantity } } } }' }),
  });
  const body = (await response.json()) as { data: { products: { nodes: { slug: string; name: string; stockQuantity: number | null }[] } } };
  const candidates = body.data.products.nodes.filter((node) => node.stockQuantity === null || node.stockQuantity >= 5);
  expect(candidates.length).toBeGreaterThan(0);
  return candidates[Math.floor(Math.random() * candidates.length)]!;
}

async function placeGuestOrder(page: Page, product: { slug: string }, guest: { email: string; street: string; lastName: string }) {
  await fillCart(page, [{ slug: product.slug, quantity: 2 }]);
  await openHydrated(page, '/checkout');
  await page.getByLabel('Vorname').first().fill('Greta');
  await page.getByLabel('Nachname').first().fill(guest.lastName);
  await page.getByLabel('Straße und Hausnummer').first().fill(guest.street);
  await page.getByLabel('Postleitzahl').first().fill('20095');
  await page.getByLabel('Ort / Stadt').first().fill('Hamburg');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(guest.email);
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  const total = (await page.getByTestId('checkout-total').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });
  return { total, orderId: /order-received\/(\d+)/.exec(page.url())?.[1] ?? '' };
}

test.describe('an order is shown only to who may see it', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest’s confirmation shows lines and totals in the placing browser, and nothing of it in another', async ({ page, browser }) => {
    const product = await anySimpleProduct();
    const guest = { email: `${unique('privat')}@example.com`, street: `Geheimweg ${1 + Math.floor(Math.random() * 200)}`, lastName: unique('Nachname') };
    const { total, orderId } = await placeGuestOrder(page, product, guest);
    // Exactly the address the placing browser was sent to (with whatever it carries).
    const receivedUrl = new URL(page.url());

    await expect(page.getByRole('heading', { name: 'Vielen Dank. Ihre Bestellung ist eingegangen.' })).toBeVisible();
    const details = page.getByTestId('order-details');
    await expect(details.getByTestId('order-number')).toHaveText(orderId);
    await expect(details.getByTestId('order-line')).toContainText(product.name);
    await expect(details.getByTestId('order-line')).toContainText('× 2');
    await expect(details.getByTestId('order-total')).toHaveText(total);
    await expect(details).toContainText(guest.street);
    // The key is nowhere the browser's scripts or its history could keep it.
    expect(page.url()).not.toContain('wc_order_');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'vitrine-order')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The same browser sees it again under /order-summary.
    await page.goto('/order-summary');
    await expect(page.getByTestId('order-number')).toHaveText(orderId);

    const stranger = await browser.newContext({ locale: 'de-DE' });
    const other = await stranger.newPage();
    const addresses = [`${receivedUrl.pathname}${receivedUrl.search}`, `/order-summary/${orderId}`, '/order-summary', `/checkout/order-received/${orderId}?key=wc_order_${orderId}`];
    for (const address of addresses) {
      await other.goto(address);
      await expect(other.getByTestId('order-sign-in'), address).toContainText(SIGN_IN_NOTICE);
      await expect(other.getByTestId('order-details')).toHaveCount(0);
      const shown = (await other.locator('main').textContent()) ?? '';
      for (const secret of [guest.email, guest.street, guest.lastName]) expect(shown, `${address} shows ${secret}`).not.toContain(secret);
    }
    // Another browser holding the confirmation cookie of someone else's making gets nothing either.
    await stranger.addCookies([{ name: 'vitrine-order', value: 'eyJhbGciOiJIUzI1NiJ9.e30.forged', url: page.url() }]);
    await other.goto(`/order-summary/${orderId}`);
    await expect(other.getByTestId('order-sign-in')).toBeVisible();
    await stranger.close();
  });
});
