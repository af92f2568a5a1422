import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/** The first price shown on each product card, in cents (German format: "1.234,56 €"). */
async function cardPrices(page: Page, { singleOnly = false } = {}): Promise<number[]> {
  const texts = (await page.locator('main article').allInnerTexts()).filter((text) => !singleOnly || !/\bab \d/.test(text));
  return texts.map((text) => {
    const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})\s*€/.exec(text);
    if (!match) throw new Error(`no price in card: ${text}`);
    return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
  });
}

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('main article h3').allInnerTexts();
}

test.describe('catalogue navigation', () => {
  test('home → category → product', async ({ page }) => {
    await openHydrated(page, '/');
    const categories = page.getByRole('region', { name: 'Kategorien' });
    await categories.getByRole('link', { name: /^Kleider \d+ Produkte?$/ }).click();

    await expect(page).toHaveURL(/\/product-category\/kleider$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kleider' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(breadcrumb.getByRole('link', { name: 'Kategorien' })).toHaveAttribute('href', '/categories');

    const first = page.locator('main article').first();
    const name = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    await first.getByRole('link').first().click();

    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the categories page lists categories with images and counts', async ({ page }) => {
    await openHydrated(page, '/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Kategorien' })).toBeVisible();
    const link = page.getByRole('link', { name: /^Hosen\s*\d+ Produkte?$/ });
    await expect(link).toHaveAttribute('href', '/product-category/hosen');
    expect(await page.locator('main li img').count()).toBeGreaterThan(5);
  });

  test('the placeholder picture for products without one is served through the image optimiser', async ({ request }) => {
    const picture = await request.get(`/_next/image?url=${encodeURIComponent('/images/placeholder.jpg')}&w=640&q=75`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
  });

  test('an unknown category is a 404', async ({ page }) => {
    const response = await openHydrated(page, '/product-category/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Seite nicht gefunden', { exact: true })).toBeVisible();
  });
});

