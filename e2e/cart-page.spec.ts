import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { cartDrawer } from './support/cart';
import { fillCart } from './support/fill-cart';
import { pickProducts } from './support/pick-products';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * /cart as a real cart page (issue 22, item 9): quantities, removing, codes and shipping, each
 * a form posting to the cart's server action without JavaScript, and changed in place with it.
 * The products come from the backend (support/pick-products.ts): none another journey counts on.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

// Scoped to the page: the drawer, once opened, keeps its own (hidden) lines.
const main = (page: Page) => page.locator('main');
const line = (page: Page, name: string) => main(page).getByTestId('cart-line').filter({ hasText: name });
const codeField = (page: Page) => page.locator('main').getByRole('textbox', { name: 'Gutschein- oder Geschenkkartencode' });

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

test.describe('the cart page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('quantities, removing, a coupon and shipping, each a form that posts and shows the cart again', async ({ page }) => {
    const [first, second] = await pickProducts(2);
    await fillCart(page, [{ slug: first.slug }, { slug: second.slug }]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    // "+" posts the line's next quantity.
    await line(page, first.name).getByRole('button', { name: `Ein ${first.name} mehr` }).click();
    await expect(page).toHaveURL(/\/cart\?notice=1$/);
    await expect(page.getByTestId('cart-page-notice')).toHaveText('Ihr Warenkorb wurde aktualisiert.');
    await expect(line(page, first.name).getByRole('spinbutton')).toHaveValue('2');

    // A typed quantity is sent with the line's own button.
    await line(page, first.name).getByRole('spinbutton').fill('3');
    await line(page, first.name).getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(line(page, first.name).getByRole('spinbutton')).toHaveValue('3');
    const totalWithThree = await page.getByTestId('cart-total').textContent();

    // "−" lowers it again.
    await line(page, first.name).getByRole('button', { name: `Ein ${first.name} weniger` }).click();
    await expect(line(page, first.name).getByRole('spinbutton')).toHaveValue('2');
    await expect(page.getByTestId('cart-total')).not.toHaveText(totalWithThree ?? '');

    await line(page, second.name).getByRole('button', { name: `${second.name} entfernen` }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    // A coupon: FUENFER takes 5 € off a cart from 30 €; then it goes again.
    await codeField(page).fill('FUENFER');
    await page.locator('main').getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByTestId('cart-coupon')).toContainText(/fuenfer/i);
    await expect(page.getByTestId('cart-discount')).toHaveText(/−5,00\s€/);
    await page.getByRole('button', { name: /Code fuenfer entfernen/i }).click();
    await expect(page.getByTestId('cart-coupon')).toHaveCount(0);
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);

    // A refused code comes back as the shop's message, in German.
    await codeField(page).fill('GIBTESNICHT');
    await page.locator('main').getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByTestId('cart-page-notice')).toContainText('existiert nicht');

    // Shipping: a rate is picked and sent with its button.
    const shipping = page.getByRole('group', { name: 'Versandart' });
    const pickup = shipping.getByRole('radio', { name: /Abholung/ });
    await pickup.check();
    await shipping.getByRole('button', { name: 'Versandart übernehmen' }).click();
    await expect(page).toHaveURL(/\/cart\?notice=1$/);
    await expect(page.getByRole('group', { name: 'Versandart' }).getByRole('radio', { name: /Abholung/ })).toBeChecked();
    await expect(page.getByTestId('cart-shipping')).toHaveText('Kostenlos');
    const flat = page.getByRole('group', { name: 'Versandart' }).getByRole('radio', { name: /Versand innerhalb Deutschlands/ });
    await flat.check();
    await page.getByRole('button', { name: 'Versandart übernehmen' }).click();
    await expect(page.getByRole('group', { name: 'Versandart' }).getByRole('radio', { name: /Versand innerhalb Deutschlands/ })).toBeChecked();
    await expect(page.getByTestId('cart-shipping')).toHaveText(/4,95\s€/);

    // An empty quantity is refused, not read as 0 (which would remove the line).
    await line(page, first.name).getByRole('spinbutton').fill('');
    await line(page, first.name).getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByTestId('cart-page-notice')).toHaveText('Bitte wählen Sie eine Menge zwischen 1 und 999.');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe('the cart page with JavaScript', () => {
  test('the drawer leads to it, and the same controls change the cart in place', async ({ page }) => {
    const [first, second] = await pickProducts(2);
    await fillCart(page, [{ slug: first.slug }, { slug: second.slug }]);
    await openHydrated(page, '/products');
    await page.getByRole('banner').getByRole('button', { name: /^Warenkorb/ }).click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    await drawer.getByRole('link', { name: 'Warenkorb ansehen' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('main button')].every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$')))))
      .toBe(true);
    // A mark on this document: a page load (a form posted) would lose it.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
    await line(page, first.name).getByRole('button', { name: `Ein ${first.name} mehr` }).click();
    await expect(line(page, first.name).getByRole('spinbutton')).toHaveValue('2');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await line(page, first.name).getByRole('spinbutton').fill('3');
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    await line(page, second.name).getByRole('button', { name: `${second.name} entfernen` }).click();
    await expect(main(page).getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await codeField(page).fill('FUENFER');
    await page.locator('main').getByRole('button', { name: 'Einlösen' }).click();
    await expect(main(page).getByTestId('cart-discount')).toHaveText(/−5,00\s€/);
    await main(page).getByRole('button', { name: /Code fuenfer entfernen/i }).click();
    await expect(main(page).getByTestId('cart-coupon')).toHaveCount(0);

    const pickup = main(page).getByRole('group', { name: 'Versandart' }).getByRole('radio', { name: /Abholung/ });
    await pickup.check();
    await expect(main(page).getByTestId('cart-shipping')).toHaveText('Kostenlos');
    await expect(main(page).getByTestId('cart-updating')).toBeEmpty();
    // With JavaScript nothing asks for a button: the update buttons are for browsers without it.
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Nothing above loaded a new page: every change went through the cart in the browser.
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
    await page.reload();
    await expect(line(page, first.name).getByRole('spinbutton')).toHaveValue('3');
    await expect(page.getByRole('group', { name: 'Versandart' }).getByRole('radio', { name: /Abholung/ })).toBeChecked();
  });
});
