import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { fillCart } from './support/fill-cart';
import { pickProducts } from './support/pick-products';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The checkout on a phone (issue 22, item 11): a reduced header instead of the site's
 * navigation and footer, the order folded in a summary at the top, a refused submission that
 * takes the shopper to the first field to fix, and an order page that announces itself.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/** The name of the element that has the focus, or its tag when it has none. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? null);

test('a phone checkout: reduced header, folded summary, the first refused field focused, the order heading focused', async ({ page }) => {
  const [product] = await pickProducts(1);
  await fillCart(page, [{ slug: product.slug }]);
  await openHydrated(page, '/checkout');

  // The reduced header: the shop, the secure-checkout note, the way back to the cart; no site navigation or footer.
  const header = page.getByTestId('checkout-header');
  await expect(header).toContainText('Sichere Kasse');
  await expect(header.getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', /\/cart$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // The order, folded at the top with the amount to pay; it opens with a tap.
  const toggle = page.getByTestId('checkout-summary-toggle');
  const billing = page.getByRole('heading', { name: 'Rechnungsdetails' });
  expect((await toggle.boundingBox())?.y ?? Infinity).toBeLessThan((await billing.boundingBox())?.y ?? 0);
  await expect(page.getByTestId('checkout-total')).toBeHidden();
  await toggle.click();
  await expect(page.getByTestId('checkout-line').filter({ hasText: product.name })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText((await page.getByTestId('checkout-summary-total').textContent()) ?? '');
  await expectNoSeriousViolations(page);

  // A submission with fields missing: the first of them takes the focus, in view, not the message below.
  await page.getByLabel('Vorname').first().fill('Paula');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByTestId('checkout-error')).toHaveText('Bitte prüfen Sie die markierten Felder.');
  await expect.poll(() => focused(page)).toBe('billing.lastName');
  await expect(page.getByLabel('Nachname').first()).toBeInViewport();

  await page.getByLabel('Nachname').first().fill('Phone');
  await page.getByLabel('Straße und Hausnummer').first().fill('Gartenweg 7');
  await page.getByLabel('Postleitzahl').first().fill('04109');
  await page.getByLabel('Ort / Stadt').first().fill('Leipzig');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(`phone-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });

  // The confirmation's heading has the focus, so a screen reader announces it.
  const heading = page.getByRole('heading', { level: 1, name: 'Vielen Dank. Ihre Bestellung ist eingegangen.' });
  await expect(heading).toBeFocused();
  // The title comes with the page's streamed metadata, a moment after the heading: axe checks it.
  await expect(page).toHaveTitle(/Bestellübersicht/);
  await expectNoSeriousViolations(page);
});
