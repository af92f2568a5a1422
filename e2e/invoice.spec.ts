import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { freeShippingSettings } from '../server/commerce/pricing/shipping';
import { openHydrated } from './hydration';
import { addToCartFromProductPage, cartDrawer } from './support/cart';
import { fillCart } from './support/fill-cart';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Money read as a German invoice (docs/behaviour.md §10, issue 22 items 1–3):
 * - a gift card pays after the Gesamtsumme: Zwischensumme, Rabatt (coupons only), Versand,
 *   Gesamtsumme incl. VAT, one line per gift card, Zu zahlen, on drawer, /cart, checkout,
 *   order-received, the account's orders and order summary, checked against the backend's own
 *   totals for the same session;
 * - the free-shipping hint says how much is missing, and why free shipping went when a coupon
 *   took the goods under the minimum;
 * - order pages label options as the cart does, and the account's order list reads right at 390 px.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const backendUrl = process.env.COMMERCE_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** As the shop prints it; Playwright compares text with the no-break space normalised. */
const money = (cents: number) => euro.format(cents / 100).replace(/\u00a0/g, ' ');
const cents = (raw: string) => Math.round(Number(raw) * 100);
const uniqueName = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type ServerCart = {
  subtotal: string;
  subtotalTax: string;
  contentsTotal: string;
  shippingTotal: string;
  shippingTax: string;
  total: string;
  totalTax: string;
  appliedCoupons: { code: string; discountAmount: string; discountTax: string }[] | null;
};

/**
 * The backend's own cart for this browser's session (the storefront's httpOnly cookie), and the
 * invoice a German shopper should read from it: the embedded backend's contentsTotal is the goods
 * after coupons with VAT, its `total` what is left after gift cards.
 */
async function expectedInvoice(page: Page, giftCard: string | null) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'woocommerce-session')?.value;
  expect(token, 'the storefront’s session cookie').toBeTruthy();
  const response = await fetch(backendUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'woocommerce-session': `Session ${token}` },
    body: JSON.stringify({
      query: `{ cart { subtotal(format: RAW) subtotalTax(format: RAW) contentsTotal(format: RAW) shippingTotal(format: RAW) shippingTax(format: RAW)
        total(format: RAW) totalTax(format: RAW) appliedCoupons { code discountAmount(format: RAW) discountTax(format: RAW) } } }`,
    }),
  });
  const cart = ((await response.json()) as { data: { cart: ServerCart } }).data.cart;
  const card = cart.appliedCoupons?.find((coupon) => coupon.code.toUpperCase() === giftCard?.toUpperCase());
  const grandTotal = cents(cart.contentsTotal) + cents(cart.shippingTotal) + cents(cart.shippingTax);
  const subtotal = cents(cart.subtotal) + cents(cart.subtotalTax);
  return {
    subtotal,
    discount: subtotal - cents(cart.contentsTotal),
    shipping: cents(cart.shippingTotal) + cents(cart.shippingTax),
    grandTotal,
    tax: cents(cart.totalTax),
    giftCard: card ? cents(card.discountAmount) + cents(card.discountTax) : 0,
    amountDue: cents(cart.total),
    goods: cents(cart.contentsTotal),
  };
}

type Expected = Awaited<ReturnType<typeof expectedInvoice>>;

/** The invoice block of one surface: its lines in the order an invoice has them, each amount the server's. */
async function expectInvoice(scope: Locator, prefix: 'cart' | 'checkout' | 'order', expected: Expected, giftCard: string) {
  const block = scope.getByTestId(`${prefix}-invoice`);
  await expect(block.getByTestId(`${prefix}-amount-due`)).toHaveText(money(expected.amountDue));
  const text = (await block.innerText()).replace(/\s+/g, ' ');
  expect(text).toMatch(/^Zwischensumme .*(Rabatt|Gutschein FUENFER) .*Versand.* Gesamtsumme .* inkl\. .* MwSt\. Geschenkkarte GC-[A-Z0-9-]+ .* Zu zahlen /);
  await expect(block.getByTestId(`${prefix}-subtotal`)).toHaveText(money(expected.subtotal));
  await expect(block.getByTestId(`${prefix}-total`)).toHaveText(money(expected.grandTotal));
  await expect(block.getByTestId(`${prefix}-tax`)).toHaveText(`inkl. ${money(expected.tax)} MwSt.`);
  await expect(block.getByTestId(`${prefix}-gift-card`)).toHaveText(new RegExp(`^Geschenkkarte ${giftCard}\\s*−${money(expected.giftCard).replace(/\s/g, '\\s')}$`));
  if (prefix === 'order') await expect(block.getByTestId('order-coupon')).toContainText(`−${money(expected.discount)}`);
  else await expect(block.getByTestId(`${prefix}-discount`)).toHaveText(`−${money(expected.discount)}`);
  // An invoice's VAT is part of its total; gift cards pay it, they do not shrink it.
  expect(expected.tax).toBeLessThanOrEqual(expected.grandTotal);
  expect(expected.grandTotal - expected.giftCard).toBe(expected.amountDue);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/Vitrine/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function fillAddress(page: Page, email: string) {
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Mustermann');
  await page.getByLabel('Straße und Hausnummer').first().fill('Hauptstraße 1');
  await page.getByLabel('Postleitzahl').first().fill('10115');
  await page.getByLabel('Ort / Stadt').first().fill('Berlin');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
}

async function applyAtCheckout(page: Page, code: string) {
  await page.getByLabel('Gutschein- oder Geschenkkartencode').fill(code);
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByTestId('applied-code').filter({ hasText: code.toUpperCase() })).toBeVisible();
}

