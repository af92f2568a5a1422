import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

const languageSelect = (page: Page) => page.getByRole('contentinfo').getByRole('combobox');

test.describe('languages', () => {
  test('German for a German browser', async ({ page }) => {
    await openHydrated(page, '/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mein Konto' })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue('de_DE');
    await expect(page.getByRole('contentinfo').getByText('Sprache')).toBeVisible();
  });

  test.describe('a first visit without a locale cookie follows the browser', () => {
    test.describe('French browser', () => {
      test.use({ locale: 'fr-FR' });
      test('gets French', async ({ page, context }) => {
        await openHydrated(page, '/contact');
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
        await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Service client' })).toBeVisible();
        await expect(languageSelect(page)).toHaveValue('fr_FR');
        // Nothing is stored: the browser's language is followed until the shopper chooses one.
        expect((await context.cookies()).some((cookie) => cookie.name === 'locale')).toBe(false);
      });

      test('a chosen language wins over the browser', async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'locale', value: 'it_IT', url: baseURL ?? '' }]);
        await openHydrated(page, '/contact');
        await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
      });
    });

    test.describe('British browser', () => {
      test.use({ locale: 'en-GB' });
      test('gets US English on a cached catalogue page', async ({ page }) => {
        await openHydrated(page, '/products');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
        await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
      });
    });

    test.describe('Japanese browser', () => {
      test.use({ locale: 'ja-JP' });
      test('gets German, the shop language', async ({ page }) => {
        await openHydrated(page, '/contact');
        await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      });
    });
  });

  test('the switcher sets the locale cookie, and the choice survives navigation and reload', async ({ page, context }) => {
    await openHydrated(page, '/contact');
    await languageSelect(page).selectOption('en_US');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/); // no locale prefix

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('en_US');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // Client-side navigation, then a full reload.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue('en_US');

    await languageSelect(page).selectOption('de_DE');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  });

  const headings = [
    ['en_US', 'en-US', 'Contact', 'Customer service'],
    ['de_DE', 'de-DE', 'Kontakt', 'Kundenservice'],
    ['es_ES', 'es-ES', 'Contacto', 'Atención al cliente'],
    ['fr_FR', 'fr-FR', 'Contact', 'Service client'],
    ['it_IT', 'it-IT', 'Contatti', 'Servizio clienti'],
    ['pt_BR', 'pt-BR', 'Contato', 'Atendimento'],
  ] as const;
  for (const [code, lang, title, footerColumn] of headings) {
    test(`renders in ${code}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: code, url: baseURL ?? '' }]);
      await openHydrated(page, '/contact');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: footerColumn })).toBeVisible();
    });
  }

  test('an unknown locale cookie falls back to German', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'xx_XX', url: baseURL ?? '' }]);
    await openHydrated(page, '/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  });

  test('dates and money follow the language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en_US', url: baseURL ?? '' }]);
    await openHydrated(page, '/privacy-policy');
    await expect(page.getByRole('main')).toContainText('Last updated: June 1, 2025');
    await openHydrated(page, '/');
    // US English euro format, e.g. "€49.95".
    await expect(page.getByRole('main').getByText(/€\d+\.\d{2}/).first()).toBeVisible();
  });
});
