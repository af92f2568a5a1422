import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated, waitHydrated } from './hydration';
import { addToCartFromProductPage, cartDrawer } from './support/cart';
import { fillCart } from './support/fill-cart';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The buying journeys of /checkout (docs/behaviour.md §2, §4, §8), in German as the shop's
 * default shopper: a guest fills a cart, pays by cash on delivery, by card (the backend's
 * offline Stripe test mode), is declined without losing a field, pays partly with a gift card,
 * and buys a virtual product without a shipping address.
 */

// Server actions answer in well under a second alone, but these runs share two cores with builds.
const expect = baseExpect.configure({ timeout: 20_000 });

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

type Guest = { email: string; firstName?: string; lastName?: string; street?: string; postcode?: string; city?: string };

async function fillBilling(page: Page, guest: Guest, postal = true) {
  await page.getByLabel('Vorname').first().fill(guest.firstName ?? 'Erika');
  await page.getByLabel('Nachname').first().fill(guest.lastName ?? 'Mustermann');
  if (postal) {
    await page.getByLabel('Straße und Hausnummer').first().fill(guest.street ?? 'Hauptstraße 1');
    await page.getByLabel('Postleitzahl').first().fill(guest.postcode ?? '10115');
    await page.getByLabel('Ort / Stadt').first().fill(guest.city ?? 'Berlin');
  }
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(guest.email);
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel('Gutschein- oder Geschenkkartencode').fill(code);
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByTestId('applied-code').filter({ hasText: code.toUpperCase() })).toBeVisible();
}

async function payByTestCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await expect(page.getByTestId('card-test-mode')).toContainText('Testmodus');
  await page.getByLabel('Kartennummer').fill(number);
  await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
}

async function placeOrder(page: Page, how: 'click' | 'dblclick' = 'click') {
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })[how]();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Vielen Dank. Ihre Bestellung ist eingegangen.' })).toBeVisible();
}

type MailSummary = { id: string; subject: string };
async function mailsTo(email: string): Promise<MailSummary[]> {
  const response = await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}
async function mailText(id: string): Promise<string> {
  return ((await (await fetchMailbox(`/api/messages/${id}`)).json()) as { text: string | null }).text ?? '';
}
async function confirmationMail(email: string, orderNumber: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000 }).toContain(`Ihre Bestellung ${orderNumber} bei Vitrine`);
  const mail = (await mailsTo(email)).find((entry) => entry.subject.includes(orderNumber));
  return mailText(mail?.id ?? '');
}