test.describe('paging', () => {
  test('pages through the product list with page links', async ({ page }) => {
    await openHydrated(page, '/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Produkte' })).toBeVisible();
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(24);

    const pages = page.getByRole('navigation', { name: 'Seiten' });
    await expect(pages.getByRole('link', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Seite 2' }).click();

    await expect(page).toHaveURL(/\/products\/page\/2$/);
    await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/Seite 2 von \d+/)).toBeVisible();
    const secondPage = await cardNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await pages.getByRole('link', { name: 'Vorherige Seite' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('reaches a deep page directly, and the last page ends the list', async ({ page }) => {
    await openHydrated(page, '/products');
    const status = await page.getByText(/Seite 1 von \d+/).innerText();
    const last = Number(/von (\d+)/.exec(status)?.[1]);
    expect(last).toBeGreaterThan(2);

    await openHydrated(page, `/products/page/${last}`);
    await expect(page.getByText(`Seite ${last} von ${last}`)).toBeVisible();
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Nächste Seite' })).toHaveCount(0);

    const beyond = await openHydrated(page, `/products/page/${last + 1}`);
    expect(beyond?.status()).toBe(404);
  });

  test('page 1 has one URL, and malformed page numbers are 404s', async ({ page }) => {
    await openHydrated(page, '/products/page/1?sort=alphabetical');
    await expect(page).toHaveURL(/\/products\?sort=alphabetical$/);
    for (const path of ['/products/page/0', '/products/page/abc', '/products/page/02', '/product-category/kleider/page/99']) {
      const response = await openHydrated(page, path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('a category pages too', async ({ page }) => {
    await openHydrated(page, '/product-category/damen');
    await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/\/product-category\/damen\/page\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Damen' })).toBeVisible();
  });
});

test.describe('filters and sorting in the URL', () => {
  test('filter and sort survive a reload', async ({ page }) => {
    await openHydrated(page, '/products?categories=kleider&genders=damen&sort=price-asc');
    const active = page.getByRole('group', { name: 'Aktive Filter' });
    await expect(active.getByRole('link', { name: 'Filter entfernen: Kleider' })).toBeVisible();
    await expect(active.getByRole('link', { name: 'Filter entfernen: Damen' })).toBeVisible();

    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const names = await cardNames(page);

    await page.reload();
    await expect(page).toHaveURL(/categories=kleider/);
    expect(await cardNames(page)).toEqual(names);
    await expect(active.getByRole('link', { name: 'Filter entfernen: Kleider' })).toBeVisible();
  });

  test('sorts by price descending and alphabetically', async ({ page }) => {
    await openHydrated(page, '/products?categories=hosen&sort=price-desc');
    // WooCommerce puts the dearest first by each product's highest price, while a card with
    // variations shows its lowest ("ab …"): the single prices are what a shopper can compare.
    const singlePrices = await cardPrices(page, { singleOnly: true });
    expect(singlePrices.length).toBeGreaterThan(1);
    expect(singlePrices).toEqual([...singlePrices].sort((a, b) => b - a));

    await openHydrated(page, '/products?categories=hosen&sort=alphabetical');
    const names = await cardNames(page);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  test('narrows by price range, colour, size and sale', async ({ page }) => {
    await openHydrated(page, '/products?minPrice=100&maxPrice=40');
    // Max below min is read as the range 40–100.
    await expect(page.getByRole('link', { name: /Filter entfernen: ab 40,00/ })).toBeVisible();
    const prices = await cardPrices(page);
    expect(prices.every((cents) => cents <= 100_00)).toBe(true);

    await openHydrated(page, '/products?colors=schwarz&sizes=m&onSale=1');
    await expect(page.getByRole('link', { name: 'Filter entfernen: Schwarz' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Filter entfernen: M' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Filter entfernen: Angebote' })).toBeVisible();
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    await expect(page.locator('main article').filter({ hasText: 'Sale' }).first()).toBeVisible();
  });

  test('removing a filter keeps the others; clearing shows everything again', async ({ page }) => {
    await openHydrated(page, '/products?categories=kleider&genders=damen');
    await page.getByRole('link', { name: 'Filter entfernen: Kleider' }).click();
    await expect(page).toHaveURL(/\/products\?genders=damen$/);
    await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('no results offer to clear filters and search', async ({ page }) => {
    await openHydrated(page, '/products?search=gibtesnichtxyz&categories=kleider');
    await expect(page.getByText('Keine Produkte gefunden')).toBeVisible();
    await page.getByRole('link', { name: 'Alle Filter und die Suche zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('blank form fields are dropped from the URL', async ({ page }) => {
    await openHydrated(page, '/products?search=&minPrice=&categories=hosen&rating=&debug');
    await expect(page).toHaveURL(/\/products\?categories=hosen&debug=?$/);
  });
});

test.describe('sections', () => {
  test('/damen and /herren show their categories and products', async ({ page }) => {
    for (const [path, name] of [
      ['/damen', 'Damen'],
      ['/herren', 'Herren'],
    ] as const) {
      const response = await openHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const link = page.getByRole('region', { name: 'Kategorien' }).getByRole('link').first();
      await expect(link).toHaveAttribute('href', new RegExp(`^/products\\?categories=[^&]+&genders=${path.slice(1)}$`));
      expect(await page.locator('main article').count()).toBeGreaterThan(4);
    }
  });

  test('any other section is "Page Not Found ?", unknown paths "Page not found"', async ({ page, context, baseURL }) => {
    const kinder = await openHydrated(page, '/kinder');
    expect(kinder?.status()).toBe(404);
    await expect(page.getByText('Seite nicht gefunden ?')).toBeVisible();

    await context.addCookies([{ name: 'locale', value: 'en_US', url: baseURL ?? '' }]);
    await openHydrated(page, '/kinder');
    await expect(page.getByText('Page Not Found ?')).toBeVisible();
    const deep = await openHydrated(page, '/a/b/c');
    expect(deep?.status()).toBe(404);
    await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
    await expect(page.getByText('Page Not Found ?')).toHaveCount(0);
  });
});

test.describe('SEO', () => {
  test('sitemap lists products and categories; robots points at it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain('/product/midikleid-charlotte</loc>');
    expect(xml).toContain('/product-category/kleider</loc>');
    expect((xml.match(/<loc>[^<]*\/product\//g) ?? []).length).toBeGreaterThan(100);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
  });

  test('list pages have a canonical URL; filtered lists are not indexed', async ({ page }) => {
    await openHydrated(page, '/products/page/2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/page\/2$/);
    await openHydrated(page, '/products?genders=damen');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
