import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * A cached product page after a stock change: once the storefront has received the change feed's
 * revalidation, the very next visit of the page shows the new stock — not the page as it was
 * before (stale-while-revalidate served that visit the old page: "ausverkauft" after a restock,
 * for the shopper who followed the back-in-stock mail's link). Plain HTTP, no browser: the
 * availability of a simple product is in the page's HTML.
 *
 * That the revalidation has arrived is told by the same page in another language (its own cache
 * entry under the same product tag): it is asked until it shows the change, and only then is the
 * German page visited, once.
 */
const backendOrigin = `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}`;
/** Products other journeys buy or look at (as e2e/back-in-stock.spec.ts lists them). */
const TAKEN = new Set(['tanktop-jule', 'seidentuch-aurelia', 'shopper-alva']);

type Simple = { slug: string; databaseId: number; manageStock: unknown; stockQuantity: number | null; stockStatus: string };

async function stockedSimpleProduct(): Promise<Simple> {
  const query = `{ products(first: 100, where: { typeIn: [SIMPLE] }) { nodes { slug databaseId ... on SimpleProduct { stockStatus manageStock stockQuantity } } } }`;
  const response = await fetch(`${backendOrigin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const products = ((await response.json()) as { data: { products: { nodes: Simple[] } } }).data.products.nodes;
  const candidates = products
    .filter((product) => !TAKEN.has(product.slug) && String(product.manageStock).toUpperCase() === 'TRUE' && (product.stockQuantity ?? 0) >= 10)
    .sort((a, b) => b.slug.localeCompare(a.slug));
  expect(candidates.length, 'a simple product with counted stock in the seeded shop').toBeGreaterThan(0);
  return candidates[0]!;
}

async function setStock(productId: number, quantity: number): Promise<void> {
  const response = await fetch(`${backendOrigin}/wp-json/wc/v3/products/${productId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.ADMIN_SECRET}` },
    body: JSON.stringify({ stock_quantity: quantity }),
  });
  expect(response.status, 'the stock route (ADMIN_SECRET)').toBe(200);
}

/** The availability the page's HTML shows, in the language of the `locale` cookie. */
async function shownAvailability(request: APIRequestContext, slug: string, locale: 'de_DE' | 'en_US'): Promise<string | undefined> {
  const response = await request.get(`/product/${slug}`, { headers: { cookie: `locale=${locale}` } });
  expect(response.status()).toBe(200);
  return /data-availability="([A-Za-z]+)"/.exec(await response.text())?.[1];
}

test('the first visit of a cached product page after a stock change shows the new stock', async ({ request }) => {
  const product = await stockedSimpleProduct();
  try {
    for (const [quantity, expected] of [
      [0, /^outOfStock$/],
      [product.stockQuantity ?? 10, /^(inStock|lowStock)$/],
    ] as const) {
      // Both pages cached as they are now (a second visit is answered from the cache).
      for (const locale of ['de_DE', 'en_US'] as const) {
        await shownAvailability(request, product.slug, locale);
        expect(await shownAvailability(request, product.slug, locale)).not.toMatch(expected);
      }
      await setStock(product.databaseId, quantity);
      await expect.poll(() => shownAvailability(request, product.slug, 'en_US'), { timeout: 20_000 }).toMatch(expected);
      expect(await shownAvailability(request, product.slug, 'de_DE'), 'the first visit after the revalidation').toMatch(expected);
    }
  } finally {
    await setStock(product.databaseId, product.stockQuantity ?? 10);
  }
});
