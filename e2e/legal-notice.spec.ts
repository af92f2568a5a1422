import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { fillCart } from './support/fill-cart';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The order button states what it commits to (docs/behaviour.md §4): beside "Zahlungspflichtig
 * bestellen" a notice names and links the terms, the withdrawal policy and the privacy policy,
 * each a page of the shop in the shopper's language; and the confirmation mail of an order placed
 * in English is English. (The terms checkbox of the store setting `requireTermsCheckbox` is
 * tested at the server action: tests/storefront/checkout-legal-consent.test.ts.)
 */

const expect = baseExpect.configure({ timeout: 20_000 });

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the checkout’s legal notice links AGB, Widerrufsbelehrung and Datenschutzerklärung, each opening its page', async ({ page, context }) => {
  await fillCart(page, [{ slug: 'cordrock-emilia', attributes: { color: 'braun', size: 'xs' } }]);
  await openHydrated(page, '/checkout');
  const notice = page.getByTestId('checkout-legal-notice');
  await expect(notice).toContainText('Mit Ihrer Bestellung erklären Sie sich mit unseren AGB einverstanden.');
  await expect(page.getByTestId('checkout-terms')).toHaveCount(0);

  const pages = [
    { link: 'AGB', heading: 'Allgemeine Geschäftsbedingungen (AGB)', says: 'Vitrine GmbH' },
    { link: 'Widerrufsbelehrung', heading: 'Widerrufsbelehrung', says: 'Muster-Widerrufsformular' },
    { link: 'Datenschutzerklärung', heading: 'Datenschutzerklärung', says: 'Vitrine GmbH' },
  ];
  for (const { link, heading, says } of pages) {
    // A new tab, so the checkout keeps what was typed.
    const [opened] = await Promise.all([context.waitForEvent('page'), notice.getByRole('link', { name: link, exact: true }).click()]);
    await expect(opened.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(opened.getByRole('main')).toContainText(says);
    expect(await seriousViolations(opened)).toEqual([]);
    await opened.close();
  }
  await expect(page).toHaveURL(/\/checkout$/);
});

test('in English: the notice, the pages and the confirmation mail speak English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en_US', url: baseURL ?? '' }]);
  await fillCart(page, [{ slug: 'cordrock-emilia', attributes: { color: 'braun', size: 'xs' } }]);
  await openHydrated(page, '/checkout');
  const notice = page.getByTestId('checkout-legal-notice');
  await expect(notice).toContainText('By placing your order you agree to our terms and conditions.');
  const href = await notice.getByRole('link', { name: 'cancellation policy' }).getAttribute('href');
  const policy = await context.newPage();
  await policy.goto(href ?? '');
  await expect(policy.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeVisible();
  await policy.close();

  const email = `legal-en-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.getByLabel('First name').first().fill('Emma');
  await page.getByLabel('Last name').first().fill('Walker');
  await page.getByLabel('Street address').first().fill('Hauptstraße 1');
  await page.getByLabel('Postcode / ZIP').first().fill('10115');
  await page.getByLabel('Town / City').first().fill('Berlin');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('radio', { name: /cash on delivery|Nachnahme/i }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });

  let text = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { id: string }[] };
      if (!messages[0]) return '';
      text = ((await (await fetchMailbox(`/api/messages/${messages[0].id}`)).json()) as { text: string }).text;
      return text;
    })
    .toContain('Thank you for your order');
  for (const expected of ['Billing address', 'Germany', 'Color: Braun, Size: XS', 'Cash on delivery', 'Terms and conditions: http', '/terms', 'Cancellation policy: http']) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('Rechnungsadresse');
});
