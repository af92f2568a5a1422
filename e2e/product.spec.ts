import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

const purchase = (page: Page) => page.locator('main');

const backendUrl = () => process.env.COMMERCE_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;

/** A variation's stock as the backend reports it now: other journeys (the no-JavaScript checkout) buy this dress too. */
async function variationStock(slug: string, color: string, size: string): Promise<number> {
  const response = await fetch(backendUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query S($slug: ID!) { product(id: $slug, idType: SLUG) { ... on VariableProduct { variations(first: 100) { nodes { stockQuantity attributes { nodes { name value } } } } } } }`,
      variables: { slug },
    }),
  });
  type Node = { stockQuantity: number | null; attributes: { nodes: { name: string; value: string }[] } };
  const body = (await response.json()) as { data: { product: { variations: { nodes: Node[] } } } };
  const has = (node: Node, name: string, value: string) => node.attributes.nodes.some((a) => a.name.replace(/^pa_/, '') === name && a.value === value);
  const found = body.data.product.variations.nodes.find((node) => has(node, 'color', color) && has(node, 'size', size));
  if (found?.stockQuantity == null) throw new Error(`no managed stock for ${slug} ${color} ${size}`);
  return found.stockQuantity;
}

async function mainImageSrc(page: Page): Promise<string> {
  return (await page.getByRole('group', { name: 'Produktbilder' }).locator('img').first().getAttribute('src')) ?? '';
}

test.describe('product page', () => {
  test('choosing a variation changes price, stock and image', async ({ page }) => {
    await openHydrated(page, '/product/midikleid-charlotte');
    await expect(page.getByRole('heading', { level: 1, name: 'Midikleid Charlotte' })).toBeVisible();

    // The shop's defaults: Schwarz, M — regular price, one left.
    await expect(page.getByRole('radio', { name: 'Schwarz' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(purchase(page).getByText('Nur noch 1 auf Lager')).toBeVisible();
    await expect(purchase(page).getByText(/^99,95\s€$/).first()).toBeVisible();
    expect(await mainImageSrc(page)).toContain('schwarz');

    await page.getByText('Camel', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Camel' })).toBeChecked();
    await expect(purchase(page).getByText(/^59,95\s€$/)).toBeVisible();
    await expect(purchase(page).locator('del').first()).toHaveText(/99,95\s€/);
    // Seeded with 25; the journeys that buy it lower that, so the page must show what is left.
    const left = await variationStock('midikleid-charlotte', 'camel', 'm');
    await expect(purchase(page).getByText(new RegExp(`(^|\\s)${left} auf Lager$`))).toBeVisible();
    await expect.poll(() => mainImageSrc(page)).toContain('camel');
  });

  test('add to cart waits for a buyable variation, then puts it in the cart', async ({ page }) => {
    // Default choice Marine / M is sold out.
    await openHydrated(page, '/product/wickelkleid-frieda');
    const addToCart = page.getByRole('button', { name: 'In den Warenkorb' });
    await expect(page.getByText('Nicht vorrätig')).toBeVisible();
    await expect(addToCart).toBeDisabled();

    await page.getByText('XL', { exact: true }).click();
    await expect(page.getByText('Lieferbar auf Nachbestellung')).toBeVisible();
    await expect(addToCart).toBeEnabled();

    await page.getByText('S', { exact: true }).click();
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    const drawer = page.getByRole('dialog', { name: 'Ihr Warenkorb' });
    await expect(drawer.getByTestId('cart-line').filter({ hasText: 'Wickelkleid Frieda' })).toContainText('S');
  });

  test('a sold-out product cannot be added', async ({ page }) => {
    await openHydrated(page, '/product/blusenkleid-ida');
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  });

  test('gallery thumbnails switch the main image', async ({ page }) => {
    await openHydrated(page, '/product/midikleid-charlotte');
    const thumbnails = page.getByRole('button', { name: /^Bild \d+ von \d+ zeigen$/ });
    expect(await thumbnails.count()).toBeGreaterThan(1);
    const before = await mainImageSrc(page);
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => mainImageSrc(page)).not.toBe(before);
  });

  test('shows breadcrumb, categories, description and related products', async ({ page }) => {
    await openHydrated(page, '/product/midikleid-charlotte');
    const breadcrumb = page.getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(breadcrumb.getByRole('link', { name: 'Kleider' })).toHaveAttribute('href', '/product-category/kleider');
    await expect(page.getByRole('heading', { name: 'Beschreibung' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Das könnte Ihnen auch gefallen' });
    const count = await related.getByRole('article').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
  });

  test('simple products show their stock state', async ({ page }) => {
    await openHydrated(page, '/product/tanktop-jule');
    await expect(page.getByText(/Nur noch \d+ auf Lager$/)).toBeVisible();
    await openHydrated(page, '/product/shopper-alva');
    await expect(page.getByText('Lieferbar auf Nachbestellung')).toBeVisible();
    await openHydrated(page, '/product/seidentuch-aurelia');
    await expect(page.getByText('Nicht vorrätig')).toBeVisible();
  });

  test('external products link to the partner instead of the cart', async ({ page }) => {
    await openHydrated(page, '/product/espadrilles-carlotta');
    const link = page.getByRole('link', { name: /Beim Partner kaufen/ });
    await expect(link).toHaveAttribute('href', /^https:\/\/partner\.example\.com\//);
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  });

  test('carries Product and BreadcrumbList structured data and social metadata', async ({ page }) => {
    await openHydrated(page, '/product/midikleid-charlotte');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = scripts.flatMap((text) => JSON.parse(text) as Array<Record<string, unknown>>);
    const product = data.find((entry) => entry['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Midikleid Charlotte', offers: { '@type': 'AggregateOffer', lowPrice: '59.95', highPrice: '99.95' } });
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /midikleid-charlotte/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/midikleid-charlotte$/);
  });

  test('an unknown product is "Product not found"', async ({ page }) => {
    const response = await openHydrated(page, '/product/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Produkt nicht gefunden')).toBeVisible();
  });
});