/** The text of the mail with this subject to this address, once the outbox sent it. */
async function mailTo(email: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { id: string; subject: string }[] };
        const found = list.messages.find((mail) => mail.subject === subject);
        if (found) text = ((await (await fetchMailbox(`/api/messages/${found.id}`)).json()) as { text: string | null }).text ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

/** A fresh gift card: buy the 50 € voucher by test card and read its code from the confirmation mail. */
async function buyGiftCard(page: Page): Promise<string> {
  const email = `${uniqueName('karte')}@example.com`;
  await fillCart(page, [{ slug: 'geschenkgutschein' }]);
  await openHydrated(page, '/checkout');
  await page.getByLabel('Vorname').first().fill('Erika');
  await page.getByLabel('Nachname').first().fill('Mustermann');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });
  let code = '';
  await expect
    .poll(
      async () => {
        const list = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { id: string }[] };
        for (const mail of list.messages) {
          const text = ((await (await fetchMailbox(`/api/messages/${mail.id}`)).json()) as { text: string | null }).text ?? '';
          code = /GC-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(text)?.[0] ?? code;
        }
        return code;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return code;
}

test('a coupon and a gift card read as an invoice on drawer, /cart, checkout, order page and in the account', async ({ page }) => {
  const giftCard = await buyGiftCard(page);
  // Leggings (schwarz, XS) and a denim skirt: over 50 €, so shipping is free; FUENFER takes 5 €.
  await fillCart(page, [
    { slug: 'leggings-pia', attributes: { color: 'schwarz', size: 'xs' } },
    { slug: 'jeansrock-lina', attributes: { color: 'blau', size: 'xs' } },
  ]);
  await openHydrated(page, '/checkout');
  await applyAtCheckout(page, 'FUENFER');
  await applyAtCheckout(page, giftCard);
  const expected = await expectedInvoice(page, giftCard);
  expect(expected.giftCard).toBeGreaterThan(0);
  expect(expected.discount).toBe(5_00);
  await expectInvoice(page.locator('main'), 'checkout', expected, giftCard);
  expect(await seriousViolations(page)).toEqual([]);

  await openHydrated(page, '/cart');
  await expectInvoice(page.locator('main'), 'cart', expected, giftCard);
  await page.getByRole('button', { name: /^Warenkorb, \d+ Artikel$/ }).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expectInvoice(drawer, 'cart', expected, giftCard);
  await drawer.getByRole('button', { name: 'Warenkorb schließen' }).click();

  // Place it with a new account (cash on delivery for what the card leaves), then read it back.
  const name = uniqueName('rechnung');
  await openHydrated(page, '/checkout');
  await fillAddress(page, `${name}@example.com`);
  await page.getByRole('radio', { name: 'Nachnahme' }).check();
  await page.getByLabel('Ein Konto erstellen').check();
  await page.getByLabel('Benutzername').fill(name);
  await page.getByLabel('Passwort', { exact: true }).fill('rechnungs-Geheim-1');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });
  const orderId = /order-received\/(\d+)/.exec(page.url())?.[1] ?? '';
  const details = page.getByTestId('order-details');
  await expectInvoice(details, 'order', expected, giftCard);
  // Options as the cart names them, not the stored slugs.
  await expect(details.getByTestId('order-line').filter({ hasText: 'Leggings Pia' })).toContainText('Farbe: Schwarz, Größe: XS');
  await expect(details).not.toContainText('color:');
  expect(await seriousViolations(page)).toEqual([]);

  // The confirmation mail's totals read the same way, in the same order.
  const mail = await mailTo(`${name}@example.com`, `Ihre Bestellung ${orderId} bei Vitrine`);
  const amount = (value: number) => money(value).replace(/\s/g, '\\s');
  expect(mail.replace(/\u00a0/g, ' ')).toMatch(
    new RegExp(
      [
        `Zwischensumme:\\s+${amount(expected.subtotal)}`,
        `Rabatt:\\s+−${amount(expected.discount)}`,
        `Versand \\(.+\\):\\s+`,
        `Gesamtsumme:\\s+${amount(expected.grandTotal)}`,
        `inkl\\. MwSt\\.:\\s+${amount(expected.tax)}`,
        `Geschenkkarte ${giftCard}:\\s+−${amount(expected.giftCard)}`,
        `Zu zahlen:\\s+${amount(expected.amountDue)}`,
      ].join('[^]*?'),
    ),
  );

  // The account, on a phone: the list's order card reads cleanly, the summary as the confirmation did.
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/my-account');
  const login = page.getByRole('form', { name: 'Anmelden' });
  await login.getByLabel('Benutzername oder E-Mail-Adresse').fill(name);
  await login.getByLabel('Passwort').fill('rechnungs-Geheim-1');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Persönliche Daten' })).toBeVisible();
  await page.getByRole('link', { name: 'Bestellungen' }).click();
  const card = page.getByTestId('account-orders-cards').getByTestId('account-order').filter({ hasText: `#${orderId}` });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('account-orders-table')).toBeHidden();
  await expect(card.getByTestId('account-order-status')).toHaveText('In Bearbeitung');
  await expect(card.getByTestId('account-order-total')).toHaveText(`${money(expected.grandTotal)}Zu zahlen: ${money(expected.amountDue)}`);
  await expect(page.locator('main')).not.toContainText('&nbsp;');
  await expect(page.locator('main')).not.toContainText('processing');
  // Labels and values side by side, nothing wider than the phone.
  for (const label of ['Datum', 'Status', 'Summe']) await expect(card.getByText(label, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [status, statusValue] = [await card.getByText('Status', { exact: true }).boundingBox(), await card.getByTestId('account-order-status').boundingBox()];
  expect(status && statusValue && status.x + status.width <= statusValue.x).toBeTruthy();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('account-orders-table').getByTestId('account-order').filter({ hasText: `#${orderId}` })).toContainText(money(expected.grandTotal));
  await page.context().clearCookies({ name: 'vitrine-order' });
  await page.goto(`/order-summary/${orderId}`);
  await expectInvoice(page.getByTestId('order-details'), 'order', expected, giftCard);
  await expect(page.getByTestId('order-line').filter({ hasText: 'Leggings Pia' })).toContainText('Farbe: Schwarz, Größe: XS');
});

