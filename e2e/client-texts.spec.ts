import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localeCodes, type LocaleCode } from '../lib/i18n/locales';
import type { Messages } from '../lib/i18n/messages-type';
import { openHydrated } from './hydration';
import { NO_CHOICE } from './support/consent';
import { fillCart } from './support/fill-cart';
import { pickProducts } from './support/pick-products';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Client components get only the texts lib/i18n/client-keys.ts names for them. In every
 * language, the texts they draw must show: the consent banner, the header's cart button and
 * drawer, the product page's purchase box and heart, the wishlist, search, checkout and the
 * account's forms. A text that was not sent shows as its key path ("cart.line.remove") and the
 * client translator logs "No text for …": both fail the test.
 */
const messagesOf = (code: LocaleCode) =>
  Object.fromEntries(
    (['shell', 'cart', 'product', 'wishlist', 'search', 'checkout', 'account'] as const).map((namespace) => [
      namespace,
      JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', code, `${namespace}.json`), 'utf8')) as unknown,
    ]),
  ) as Pick<Messages, 'shell' | 'cart' | 'product' | 'wishlist' | 'search' | 'checkout' | 'account'>;

/** A key path where a text should be. */
const KEY_PATH = /\b(?:common|shell|errors|cart|wishlist|product|search|checkout|account|withdrawal|pages)(?:\.[a-z][A-Za-z]*)+\b/;

async function showsNoKeyPaths(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(KEY_PATH);
}

test.describe('client components show their texts in every language', () => {
  test.use({ storageState: NO_CHOICE });

  for (const code of localeCodes) {
    test(code, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      const notSent: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('No text for')) notSent.push(message.text());
      });
      const t = messagesOf(code);
      await context.addCookies([{ name: 'locale', value: code, url: baseURL ?? '' }]);
      const [product] = await pickProducts(1);
      await fillCart(page, [{ slug: product.slug }]);

      // Every page: the consent banner (and its settings), the cart drawer with a line.
      await openHydrated(page, '/');
      const banner = page.getByRole('dialog', { name: t.shell.consent.title });
      await expect(banner.getByRole('button', { name: t.shell.consent.acceptAll })).toBeVisible();
      await banner.getByRole('button', { name: t.shell.consent.settings }).click();
      await expect(banner.getByText(t.shell.consent.statistics, { exact: true })).toBeVisible();
      await banner.getByRole('button', { name: t.shell.consent.save }).click();
      await expect(banner).toBeHidden();
      await page.locator('header button:has([data-testid="cart-count"]):visible').first().click();
      const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('cart-line') });
      await expect(drawer.getByRole('button', { name: t.cart.coupon.apply })).toBeVisible();
      await expect(drawer.getByRole('link', { name: t.cart.viewCart })).toBeVisible();
      await showsNoKeyPaths(page);
      await page.keyboard.press('Escape');

      // The product page: purchase box, gallery, heart; then the wishlist page with that product.
      await openHydrated(page, `/product/${product.slug}`);
      const main = page.locator('main');
      await expect(main.getByRole('button', { name: t.product.addToCart })).toBeVisible();
      await expect(main.getByRole('spinbutton', { name: t.product.quantity })).toBeVisible();
      await main.getByRole('button', { name: t.wishlist.heart.add }).first().click();
      await expect(main.getByRole('button', { name: t.wishlist.heart.remove }).first()).toBeVisible();
      await showsNoKeyPaths(page);
      await openHydrated(page, '/wishlist');
      await expect(main.getByRole('heading', { level: 3, name: product.name })).toBeVisible({ timeout: 15_000 });
      await showsNoKeyPaths(page);

      // Search, the checkout and the account's forms.
      await openHydrated(page, '/search');
      await expect(page.getByRole('searchbox', { name: t.search.inputLabel })).toBeVisible();
      await showsNoKeyPaths(page);
      await openHydrated(page, '/checkout');
      await expect(main.getByRole('button', { name: t.checkout.placeOrder })).toBeVisible();
      await showsNoKeyPaths(page);
      await openHydrated(page, '/my-account');
      await expect(main.getByRole('button', { name: t.account.signIn })).toBeVisible();
      await expect(main.getByRole('button', { name: t.account.register })).toBeVisible();
      await showsNoKeyPaths(page);

      expect(notSent).toEqual([]);
    });
  }
});
