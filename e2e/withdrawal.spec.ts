import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { fillCart } from './support/fill-cart';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The withdrawal function (§ 356a BGB, issue 22 item 6): a guest withdraws from an order they
 * placed — "Vertrag hier widerrufen" on the order page, the form filled in, "Widerruf
 * bestätigen", the receipt with date and time — and the acknowledgment arrives in the mailbox;
 * the signed-in owner's order page shows the declaration. Without JavaScript the form works from
 * the footer, refuses bad fields in words and keeps what was typed.
 *
 * The lookbook is a virtual product without stock, so no other journey's stock is touched.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/Vitrine/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

type MailSummary = { id: string; subject: string };
async function mailWithSubject(email: string, subject: string): Promise<string> {
  let found: MailSummary | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: MailSummary[] };
      found = messages.find((message) => message.subject === subject);
      return Boolean(found);
    }, { timeout: 30_000 })
    .toBe(true);
  return ((await (await fetchMailbox(`/api/messages/${found?.id}`)).json()) as { text: string | null }).text ?? '';
}

test('a guest withdraws from part of an order, confirms, gets the acknowledgment, and the account shows it', async ({ page }) => {
  const name = `widerruf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@example.com`;
  await fillCart(page, [{ slug: 'lookbook-herbst-winter-2026' }]);
  await openHydrated(page, '/checkout');
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Mustermann');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByLabel('Ein Konto erstellen').check();
  await page.getByLabel('Benutzername').fill(name);
  await page.getByLabel('Passwort', { exact: true }).fill('widerruf-Geheim-1');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });
  const orderNumber = /order-received\/(\d+)/.exec(page.url())?.[1] ?? '';

  // The control on the order page leads to the form, filled in for the browser that placed the order.
  await page.getByTestId('order-withdrawal').getByRole('link', { name: 'Vertrag hier widerrufen' }).click();
  await expect(page).toHaveURL(new RegExp(`/withdrawal\\?order=${orderNumber}$`));
  await expect(page.getByRole('heading', { name: 'Vertrag widerrufen', level: 1 })).toBeVisible();
  const form = page.getByTestId('withdrawal-form');
  await expect(form.getByLabel('Vor- und Nachname')).toHaveValue('Erika Mustermann');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(form.getByLabel('Bestellnummer')).toHaveValue(orderNumber);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel('Nur einzelne Artikel').check();
  await form.getByRole('checkbox', { name: /Lookbook Herbst\/Winter 2026/ }).check();
  await form.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();

  await expect(page.getByRole('heading', { name: 'Widerruf bestätigen' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-statement')).toHaveText(`Hiermit widerrufe ich den Vertrag über die folgenden Artikel der Bestellung ${orderNumber}:`);
  await expect(page.getByTestId('withdrawal-summary')).toContainText('Lookbook Herbst/Winter 2026');
  await expect(page.getByTestId('withdrawal-summary')).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();

  await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-received-at')).toHaveText(/^Eingegangen am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2} (MEZ|MESZ)$/);
  expect(await seriousViolations(page)).toEqual([]);

  const text = await mailWithSubject(email, `Eingangsbestätigung Ihres Widerrufs – Bestellung ${orderNumber}`);
  expect(text).toContain('Hiermit widerrufe ich (Erika Mustermann');
  expect(text).toContain('Lookbook Herbst/Winter 2026');
  expect(text).toMatch(/Eingegangen am:\s+\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} (MEZ|MESZ)/);

  // The owner, signed in, reads the declaration from the shop on the order's page.
  await openHydrated(page, '/my-account');
  const login = page.getByRole('form', { name: 'Anmelden' });
  await login.getByLabel('Benutzername oder E-Mail-Adresse').fill(name);
  await login.getByLabel('Passwort').fill('widerruf-Geheim-1');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('account-withdrawal')).toHaveAttribute('href', '/withdrawal');
  await page.context().clearCookies({ name: 'vitrine-order' });
  await page.goto(`/order-summary/${orderNumber}`);
  const declared = page.getByTestId('order-withdrawals');
  await expect(declared).toContainText(/Widerruf erklärt am \d{1,2}\. \S+ \d{4} um/);
  await expect(declared).toContainText('Einzelne Artikel · Lookbook Herbst/Winter 2026 (1 ×)');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer’s control opens the form; bad fields come back in words with everything kept; the declaration is received', async ({ page }) => {
    await page.goto('/');
    // The footer's control.
    await page.getByRole('link', { name: 'Vertrag hier widerrufen' }).click();
    await expect(page).toHaveURL(/\/withdrawal$/);
    const form = page.getByTestId('withdrawal-form');
    await form.getByLabel('Vor- und Nachname').fill('Nora Noscript');
    await form.getByLabel('Bestellnummer').fill('zwölf');
    await form.getByLabel('E-Mail-Adresse').fill('nora-noscript@example.com');
    await form.getByLabel('Nur einzelne Artikel').check();
    await form.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();

    await expect(page.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie die Bestellnummer an (nur Ziffern, z. B. 1042).')).toBeVisible();
    await expect(page.getByText('Bitte kreuzen Sie die Artikel an oder beschreiben Sie sie.')).toBeVisible();
    await expect(form.getByLabel('Vor- und Nachname')).toHaveValue('Nora Noscript');
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('nora-noscript@example.com');
    await expect(form.getByLabel('Nur einzelne Artikel')).toBeChecked();

    await form.getByLabel('Bestellnummer').fill('987654001');
    await form.getByLabel('Die gesamte Bestellung').check();
    await form.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
    await expect(page.getByRole('heading', { name: 'Widerruf bestätigen' })).toBeVisible();
    await expect(page.getByTestId('withdrawal-statement')).toHaveText('Hiermit widerrufe ich den Vertrag über die gesamte Bestellung 987654001.');
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    // No such order: the page answers as for any other, and tells where the acknowledgment would go.
    await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
    await expect(page.getByText(/senden wir Ihnen sofort eine Eingangsbestätigung mit diesen Angaben an nora-noscript@example\.com/)).toBeVisible();
  });
});
