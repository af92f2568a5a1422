import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { searchClient } from '@/server/search/indexer/target';
import { startSearchOnly, type SearchOnly } from '@/server/search/standalone';
import { startTestBackend } from '../server/backend';

/**
 * `npm start` against a real store runs the search engine alone (server/search-main.ts): it
 * indexes the store's catalogue over GraphQL and keeps it current without a change feed. The
 * commerce backend here only plays the store; the engine has its own database.
 */
const store = startTestBackend();
let db: Database;
let search: SearchOnly;

beforeAll(async () => {
  db = await openDatabase({});
  search = await startSearchOnly({ db, host: '127.0.0.1', port: 0, graphqlUrl: `${store.url}/graphql`, reindexIntervalMs: 500, env: {} });
});
afterAll(async () => {
  await search?.close();
  await db?.close();
});

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function storefrontClient() {
  const { appId, searchKey } = search.service.credentials;
  return liteClient(appId, searchKey, { hosts: [{ url: '127.0.0.1', port: Number(new URL(search.url).port), protocol: 'http', accept: 'read' }] });
}

async function hits(query: string) {
  const { results } = await storefrontClient().search<{ slug: string }>({ requests: [{ indexName: 'products', query, hitsPerPage: 1000 }] });
  return results[0] as { nbHits: number; hits: { objectID: string; slug: string }[] };
}

describe('the search engine without the commerce server', () => {
  it('answers /health at once and says busy until the first index from the store is built', async () => {
    const response = await fetch(`${search.url}/health`);
    expect(response.status).toBe(200);
    await eventually(() => search.indexed());
    expect(await (await fetch(`${search.url}/health`)).json()).toEqual({ status: 'ok', background: 'idle' });
  });

  it('indexes every searchable product of the store', async () => {
    await eventually(() => search.indexed());
    const { body } = await store.graphql<{ products: { found: number } }>('{ products(first: 1, where: { visibility: SEARCH }) { found } }');
    const everything = await hits('');
    expect(everything.nbHits).toBe(body.data!.products.found);
    expect((await hits('kleid')).nbHits).toBeGreaterThan(3);
  });

  it('re-indexes periodically: a record lost from the index comes back without any change feed', async () => {
    await eventually(() => search.indexed());
    const [first] = (await hits('')).hits;
    const admin = searchClient(search.target);
    const { taskID } = await admin.deleteObject({ indexName: 'products', objectID: first!.objectID });
    await admin.waitForTask({ indexName: 'products', taskID });
    expect((await hits('')).hits.some((hit) => hit.objectID === first!.objectID)).toBe(false);
    const rounds = search.reindexRounds();
    await eventually(() => search.reindexRounds() > rounds);
    expect((await hits('')).hits.some((hit) => hit.objectID === first!.objectID)).toBe(true);
  });

  it('serves only the search API and /health (no GraphQL of its own)', async () => {
    expect((await fetch(`${search.url}/graphql`, { method: 'POST' })).status).toBe(404);
  });
});
