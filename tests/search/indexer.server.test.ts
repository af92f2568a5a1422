import type { SearchResponse } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { indexAllProducts, reindexProducts } from '@/server/search/indexer/run';
import { searchClient, searchTargetFromEnv } from '@/server/search/indexer/target';
import { startTestBackend } from '../server/backend';

/** The indexer against the backend over the seeded shop: GraphQL in, Algolia API out. */
const backend = startTestBackend();

type Record = { objectID: string; name: string; slug: string; price: number; date: number; gender: string[]; terms: { productCat: string[] }; image: string };

function storefrontClient() {
  const { appId, searchKey } = backend.running.search.credentials;
  return liteClient(appId, searchKey, { hosts: [{ url: '127.0.0.1', port: Number(new URL(backend.url).port), protocol: 'http', accept: 'read' }] });
}

async function search(params: { [key: string]: unknown; indexName?: string }): Promise<SearchResponse<Record>> {
  const { results } = await storefrontClient().search<Record>({ requests: [{ indexName: 'products', ...params }] });
  return results[0] as SearchResponse<Record>;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the products indexer', () => {
  // With a shared Postgres database, another test file's backend may have built the index first.
  it.skipIf(Boolean(process.env.DATABASE_URL))('builds the index on first start, from every searchable product', async () => {
    const graphqlUrl = `${backend.url}/graphql`;
    expect(await backend.running.search.indexIfEmpty(graphqlUrl)).toBe(true);
    expect(await backend.running.search.indexIfEmpty(graphqlUrl)).toBe(false);
    const { body } = await backend.graphql<{ products: { found: number } }>('{ products(first: 1, where: { visibility: SEARCH }) { found } }');
    const everything = await search({ query: '', hitsPerPage: 0, facets: ['gender', 'terms.productCat'] });
    expect(everything.nbHits).toBe(body.data!.products.found);
    expect(Object.keys(everything.facets?.gender ?? {}).sort()).toEqual(['Damen', 'Herren']);
    expect(everything.facets?.['terms.productCat']).toHaveProperty('Kleider');
  });

  it('writes records the storefront can show', async () => {
    const { hits } = await search({ query: 'kleid', facetFilters: ['gender:Damen'] });
    expect(hits.length).toBeGreaterThan(3);
    const [hit] = hits;
    expect(hit).toMatchObject({ gender: ['Damen'], terms: { productCat: expect.arrayContaining(['Kleider']) } });
    expect(typeof hit!.price).toBe('number');
    expect(hit!.date).toBeGreaterThan(1_500_000_000);
    expect(hit!.image).toMatch(/^http:\/\/.+\.webp$/);
    expect(hit!._highlightResult?.name).toMatchObject({ matchLevel: 'full' });
  });

  it('offers the sort orders as replicas', async () => {
    const prices = (await search({ indexName: 'products_price_asc', query: 'hemd', hitsPerPage: 50 })).hits.map((hit) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dates = (await search({ indexName: 'products_date_desc', query: '', hitsPerPage: 50 })).hits.map((hit) => hit.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('re-indexes changed products, and drops withdrawn ones (the change-feed consumer)', async () => {
    const db = backend.running.db;
    const consumer = backend.running.search.changeConsumer(`${backend.url}/graphql`);
    const [product] = await db.query<{ id: number; slug: string }>(`SELECT id, slug FROM product WHERE status = 'publish' AND catalog_visibility = 'visible' ORDER BY id LIMIT 1`);
    const change = { productId: product!.id, slug: product!.slug };
    await db.query(`UPDATE product SET name = 'Zauberhafte Testjacke' WHERE id = $1`, [product!.id]);
    await consumer.handle([change]);
    expect((await search({ query: 'zauberhafte' })).hits.map((hit) => hit.objectID)).toEqual([String(product!.id)]);
    await db.query(`UPDATE product SET status = 'draft' WHERE id = $1`, [product!.id]);
    await consumer.handle([change]);
    expect((await search({ query: 'zauberhafte' })).nbHits).toBe(0);
    await db.query(`UPDATE product SET status = 'publish' WHERE id = $1`, [product!.id]);
    await consumer.handle([change]);
  });

  // With a shared Postgres database, another test file's backend may take the change off the feed.
  it.skipIf(Boolean(process.env.DATABASE_URL))('is registered with the backend’s change feed', async () => {
    const db = backend.running.db;
    // A new consumer starts at the newest change: wait until the feed has noted where that is.
    await eventually(async () => (await db.query(`SELECT 1 FROM site_option WHERE name = 'change_feed:search-index'`)).length > 0);
    const [product] = await db.query<{ id: number }>(`SELECT id FROM product WHERE status = 'publish' AND catalog_visibility = 'visible' ORDER BY id DESC LIMIT 1`);
    await db.query(`UPDATE product SET name = 'Wunderbare Testhose' WHERE id = $1`, [product!.id]);
    await eventually(async () => (await search({ query: 'wunderbare' })).hits.some((hit) => hit.objectID === String(product!.id)));
  });

  it('rebuilds everything and re-indexes by slug, as `npm run index` does', async () => {
    const target = searchTargetFromEnv({ ALGOLIA_HOST_URL: backend.url, ALGOLIA_ADMIN_KEY: backend.running.search.credentials.adminKey });
    const options = { client: searchClient(target), indexName: target.indexName, graphqlUrl: `${backend.url}/graphql` };
    const count = await indexAllProducts(options);
    expect((await search({ query: '', hitsPerPage: 0 })).nbHits).toBe(count);
    const [hit] = (await search({ query: 'kleid', hitsPerPage: 1 })).hits;
    expect(await reindexProducts(options, [{ slug: hit!.slug }, { slug: 'no-such-product' }])).toEqual({ saved: 1, deleted: 0 });
  });
});
