import { expect, type Locator, type Page } from '@playwright/test';
import { openHydrated } from '../hydration';

export type AddToCartOptions = {
  /** Variation options to pick, by the label the picker shows ("Camel", "M"). */
  choose?: string[];
  /** How many to add; 1 when not given. */
  quantity?: number;
};

/** The cart drawer (a dialog named after its German title: the e2e shopper speaks German). */
export function cartDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Ihr Warenkorb' });
}

/**
 * Opens a product page, picks the options, sets the quantity and adds to the cart, then waits
 * until the drawer (which opens after adding in the default store settings) shows the product.
 * Returns the drawer. For other journeys (the checkout) that need a filled cart.
 */
export async function addToCartFromProductPage(page: Page, slug: string, options: AddToCartOptions = {}): Promise<Locator> {
  await openHydrated(page, `/product/${slug}`);
  const main = page.locator('main');
  const name = (await main.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  for (const option of options.choose ?? []) {
    await main.getByText(option, { exact: true }).click();
    await expect(main.getByRole('radio', { name: option, exact: true })).toBeChecked();
  }
  if (options.quantity !== undefined) await main.getByRole('spinbutton', { name: 'Menge' }).fill(String(options.quantity));
  await main.getByRole('button', { name: 'In den Warenkorb' }).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line').filter({ hasText: name })).toBeVisible();
  return drawer;
}
