import { expect, test, type Locator } from '@playwright/test';
import { addToCartFromProductPage, cartDrawer } from './support/cart';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/** Amounts as the German shop writes them ("119,90 €"), whatever space Intl puts before the sign. */
const euro = (amount: string) => new RegExp(`^${amount}\\s€$`);

const total = (drawer: Locator) => drawer.getByTestId('cart-total');

// Each journey makes a dozen server round trips on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('cart drawer', () => {
  test('a variable product: quantity, coupon, shipping and removing, with totals from the server', async ({ page }) => {
    // Midikleid Charlotte in Camel is on sale: 59,95 € instead of 99,95 €.
    const drawer = await addToCartFromProductPage(page, 'midikleid-charlotte', { choose: ['Camel', 'M'] });
    const line = drawer.getByTestId('cart-line').filter({ hasText: 'Midikleid Charlotte' });
    await expect(line).toContainText('Farbe: Camel, Größe: M');
    await expect(line.getByRole('img')).toHaveAttribute('alt', /Camel/);
    await expect(line).toContainText(/Sie sparen 40,00\s€/);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(total(drawer)).toHaveText(euro('59,95'));

    await line.getByRole('button', { name: 'Ein Midikleid Charlotte mehr' }).click();
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
    await expect(total(drawer)).toHaveText(euro('119,90'));
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(drawer.getByTestId('cart-updating')).toBeEmpty();

    // FUENFER: 5 € off a cart from 30 €.
    await drawer.getByRole('textbox', { name: 'Gutschein- oder Geschenkkartencode' }).fill('FUENFER');
    await drawer.getByRole('button', { name: 'Einlösen' }).click();
    await expect(drawer.getByTestId('cart-coupon')).toContainText(/fuenfer/i);
    await expect(drawer.getByTestId('cart-discount')).toHaveText(/−5,00\s€/);
    await expect(total(drawer)).toHaveText(euro('114,90'));

    await drawer.getByRole('button', { name: /Code fuenfer entfernen/i }).click();
    await expect(drawer.getByTestId('cart-coupon')).toHaveCount(0);
    await expect(total(drawer)).toHaveText(euro('119,90'));

    // An unknown code is refused in German (WooCommerce answers with the code in lower case).
    await drawer.getByRole('textbox', { name: 'Gutschein- oder Geschenkkartencode' }).fill('GIBTESNICHT');
    await drawer.getByRole('button', { name: 'Einlösen' }).click();
    await expect(drawer.getByRole('alert')).toContainText('Der Gutschein „gibtesnicht“ existiert nicht!');
    await drawer.getByRole('button', { name: 'Schließen', exact: true }).click();
    await expect(drawer.getByRole('alert')).toHaveCount(0);

    // Shipping: the rates the server offers (from 50 € free, flat rate or pickup); choosing one
    // is answered with new totals.
    const shipping = drawer.getByRole('group', { name: 'Versandart' });
    await expect(shipping.getByRole('radio')).toHaveCount(3);
    const flat = shipping.getByRole('radio', { name: /Versand innerhalb Deutschlands/ });
    await flat.click();
    await expect(flat).toBeChecked();
    await expect(drawer.getByTestId('cart-shipping')).toHaveText(euro('4,95'));
    await expect(total(drawer)).toHaveText(euro('124,85'));
    await expect(drawer.getByTestId('cart-updating')).toBeEmpty();

    await line.getByRole('button', { name: 'Midikleid Charlotte entfernen' }).click();
    await expect(drawer.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Produkte entdecken' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('a line moves to the wishlist: it leaves the cart and shows on /wishlist', async ({ page }) => {
    const drawer = await addToCartFromProductPage(page, 'midikleid-charlotte', { choose: ['Camel'] });
    const line = drawer.getByTestId('cart-line').filter({ hasText: 'Midikleid Charlotte' });
    await line.getByRole('button', { name: 'Auf die Wunschliste' }).click();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(0);
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-items').getByRole('heading', { level: 3, name: 'Midikleid Charlotte' })).toBeVisible({ timeout: 15_000 });
  });

  test('the cart survives a reload', async ({ page }) => {
    await addToCartFromProductPage(page, 'midikleid-charlotte', { choose: ['Camel'], quantity: 3 });
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await page.getByRole('button', { name: /Warenkorb, 3 Artikel/ }).click();
    const line = cartDrawer(page).getByTestId('cart-line').filter({ hasText: 'Midikleid Charlotte' });
    await expect(line.getByRole('spinbutton')).toHaveValue('3');
    await expect(cartDrawer(page).getByTestId('cart-total')).toHaveText(euro('179,85'));
  });

  test('a refused add is shown beside the button, in German', async ({ page }) => {
    // Midikleid Charlotte in Schwarz / M (the default choice) has one left: a second one is refused.
    const drawer = await addToCartFromProductPage(page, 'midikleid-charlotte');
    await expect(drawer.getByTestId('cart-line')).toContainText('Nur noch 1 auf Lager');
    await drawer.getByRole('button', { name: 'Warenkorb schließen' }).click();
    await expect(drawer).toBeHidden();
    const main = page.locator('main');
    await main.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(main.getByTestId('add-to-cart-notice')).toHaveText(
      'Diese Menge kann nicht in den Warenkorb gelegt werden – wir haben 1 auf Lager und Sie haben bereits 1 im Warenkorb.',
    );
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('a quantity above the stock is lowered to it, and the drawer says so in German', async ({ page }) => {
    // One left of Midikleid Charlotte in Schwarz / M: a real store would take 3 and refuse only at checkout.
    const drawer = await addToCartFromProductPage(page, 'midikleid-charlotte');
    const line = drawer.getByTestId('cart-line');
    await expect(line.getByRole('button', { name: /mehr/ })).toBeDisabled();
    await line.getByRole('spinbutton').fill('3');
    await expect(drawer.getByRole('alert')).toContainText('Nur noch 1 Stück verfügbar – die Menge wurde angepasst.');
    await expect(line.getByRole('spinbutton')).toHaveValue('1');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the add-to-cart form posts, adds and shows the cart page with the line', async ({ page }) => {
    await page.goto('/product/midikleid-charlotte');
    await page.locator('main').getByText('Camel', { exact: true }).click();
    await page.locator('main').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL(/\/cart\?notice=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(page.getByTestId('cart-page-notice')).toHaveText('Das Produkt wurde in den Warenkorb gelegt.');
    const line = page.getByTestId('cart-line').filter({ hasText: 'Midikleid Charlotte' });
    await expect(line).toContainText('Farbe: Camel, Größe: M');
    await expect(page.getByTestId('cart-total')).toHaveText(euro('59,95'));
  });
});
