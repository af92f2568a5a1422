import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fillCart } from './support/fill-cart';
import { pickProducts } from './support/pick-products';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The checkout without JavaScript (issue 20, item 11; issue 22, item 10): the form POSTs to its
 * server action, so an order is placed and no card value ever appears in a URL; a refusal shows
 * the page again with the message, what was typed, and the first refused field focused.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const CARD = '4242 4242 4242 4242';

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 150_000 });

  /** Every address the page asked for or was sent to, to look for card values in. */
  function recordUrls(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    return urls;
  }

  async function fillCartAndBilling(page: Page, email: string, { fromProductPage = true, shippingCountry }: { fromProductPage?: boolean; shippingCountry?: string } = {}) {
    if (fromProductPage) {
      await page.goto('/product/midikleid-charlotte');
      await page.locator('main').getByText('Camel', { exact: true }).click();
      await page.locator('main').getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page).toHaveURL(/\/cart\?notice=1$/);
    } else {
      // A product no other journey counts the stock of (support/pick-products.ts).
      const [product] = await pickProducts(1);
      await fillCart(page, [{ slug: product.slug }], { shippingCountry });
    }
    await page.goto('/checkout');
    await page.getByLabel('Vorname').first().fill('Nora');
    await page.getByLabel('Nachname').first().fill('Noscript');
    await page.getByLabel('Straße und Hausnummer').first().fill('Lindenstraße 3');
    await page.getByLabel('Postleitzahl').first().fill('10969');
    await page.getByLabel('Ort / Stadt').first().fill('Berlin');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  }

  const placeOrder = (page: Page) => page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  test('a guest places a cash-on-delivery order and sees the confirmation', async ({ page }) => {
    const urls = recordUrls(page);
    await fillCartAndBilling(page, uniqueEmail('noscript-cod'));
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });
    await expect(page.getByRole('heading', { name: 'Vielen Dank. Ihre Bestellung ist eingegangen.' })).toBeVisible();
    await expect(page.getByTestId('order-payment-method')).toHaveText('Nachnahme');
    expect(urls.filter((url) => url.includes('billing') || url.includes('Noscript'))).toEqual([]);
  });

  test('a card payment in the test mode posts the card, never puts it in a URL, and places the order', async ({ page }) => {
    const urls = recordUrls(page);
    await fillCartAndBilling(page, uniqueEmail('noscript-card'));
    // The card fields show as soon as the card is chosen, and go with another method: no round trip.
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await expect(page.getByLabel('Kartennummer')).toBeHidden();
    await page.getByRole('radio', { name: /Kreditkarte/ }).check();
    await expect(page.getByTestId('card-test-mode')).toBeVisible();
    await page.getByLabel('Kartennummer').fill(CARD);
    await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
    await page.getByLabel('Prüfnummer (CVC)').fill('123');
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });
    await expect(page.getByRole('heading', { name: 'Vielen Dank. Ihre Bestellung ist eingegangen.' })).toBeVisible();
    const leaks = urls.filter((url) => /4242|card|cvc|12%2F34|12\/34/i.test(decodeURIComponent(url)));
    expect(leaks).toEqual([]);
  });

  test('a refused submission comes back with the message and what was typed', async ({ page }) => {
    await fillCartAndBilling(page, 'jörg@example.com');
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-error')).toHaveText('Bitte prüfen Sie die markierten Felder.');
    await expect(page.getByText('Vor dem @ bitte nur Buchstaben ohne Akzente')).toBeVisible();
    await expect(page.getByLabel('Ort / Stadt').first()).toHaveValue('Berlin');
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue('jörg@example.com');
    // The refused field has the focus (the page's autofocus), not the message below the form.
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toBeFocused();
  });

  test('a card refused in the test mode comes back with the fields kept and the card asked anew', async ({ page }) => {
    await fillCartAndBilling(page, uniqueEmail('noscript-declined'), { fromProductPage: false });
    await page.getByRole('radio', { name: /Kreditkarte/ }).check();
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4241');
    await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
    await page.getByLabel('Prüfnummer (CVC)').fill('123');
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-error')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
    await expect(page.getByLabel('Nachname').first()).toHaveValue('Noscript');
    await expect(page.getByLabel('Kartennummer')).toHaveValue('');
    await expect(page.getByLabel('Kartennummer')).toBeFocused();
  });

  test('a shipping rate chosen without JavaScript is taken, and the new total shown before ordering', async ({ page }) => {
    await fillCartAndBilling(page, uniqueEmail('noscript-pickup'), { fromProductPage: false });
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await page.getByRole('radio', { name: /Abholung/ }).check();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-notice')).toHaveText('Die Versandart wurde geändert. Bitte prüfen Sie die neue Gesamtsumme und bestellen Sie dann.');
    await expect(page.getByRole('radio', { name: /Abholung/ })).toBeChecked();
    await expect(page.getByTestId('checkout-shipping')).toHaveText('Kostenlos');
    await expect(page.getByLabel('Ort / Stadt').first()).toHaveValue('Berlin');
    await expect(page.getByRole('radio', { name: 'Nachnahme' })).toBeChecked();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });
    await expect(page.getByTestId('order-details')).toContainText('Abholung im Laden');
    await expect(page.getByTestId('order-shipping')).toHaveText('Kostenlos');
  });

  test('a total priced for an address the shop kept is priced again for the posted one, and shown before ordering', async ({ page }) => {
    // The session ships to Switzerland (an export: no VAT), the form sends the order to Berlin.
    await fillCartAndBilling(page, uniqueEmail('noscript-address'), { fromProductPage: false, shippingCountry: 'CH' });
    const euros = async (id: string) => Number(((await page.getByTestId(id).textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    const exported = await euros('checkout-subtotal');
    await expect(page.getByTestId('checkout-tax')).toHaveText('enthält keine MwSt.');
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-notice')).toHaveText('Die Preise wurden für die Lieferadresse neu berechnet. Bitte prüfen Sie die neue Gesamtsumme und bestellen Sie dann.');
    expect(await euros('checkout-subtotal')).toBeGreaterThan(exported);
    await expect(page.getByTestId('checkout-tax')).toHaveText(/^inkl\. [\d.]+,\d\d\s€ MwSt\.$/);
    const total = await page.getByTestId('checkout-total').textContent();
    await expect(page.getByLabel('Ort / Stadt').first()).toHaveValue('Berlin');
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });
    await expect(page.getByTestId('order-total')).toHaveText(total ?? '');
  });
});
