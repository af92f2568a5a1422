import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { TEST_CLUSTER } from '@/scripts/cluster/test-cluster-settings';

/** A seeded simple product with managed stock, not on sale: one whose price and stock the tests change. */
export async function pickSimpleProduct(db: pg.Pool, skip: number[] = []) {
  const { rows } = await db.query<{ id: number; slug: string; name: string; price: number; stock: number }>(
    `SELECT id, slug, name, price, stock_quantity AS stock FROM product
     WHERE type = 'simple' AND status = 'publish' AND manage_stock AND stock_quantity >= 5 AND NOT virtual
       AND price = regular_price AND sale_price IS NULL AND price BETWEEN 1000 AND 9000 AND NOT (id = ANY($1::int[]))
     ORDER BY id LIMIT 1`,
    [skip],
  );
  if (!rows[0]) throw new Error('no seeded simple product with managed stock');
  return rows[0];
}

/** What a product page's structured data says: its price and availability, as the page a shopper gets shows them. */
export async function productOffer(origin: string, slug: string): Promise<{ price: string; availability: string }> {
  const response = await fetch(`${origin}/product/${slug}`, { redirect: 'manual', headers: { 'accept-language': 'de-DE' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${origin}/product/${slug} answered ${response.status}`);
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1] ?? 'null') as unknown;
    for (const node of Array.isArray(data) ? data : [data]) {
      const offer = (node as { '@type'?: string; offers?: { price?: string; availability?: string } })?.offers;
      if ((node as { '@type'?: string })?.['@type'] === 'Product' && offer?.price && offer.availability) {
        return { price: offer.price, availability: offer.availability };
      }
    }
  }
  throw new Error(`${origin}/product/${slug}: no product offer in the page`);
}

/** The product's record as one backend's search engine answers a search for its name. */
export async function searchHit(backendOrigin: string, product: { id: number; name: string }): Promise<{ price: number | null; inStock: boolean } | null> {
  const { appId, searchKey } = JSON.parse(readFileSync(path.join(TEST_CLUSTER.dataDir, 'backend', 'search-credentials.json'), 'utf8')) as {
    appId: string;
    searchKey: string;
  };
  const response = await fetch(`${backendOrigin}/1/indexes/products/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey, 'content-type': 'application/json' },
    body: JSON.stringify({ query: product.name, hitsPerPage: 50 }),
  });
  if (!response.ok) throw new Error(`search on ${backendOrigin}: ${response.status} ${await response.text()}`);
  const { hits } = (await response.json()) as { hits: { objectID: string; price: number | null; inStock: boolean }[] };
  return hits.find((hit) => hit.objectID === String(product.id)) ?? null;
}

/**
 * Polls `check` until it returns true; resolves with the milliseconds it took. Past `withinMs` it
 * keeps watching (up to five times as long) only to say how long it did take, then rejects.
 */
export async function timeUntil(what: string, withinMs: number, check: () => Promise<boolean>, since = performance.now()): Promise<number> {
  let last: unknown = null;
  while (performance.now() - since <= withinMs * 5) {
    try {
      if (await check()) {
        const took = performance.now() - since;
        if (took > withinMs) throw new Error(`${what}: took ${Math.round(took)} ms, more than ${withinMs} ms`);
        return took;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(`${what}: took`)) throw error;
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${withinMs * 5} ms${last ? ` (last error: ${String(last)})` : ''}`);
}
