import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Issue 22, items 8, 12 and 13: account forms that fit the shop, a reset mail that follows the
 * shopper, and one origin. In German (the shop's default shopper) except where a language is
 * the point. Every run makes its own customers.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'Konto-Formular-2026';

/** Registers with e-mail and password only — the default store makes the username from the e-mail. */
async function registerWithEmailOnly(page: Page, email: string) {
  await openHydrated(page, '/my-account');
  const form = page.getByRole('form', { name: 'Konto erstellen' });
  await expect(form.getByLabel('Benutzername', { exact: true })).toHaveCount(0);
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill(PASSWORD);
  await form.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Konto wurde erstellt.' })).toBeVisible();
}

test('registration takes e-mail and password alone; the username is the e-mail’s local part', async ({ page, browser, baseURL }) => {
  const name = `formular${unique()}`;
  await registerWithEmailOnly(page, `${name}@example.com`);
  await expect(page.getByText(`Hallo ${name}`)).toBeVisible();

  // The generated username signs in, in another browser.
  const other = await browser.newContext({ locale: 'de-DE', baseURL });
  const elsewhere = await other.newPage();
  await openHydrated(elsewhere, '/my-account');
  const login = elsewhere.getByRole('form', { name: 'Anmelden' });
  await login.getByLabel('Benutzername oder E-Mail-Adresse').fill(name);
  await login.getByLabel('Passwort').fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Persönliche Daten' })).toBeVisible();
  await other.close();
});

test('the address tab’s country is the shop’s list of countries, and the choice is kept', async ({ page }) => {
  await registerWithEmailOnly(page, `land${unique()}@example.com`);
  await openHydrated(page, '/my-account?tab=addresses');
  await expect(page.getByText(/Ländercode/)).toHaveCount(0);
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  const country = billing.getByRole('combobox', { name: 'Land' });
  await expect(country).toBeVisible();
  // Names in the shopper's language, as at checkout.
  await expect(country.getByRole('option', { name: 'Deutschland' })).toHaveCount(1);
  await country.selectOption({ label: 'Österreich' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich aktualisiert' })).toBeVisible();
  await openHydrated(page, '/my-account?tab=addresses');
  await expect(page.getByRole('group', { name: 'Rechnungsadresse' }).getByRole('combobox', { name: 'Land' })).toHaveValue('AT');
});

test('“Passwort vergessen?” sits under the password field and leads to the reset form', async ({ page }) => {
  await openHydrated(page, '/my-account');
  const login = page.getByRole('form', { name: 'Anmelden' });
  const password = login.getByLabel('Passwort');
  const forgot = login.getByRole('link', { name: 'Passwort vergessen?' });
  const [field, link] = [await password.boundingBox(), await forgot.boundingBox()];
  expect(link!.y).toBeGreaterThan(field!.y + field!.height - 1);
  expect(link!.y - (field!.y + field!.height)).toBeLessThan(40);
  await forgot.click();
  await expect(page).toHaveURL(/\/my-account\/lost-password$/);
  await expect(page.getByRole('button', { name: 'Link senden' })).toBeVisible();
});

test('on a phone the account’s tabs take one row and the section starts above the fold', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ locale: 'de-DE', baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await registerWithEmailOnly(page, `handy${unique()}@example.com`);
  const tabs = page.getByRole('navigation', { name: 'Mein Konto' });
  const row = await tabs.boundingBox();
  expect(row!.height).toBeLessThan(60);
  // The page itself does not scroll sideways: only the tab row does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const firstField = await page.getByLabel('Vorname').boundingBox();
  expect(firstField!.y + firstField!.height).toBeLessThanOrEqual(844);
  // A tab scrolled in from the side opens its section.
  await tabs.getByRole('link', { name: 'Wunschliste' }).click();
  await expect(page.getByRole('heading', { name: 'Wunschliste', level: 2, exact: true })).toBeVisible();
  await phone.close();
});

test.describe('one origin', () => {
  test.skip(Boolean(process.env.BASE_URL), 'the loopback alias exists only for a local shop');

  test('a request on localhost is redirected to the same path on 127.0.0.1', async ({ request, baseURL }) => {
    const canonical = new URL(baseURL!);
    const alias = `http://localhost:${canonical.port}`;
    for (const path of ['/my-account?tab=addresses', '/cart', '/']) {
      const response = await request.get(`${alias}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()['location']).toBe(`${canonical.origin}${path}`);
    }
    const direct = await request.get(`${canonical.origin}/cart`, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
  });

  test('the demo sign-in returns to the canonical origin', async ({ request, baseURL }) => {
    const start = await request.get('/oauth/start/oauth2_generic', { maxRedirects: 0 });
    expect(start.status()).toBe(303);
    const redirectUri = new URL(start.headers()['location'] ?? '', baseURL).searchParams.get('redirect_uri');
    expect(new URL(redirectUri ?? 'about:blank').origin).toBe(new URL(baseURL!).origin);
  });
});

test('a reset asked for in English is mailed in English, its link on the canonical origin', async ({ page, browser, baseURL }) => {
  const name = `reset${unique()}`;
  const email = `${name}@example.com`;
  const signup = await browser.newContext({ locale: 'de-DE', baseURL });
  await registerWithEmailOnly(await signup.newPage(), email);
  await signup.close();

  await page.context().addCookies([{ name: 'locale', value: 'en_US', url: baseURL! }]);
  await openHydrated(page, '/my-account/lost-password');
  await page.getByLabel('Username or e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('If your email address is registered with us');

  let mail: { subject?: string; text?: string } = {};
  await expect
    .poll(
      async () => {
        const { messages } = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { id: string }[] };
        for (const summary of messages) {
          const read = (await (await fetchMailbox(`/api/messages/${summary.id}`)).json()) as typeof mail;
          if (read.text?.includes('lost-password')) mail = read;
        }
        return mail.subject ?? null;
      },
      { message: `the reset mail to ${email}`, timeout: 20_000 },
    )
    .toBe('Reset your password at Vitrine');
  expect(mail.text).toContain('Set a new password');
  expect(mail.text).not.toContain('Passwort');
  const link = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail.text ?? '')?.[0] ?? 'about:blank');
  expect(link.origin).toBe(new URL(baseURL!).origin);
  expect(link.searchParams.get('login')).toBe(name);
});