test.describe('checkout', () => {
  // Each journey makes several server calls and an order on a machine that may be busy.
  test.describe.configure({ timeout: 150_000 });
  test('a guest buys a variable product with a coupon and free shipping by cash on delivery, and gets the mail', async ({ page }) => {
    const drawer = await addToCartFromProductPage(page, 'leinenkleid-marlene', { choose: ['Rot', 'XS'] });
    await drawer.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await openHydrated(page, '/checkout');
    await expect(page.getByTestId('checkout-line')).toContainText('Leinenkleid Marlene');
    await expect(page.getByTestId('checkout-total')).toHaveText('89,95 €');

    await applyCode(page, 'FUENFER');
    await expect(page.getByTestId('checkout-discount')).toHaveText('−5,00 €');
    await page.getByRole('radio', { name: /Kostenloser Versand/ }).check();
    await expect(page.getByTestId('checkout-shipping')).toHaveText('Kostenlos');
    await expect(page.getByTestId('checkout-total')).toHaveText('84,95 €');

    const email = uniqueEmail('cod');
    await fillBilling(page, { email });
    await page.getByLabel('Anmerkungen zur Bestellung (optional)').fill('Bitte beim Nachbarn abgeben.');
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    // A double click places one order.
    await placeOrder(page, 'dblclick');

    const details = page.getByTestId('order-details');
    await expect(details.getByTestId('order-line')).toContainText('Leinenkleid Marlene');
    // Options as the cart names them (Farbe: Rot), not the stored slugs (color: rot).
    await expect(details.getByTestId('order-line')).toContainText('Farbe: Rot, Größe: XS');
    await expect(details.getByTestId('order-coupon')).toContainText('FUENFER');
    await expect(details.getByTestId('order-payment-method')).toHaveText('Nachnahme');
    await expect(details.getByTestId('order-total')).toHaveText('84,95 €');
    await expect(details.getByTestId('order-note')).toHaveText('Bitte beim Nachbarn abgeben.');
    const number = (await details.getByTestId('order-number').textContent()) ?? '';

    const text = await confirmationMail(email, number);
    expect(text).toContain('Leinenkleid Marlene');
    // One order, one confirmation: nothing else was sent to this guest.
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([`Ihre Bestellung ${number} bei Vitrine`]);

    // The same order again under /order-summary, the last order of this browser.
    await page.goto('/order-summary');
    await expect(page.getByTestId('order-number')).toHaveText(number);
  });

  test('the drawer and /cart show the cart the checkout left, without a reload: its code, and nothing once ordered', async ({ page }) => {
    // The drawer has loaded the cart before the checkout; every step after it is a client-side navigation.
    const drawer = await addToCartFromProductPage(page, 'leinenkleid-marlene', { choose: ['Rot', 'XS'] });
    await drawer.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await waitHydrated(page);
    // The page's own code box: the drawer (closed, still in the page) has one too.
    const main = page.locator('main');
    await main.getByLabel('Gutschein- oder Geschenkkartencode').fill('FUENFER');
    await main.getByRole('button', { name: 'Einlösen' }).click();
    await expect(main.getByTestId('applied-code').filter({ hasText: 'FUENFER' })).toBeVisible();

    await page.getByTestId('checkout-header').getByRole('link', { name: 'Zurück zum Warenkorb' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(main.getByTestId('cart-coupon')).toContainText(/fuenfer/i);
    await expect(main.getByTestId('cart-discount')).toHaveText(/−5,00\s€/);
    await waitHydrated(page);
    await main.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await waitHydrated(page);
    await expect(main.getByTestId('applied-code').filter({ hasText: 'FUENFER' })).toBeVisible();
    await fillBilling(page, { email: uniqueEmail('zurueck') });
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await placeOrder(page);

    await page.getByRole('button', { name: /^Warenkorb/ }).click();
    await expect(cartDrawer(page).getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(cartDrawer(page).getByTestId('cart-line')).toHaveCount(0);
  });

  test('a card payment with Stripe’s test card succeeds', async ({ page }) => {
    await fillCart(page, [{ slug: 'cordrock-emilia', attributes: { color: 'braun', size: 'xs' } }]);
    await openHydrated(page, '/checkout');
    await fillBilling(page, { email: uniqueEmail('card') });
    await payByTestCard(page, '4242 4242 4242 4242');
    await placeOrder(page);
    await expect(page.getByTestId('order-status')).toHaveText('In Bearbeitung');
    await expect(page.getByTestId('order-payment-method')).toContainText('Kreditkarte');
  });

  test('a declined card shows Stripe’s message and keeps every field', async ({ page }) => {
    await fillCart(page, [{ slug: 'cordrock-emilia', attributes: { color: 'braun', size: 'xs' } }]);
    await openHydrated(page, '/checkout');
    const email = uniqueEmail('declined');
    await fillBilling(page, { email, firstName: 'Dora', lastName: 'Declined', street: 'Kastanienallee 7', postcode: '10435', city: 'Berlin' });
    await page.getByLabel('Anmerkungen zur Bestellung (optional)').fill('Abends liefern');
    await payByTestCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page.getByTestId('checkout-error')).toHaveText('Ihre Karte wurde abgelehnt.');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Vorname').first()).toHaveValue('Dora');
    await expect(page.getByLabel('Nachname').first()).toHaveValue('Declined');
    await expect(page.getByLabel('Straße und Hausnummer').first()).toHaveValue('Kastanienallee 7');
    await expect(page.getByLabel('Postleitzahl').first()).toHaveValue('10435');
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Anmerkungen zur Bestellung (optional)')).toHaveValue('Abends liefern');
    await expect(page.getByLabel('Kartennummer')).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByLabel('Ablaufdatum (MM/JJ)')).toHaveValue('12/34');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);

    // The same form, another card: the order goes through.
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await placeOrder(page);
  });

  test('fields are checked as the shop checks them before anything is sent', async ({ page }) => {
    await fillCart(page, [{ slug: 'cordrock-emilia', attributes: { color: 'braun', size: 'xs' } }]);
    await openHydrated(page, '/checkout');
    await fillBilling(page, { email: 'not-an-address', postcode: '1234' });
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Bitte prüfen Sie die markierten Felder.');
    await expect(page.getByLabel('Postleitzahl').first()).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a virtual-only cart asks for no shipping; the gift voucher it buys pays part of a later order and keeps its remainder', async ({ page }) => {
    // (e) The gift voucher alone: nothing to ship.
    await fillCart(page, [{ slug: 'geschenkgutschein' }]);
    await openHydrated(page, '/checkout');
    await expect(page.getByTestId('no-shipping-needed')).toBeVisible();
    await expect(page.getByText('Lieferung an eine andere Adresse senden?')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Versand/ })).toHaveCount(0);
    const email = uniqueEmail('voucher');
    // Name and e-mail are enough: the postal fields stay empty.
    await fillBilling(page, { email }, false);
    await payByTestCard(page, '4242 4242 4242 4242');
    await placeOrder(page);
    const voucherOrder = (await page.getByTestId('order-number').textContent()) ?? '';
    const code = /GC-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(await confirmationMail(email, voucherOrder))?.[0] ?? '';
    expect(code).not.toBe('');

    // (d) 29,95 € + 4,95 € shipping, paid in full by the 50 € card: 15,10 € remain on it.
    await fillCart(page, [{ slug: 'leggings-pia', attributes: { color: 'schwarz', size: 'xs' } }]);
    await openHydrated(page, '/checkout');
    await applyCode(page, code);
    // The card pays the invoice total (docs/behaviour.md §10): nothing is left to pay.
    await expect(page.getByTestId('checkout-total')).toHaveText('34,90 €');
    await expect(page.getByTestId('checkout-amount-due')).toHaveText('0,00 €');
    await fillBilling(page, { email });
    await placeOrder(page);
    await expect(page.getByTestId('order-gift-card')).toContainText('−34,90 €');

    // A new cart: the same card now pays the 15,10 € it has left, and cash on delivery the rest.
    await fillCart(page, [{ slug: 'jeansrock-lina', attributes: { color: 'blau', size: 'xs' } }]);
    await openHydrated(page, '/checkout');
    await applyCode(page, code);
    await expect(page.getByTestId('applied-code')).toContainText('−15,10 €');
    await expect(page.getByTestId('checkout-amount-due')).toHaveText('24,80 €');
    await fillBilling(page, { email });
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await placeOrder(page);
    await expect(page.getByTestId('order-gift-card')).toContainText('−15,10 €');
    await expect(page.getByTestId('order-amount-due')).toHaveText('24,80 €');
  });

  test('the filled checkout and the order page have no serious accessibility violation', async ({ page }) => {
    const serious = async () => {
      // Next streams a page's metadata after its body: scan once the title is there, as a
      // shopper's browser shows it (axe once ran between the two and found no title).
      await expect(page).toHaveTitle(/Vitrine/);
      return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    await fillCart(page, [{ slug: 'cordrock-emilia', attributes: { color: 'braun', size: 'xs' } }]);
    await openHydrated(page, '/checkout');
    await page.getByRole('radio', { name: /Kreditkarte/ }).check();
    expect(await serious()).toEqual([]);
    await fillBilling(page, { email: uniqueEmail('a11y') });
    await page.getByRole('radio', { name: 'Nachnahme' }).check();
    await placeOrder(page);
    expect(await serious()).toEqual([]);
  });

  test('an order a guest may not see asks them to sign in', async ({ page }) => {
    await page.goto('/order-summary/99999999');
    await expect(page.getByText(/Diese Bestellung können wir hier nicht zeigen/)).toBeVisible();
    await page.goto('/checkout/order-received/1?key=wc_order_nope');
    await expect(page.getByText(/Diese Bestellung können wir hier nicht zeigen/)).toBeVisible();
    await expect(page.getByTestId('order-sign-in').getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/my-account');
  });
});