test('the free-shipping hint says how much is missing, and why a coupon took free shipping away', async ({ page }) => {
  const minimum = cents(freeShippingSettings().minimumAmount);
  const hint = (scope: Locator) => scope.getByTestId('free-shipping-hint');

  let drawer = await addToCartFromProductPage(page, 'leggings-pia', { choose: ['Schwarz', 'XS'] });
  let expected = await expectedInvoice(page, null);
  expect(expected.goods).toBeLessThan(minimum);
  await expect(hint(drawer)).toHaveText(`Noch ${money(minimum - expected.goods)} bis zum kostenlosen Versand`);

  drawer = await addToCartFromProductPage(page, 'jeansrock-lina', { choose: ['Blau', 'XS'] });
  expected = await expectedInvoice(page, null);
  expect(expected.goods).toBeGreaterThanOrEqual(minimum);
  await expect(hint(drawer)).toHaveText(`Ihre Bestellung erreicht den kostenlosen Versand (ab ${money(minimum)}).`);
  await expect(drawer.getByTestId('cart-shipping')).toHaveText('Kostenlos');

  // 25 % off (VIP25) takes the goods under the minimum: shipping costs again, and the hint says why.
  await drawer.getByRole('textbox', { name: 'Gutschein- oder Geschenkkartencode' }).fill('VIP25');
  await drawer.getByRole('button', { name: 'Einlösen' }).click();
  await expect(drawer.getByTestId('cart-coupon')).toContainText(/vip25/i);
  expected = await expectedInvoice(page, null);
  expect(expected.goods).toBeLessThan(minimum);
  expect(expected.subtotal).toBeGreaterThanOrEqual(minimum);
  const missing = `Noch ${money(minimum - expected.goods)} bis zum kostenlosen Versand`;
  await expect(hint(drawer)).toContainText(missing);
  await expect(drawer.getByTestId('free-shipping-lost')).toContainText(`ab ${money(minimum)} Warenwert nach Abzug der Gutscheine`);
  await expect(drawer.getByTestId('cart-shipping')).toHaveText(money(expected.shipping));

  await openHydrated(page, '/cart');
  await expect(hint(page.locator('main'))).toContainText(missing);
  await expect(page.locator('main').getByTestId('free-shipping-lost')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openHydrated(page, '/checkout');
  await expect(hint(page.locator('main'))).toContainText(missing);
  await expect(page.locator('main').getByTestId('free-shipping-lost')).toBeVisible();
});
