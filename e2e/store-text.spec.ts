import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { fillCart } from './support/fill-cart';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The shop sends its method titles, attribute names and coupon descriptions in German; a shopper
 * reading English or French sees them in their language (lib/i18n/store-text.ts) on the product
 * page, /cart, /checkout and the order page, and Demo ID's sign-in page speaks it too.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

/** What the demo shop says in German for the ids the storefront knows. */
const GERMAN = ['Versand innerhalb Deutschlands', 'Abholung im Laden', 'Kostenloser Versand', 'Kreditkarte', 'Nachnahme', 'Farbe', 'Größe', '5 € ab 30 €'];

type Language = {
  code: 'en_US' | 'fr_FR';
  fields: { firstName: string; lastName: string; address1: string; postcode: string; city: string; email: string };
  coupon: { label: string; apply: string };
  placeOrder: string;
  expected: { flatRate: string; pickup: string; free: string; card: string; cod: string; color: string; size: string; coupon: RegExp };
};

const LANGUAGES: Language[] = [
  {
    code: 'en_US',
    fields: { firstName: 'First name', lastName: 'Last name', address1: 'Street address', postcode: 'Postcode / ZIP', city: 'Town / City', email: 'Email address' },
    coupon: { label: 'Coupon or gift card code', apply: 'Apply' },
    placeOrder: 'Place order',
    expected: {
      flatRate: 'Shipping within Germany',
      pickup: 'Pickup in store',
      free: 'Free shipping',
      card: 'Credit card (test mode)',
      cod: 'Cash on delivery',
      color: 'Color: Red',
      size: 'Size: XS',
      coupon: /€5 off on orders from €30/,
    },
  },
  {
    code: 'fr_FR',
    fields: { firstName: 'Prénom', lastName: 'Nom', address1: 'Numéro et nom de rue', postcode: 'Code postal', city: 'Ville', email: 'Adresse e-mail' },
    coupon: { label: 'Code promo ou carte cadeau', apply: 'Appliquer' },
    placeOrder: 'Commander',
    expected: {
      flatRate: 'Livraison en Allemagne',
      pickup: 'Retrait en magasin',
      free: 'Livraison gratuite',
      card: 'Carte bancaire (mode test)',
      cod: 'Paiement à la livraison',
      color: 'Couleur: Rouge',
      size: 'Taille: XS',
      coupon: /5\s€ de remise dès 30\s€ d’achat/,
    },
  },
];

async function speak(context: BrowserContext, code: string, baseURL: string | undefined) {
  await context.addCookies([{ name: 'locale', value: code, url: baseURL ?? 'http://127.0.0.1:3000' }]);
}

async function expectNoGerman(page: Page) {
  const shown = (await page.locator('main').innerText()).replace(/\u00a0|\u202f/g, ' ');
  for (const word of GERMAN) expect(shown, `"${word}" on ${page.url()}`).not.toContain(word);
}

for (const language of LANGUAGES) {
  test.describe(`the shop's texts in ${language.code}`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('cart, checkout and order page name methods, options and coupons in the shopper’s language', async ({ page, context, baseURL }) => {
      const { expected, fields } = language;
      await speak(context, language.code, baseURL);
      // The product page names its options as the cart will ("Color: Red"), before anything is bought.
      await openHydrated(page, '/product/leinenkleid-marlene');
      const [colorName, red] = expected.color.split(': ');
      const colors = page.locator('main fieldset').filter({ has: page.getByRole('radio', { name: red, exact: true }) });
      // A preselected option follows its name ("Color: Red").
      const named = (name: string) => new RegExp(`^${name}(: .*)?$`);
      await expect(colors.locator('legend')).toHaveText(named(colorName!));
      const sizes = page.locator('main fieldset').filter({ has: page.getByRole('radio', { name: 'XS', exact: true }) });
      await expect(sizes.locator('legend')).toHaveText(named(expected.size.split(': ')[0]!));
      for (const legend of await page.locator('main fieldset legend').allInnerTexts()) expect(GERMAN).not.toContain(legend.split(':')[0]!.trim());
      await fillCart(page, [{ slug: 'leinenkleid-marlene', attributes: { color: 'rot', size: 'xs' } }]);

      await openHydrated(page, '/cart');
      await expect(page.getByTestId('cart-line')).toContainText(expected.color);
      await expect(page.getByTestId('cart-line')).toContainText(expected.size);
      await expectNoGerman(page);

      await openHydrated(page, '/checkout');
      await page.getByLabel(language.coupon.label).fill('FUENFER');
      await page.getByRole('button', { name: language.coupon.apply, exact: true }).click();
      await expect(page.getByTestId('applied-code')).toContainText(expected.coupon);
      for (const rate of [expected.flatRate, expected.pickup, expected.free]) await expect(page.getByRole('radio', { name: new RegExp(rate) })).toBeVisible();
      for (const method of [expected.card, expected.cod]) await expect(page.getByRole('radio', { name: method })).toBeVisible();
      await expect(page.getByTestId('checkout-line')).toContainText(expected.color);
      await expect(page.getByTestId('checkout-line')).toContainText(expected.size);
      await expectNoGerman(page);

      await page.getByRole('radio', { name: new RegExp(expected.flatRate) }).check();
      await page.getByLabel(fields.firstName, { exact: true }).first().fill('Jane');
      await page.getByLabel(fields.lastName, { exact: true }).first().fill('Doe');
      await page.getByLabel(fields.address1, { exact: true }).first().fill('Hauptstraße 1');
      await page.getByLabel(fields.postcode, { exact: true }).first().fill('10115');
      await page.getByLabel(fields.city, { exact: true }).first().fill('Berlin');
      await page.getByLabel(fields.email, { exact: true }).fill(`store-text-${language.code}-${Date.now()}@example.com`);
      await page.getByRole('radio', { name: expected.cod }).check();
      await page.getByRole('button', { name: language.placeOrder, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/, { timeout: 40_000 });

      const details = page.getByTestId('order-details');
      await expect(details.getByTestId('order-payment-method')).toHaveText(expected.cod);
      await expect(details).toContainText(expected.flatRate);
      await expect(details.getByTestId('order-line')).toContainText(expected.color);
      await expectNoGerman(page);
    });

    test('Demo ID’s sign-in page speaks the shopper’s language', async ({ page, context, baseURL }) => {
      await speak(context, language.code, baseURL);
      await openHydrated(page, '/my-account');
      const start = page.getByRole('link', { name: language.code === 'en_US' ? /^Sign in with / : /^Se connecter avec / }).first();
      await start.click();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code === 'en_US' ? 'en' : 'fr');
      const heading = language.code === 'en_US' ? 'Sign in to continue to the shop' : 'Connectez-vous pour continuer vers la boutique';
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByLabel(language.code === 'en_US' ? 'Password' : 'Mot de passe')).toBeVisible();
    });
  });
}
