import { expect as baseExpect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { fillCart } from './support/fill-cart';
import { orderByCashOnDeliveryWithNewAccount, signInOnAccountPage } from './support/checkout-form';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * A guest creates an account while checking out (docs/behaviour.md §7 `checkout … account`),
 * then signs in with it and finds the order in the account's orders, linking to its summary, and
 * the file it bought (the seeded lookbook PDF) behind a signed link in its downloads.
 * In German, the shop's default shopper, like the checkout journeys.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a guest creates an account at checkout and sees the order in it after signing in', async ({ page }) => {
  const name = `kasse${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@example.com`;
  await fillCart(page, [{ slug: 'cordrock-emilia', attributes: { color: 'braun', size: 'xs' } }]);
  await openHydrated(page, '/checkout');
  const orderId = await orderByCashOnDeliveryWithNewAccount(page, { username: name, email, password: 'kassen-Geheim-1' });

  await openHydrated(page, '/my-account');
  await signInOnAccountPage(page, name, 'kassen-Geheim-1');
  await page.getByRole('link', { name: 'Bestellungen' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^Bestellung .* ansehen$`) }).first()).toHaveAttribute('href', `/order-summary/${orderId}`);

  // The signed-in owner reads it from the shop (by DATABASE_ID), not from this browser's confirmation.
  await page.context().clearCookies({ name: 'vitrine-order' });
  await page.goto(`/order-summary/${orderId}`);
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
});

test('a customer who bought the lookbook downloads it from the account', async ({ page }) => {
  const name = `lese${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await fillCart(page, [{ slug: 'lookbook-herbst-winter-2026' }]);
  await openHydrated(page, '/checkout');
  await expect(page.getByTestId('no-shipping-needed')).toBeVisible();
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Mustermann');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(`${name}@example.com`);
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByLabel('Ein Konto erstellen').check();
  await page.getByLabel('Benutzername').fill(name);
  await page.getByLabel('Passwort', { exact: true }).fill('lese-Geheim-1');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });

  await openHydrated(page, '/my-account');
  await signInOnAccountPage(page, name, 'lese-Geheim-1');
  await page.getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByText('Lookbook Herbst/Winter 2026 (PDF)')).toBeVisible();
  const href = await page.getByRole('link', { name: 'Herunterladen' }).getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
