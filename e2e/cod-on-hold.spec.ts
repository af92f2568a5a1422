import { expect as baseExpect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { fillCart } from './support/fill-cart';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Cash on delivery collects nothing at checkout, so an order of the lookbook PDF goes on hold
 * (WooCommerce's COD gateway): the confirmation names the status, says the download comes once
 * paid, and offers no download. The lookbook is virtual without stock: no other journey's stock
 * is touched.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a guest who orders the lookbook by cash on delivery is told it waits for the payment, with no download', async ({ page }) => {
  const email = `nachnahme-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await fillCart(page, [{ slug: 'lookbook-herbst-winter-2026' }]);
  await openHydrated(page, '/checkout');
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Mustermann');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });

  await expect(page.getByTestId('order-status')).toHaveText('In Wartestellung');
  await expect(page.getByTestId('order-on-hold')).toHaveText(
    'Ihre Bestellung wartet auf Ihre Zahlung. Downloads schalten wir frei, sobald die Zahlung bei uns eingegangen ist.',
  );
  await expect(page.getByRole('link', { name: /Herunterladen/ })).toHaveCount(0);
});
