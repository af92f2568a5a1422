import { expect as baseExpect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { addToCartFromProductPage } from './support/cart';
import { fillCart } from './support/fill-cart';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Gift vouchers are paid with money only (docs/behaviour.md §10): no coupon and no gift card
 * pays for them, the shopper is told so in their language, and the totals show it.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const NOTE = 'Geschenkgutscheine zahlen Sie immer voll: Gutscheincodes und Geschenkkarten gelten nur für die übrigen Artikel und den Versand.';
const CARD = 'GC-2B6N-WT5D'; // a seeded gift card with 100 €; nothing here spends it

test('a cart of vouchers refuses coupons and gift cards with a clear message and says why', async ({ page }) => {
  const drawer = await addToCartFromProductPage(page, 'geschenkgutschein', { quantity: 2 });
  await expect(drawer.getByTestId('cart-gift-voucher-note')).toHaveText(NOTE);
  const codeBox = drawer.getByRole('textbox', { name: 'Gutschein- oder Geschenkkartencode' });

  await codeBox.fill('KLEINERBONUS');
  await drawer.getByRole('button', { name: 'Einlösen' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Gutscheine und Geschenkkarten gelten leider nicht für Geschenkgutscheine.');
  await drawer.getByRole('button', { name: 'Schließen', exact: true }).click();

  await codeBox.fill(CARD);
  await drawer.getByRole('button', { name: 'Einlösen' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Gutscheine und Geschenkkarten gelten leider nicht für Geschenkgutscheine.');
  await expect(drawer.getByTestId('cart-coupon')).toHaveCount(0);
  await expect(drawer.getByTestId('cart-total')).toHaveText(/^100,00\s€$/);
  // A voucher's sale carries no VAT (the goods it pays for do): no "inkl. 0,00 € MwSt.".
  await expect(drawer.getByTestId('cart-tax')).toHaveText('enthält keine MwSt.');
});

test('in a mixed cart the gift card pays the other goods only; the vouchers stay in the total', async ({ page }) => {
  await fillCart(page, [{ slug: 'geschenkgutschein', quantity: 2 }, { slug: 'leggings-pia', attributes: { color: 'schwarz', size: 'xs' } }]);
  await openHydrated(page, '/cart');
  await expect(page.getByTestId('cart-gift-voucher-note')).toHaveText(NOTE);

  await openHydrated(page, '/checkout');
  await page.getByLabel('Gutschein- oder Geschenkkartencode').fill(CARD);
  await page.getByRole('button', { name: 'Einlösen' }).click();
  // 29,95 € of leggings (shipping is free from 50 €): the card pays those and not the 100 € of vouchers.
  await expect(page.getByTestId('applied-code').filter({ hasText: CARD })).toContainText(/−29,95\s€/);
  await expect(page.getByTestId('checkout-amount-due')).toHaveText(/^100,00\s€$/);
  // The leggings' VAT: 29,95 € × 19/119.
  await expect(page.getByTestId('checkout-tax')).toHaveText(/^inkl\. 4,78\s€ MwSt\.$/);
});
