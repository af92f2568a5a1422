import { expect, type Page } from '@playwright/test';

/**
 * The German checkout as a guest fills it: a Berlin address, cash on delivery, an account created
 * with the order, then "Zahlungspflichtig bestellen". Resolves with the order's number once the
 * order-received page is shown.
 */
export async function orderByCashOnDeliveryWithNewAccount(page: Page, account: { username: string; email: string; password: string }): Promise<string> {
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Mustermann');
  await page.getByLabel('Straße und Hausnummer').first().fill('Hauptstraße 1');
  await page.getByLabel('Postleitzahl').first().fill('10115');
  await page.getByLabel('Ort / Stadt').first().fill('Berlin');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(account.email);
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  await page.getByLabel('Ein Konto erstellen').check();
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });
  return /order-received\/(\d+)/.exec(page.url())?.[1] ?? '';
}

/** Signs in on /my-account with the German form and waits for the account. */
export async function signInOnAccountPage(page: Page, username: string, password: string): Promise<void> {
  const login = page.getByRole('form', { name: 'Anmelden' });
  await login.getByLabel('Benutzername oder E-Mail-Adresse').fill(username);
  await login.getByLabel('Passwort').fill(password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Persönliche Daten' })).toBeVisible();
}
