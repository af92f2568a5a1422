import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { cartDrawer } from './support/cart';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Recently viewed (lib/browse/recently-viewed.ts): kept in this browser only, shown after
 * hydration on cached product pages (newest first, no duplicates, not the product on screen),
 * in the empty cart (drawer and /cart) and on 404 pages.
 */
const backendUrl = () => process.env.COMMERCE_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;

type Picked = { slug: string; name: string };

async function fourProducts(): Promise<Picked[]> {
  const query = `{ products(first: 4, where: { typeIn: [SIMPLE, VARIABLE], visibility: VISIBLE }) { nodes { slug name } } }`;
  const response = await fetch(backendUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const nodes = ((await response.json()) as { data: { products: { nodes: Picked[] } } }).data.products.nodes;
  expect(nodes).toHaveLength(4);
  return nodes;
}

/** The names in the "Zuletzt angesehen" list, in order. */
async function recentNames(page: Page, within = page.locator('body')) {
  const list = within.getByRole('region', { name: 'Zuletzt angesehen' });
  await expect(list).toBeVisible();
  return list.getByRole('listitem').allInnerTexts();
}

test('the product page lists what was opened before, newest first, once each, without itself', async ({ page, request }) => {
  const [a, b, c, d] = (await fourProducts()) as [Picked, Picked, Picked, Picked];
  // A first visit has nothing to show.
  await openHydrated(page, `/product/${a.slug}`);
  await expect(page.getByRole('region', { name: 'Zuletzt angesehen' })).toHaveCount(0);
  await openHydrated(page, `/product/${b.slug}`);
  await openHydrated(page, `/product/${c.slug}`);
  await openHydrated(page, `/product/${b.slug}`);

  // A cached page: the same HTML for everyone (served from Next's cache), the list filled in by the browser.
  await request.get(`/product/${d.slug}`);
  const cached = await request.get(`/product/${d.slug}`);
  expect(cached.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  expect(await cached.text()).not.toContain('data-testid="recently-viewed"');
  await openHydrated(page, `/product/${d.slug}`);
  expect((await recentNames(page)).map((text) => text.trim())).toEqual([b.name, c.name, a.name]);

  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('vitrine.recentlyViewed') ?? '[]') as { slug: string }[]);
  expect(stored.map((entry) => entry.slug)).toEqual([d.slug, b.slug, c.slug, a.slug]);

  // The empty cart shows them too, on its page and in the drawer.
  await openHydrated(page, '/cart');
  expect((await recentNames(page, page.getByRole('main'))).map((text) => text.trim())).toEqual([d.name, b.name, c.name, a.name]);
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: /Warenkorb/ }).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  expect((await recentNames(page, drawer)).map((text) => text.trim())).toEqual([d.name, b.name, c.name, a.name]);

  // So does a page that does not exist.
  await openHydrated(page, '/gibt-es-nicht/wirklich-nicht');
  expect((await recentNames(page, page.getByRole('main'))).map((text) => text.trim())).toEqual([d.name, b.name, c.name, a.name]);
});
