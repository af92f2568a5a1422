import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerProducts,
  readRecording,
  recordedCatalogue,
  recordedStoreFetch,
  type RecordedNode,
  type StoreOptions,
} from './fixtures/recorded-store';

// Test doubles for the server-only plumbing: no Next data cache, and the GraphQL client talks
// to a fake fetch that answers like the recorded WooGraphQL store.
vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: () => Promise<T>) => fn }));
const store = vi.hoisted(() => ({ fetch: null as null | typeof fetch }));
vi.mock('@/lib/commerce/client', () => ({
  getClient: () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: 'http://store.test/graphql', fetch: (input, init) => store.fetch!(input, init) }),
      defaultOptions: { query: { fetchPolicy: 'no-cache' } },
    }),
}));

const { countProducts, getProductPage } = await import('@/lib/commerce/products');
const { emptyCatalogQuery } = await import('@/lib/browse/catalog-query');
const { productWhere } = await import('@/lib/browse/product-where');

// What /products asks for (the recordings' `where`: visible, published, newest first).
const where = productWhere(emptyCatalogQuery);
const catalogue = recordedCatalogue();
const ids = (page: { products: { databaseId: number }[] }) => page.products.map((product) => product.databaseId);

function useStore(nodes: readonly RecordedNode[], options: StoreOptions = {}) {
  const fake = recordedStoreFetch(nodes, options);
  store.fetch = fake.fetch;
  return fake.requests;
}

type Connection = ReturnType<typeof answerProducts>;
type Answer = { data: { products: Connection } };

describe('the fake store answers as the recorded one did', () => {
  it('reports found on a first page only, and null behind a cursor', () => {
    const recorded = readRecording<{ first_page: Answer; second_page: Answer; second_page_variables: { after: string } }>('found-with-after');
    const first = answerProducts(catalogue, 5, null);
    expect(first.found).toBe(recorded.first_page.data.products.found);
    expect(first.pageInfo).toEqual(recorded.first_page.data.products.pageInfo);
    const second = answerProducts(catalogue, 5, recorded.second_page_variables.after);
    expect(second.found).toBeNull();
    expect(second.pageInfo).toEqual(recorded.second_page.data.products.pageInfo);
    expect(second.nodes.map((node) => node.databaseId)).toEqual(recorded.second_page.data.products.nodes.map((node) => node.databaseId));
  });

  it('matches the recorded first pages and the empty result', () => {
    expect(answerProducts(catalogue, 5, null)).toEqual(readRecording<Answer>('products-p1of5').data.products);
    const cursor100 = readRecording<Answer>('cursor-100').data.products;
    expect({ found: cursor100.found, pageInfo: cursor100.pageInfo }).toEqual({ found: 17, pageInfo: answerProducts(catalogue, 100, null).pageInfo });
    expect(answerProducts([], 24, null)).toEqual(readRecording<Answer>('products-nomatch').data.products);
  });
});

describe('product list pages against a real WooGraphQL store', () => {
  beforeEach(() => {
    store.fetch = null;
  });

  it('shows page 2 with the total from the first-page request, not from the page behind the cursor', async () => {
    const requests = useStore(catalogue);
    const result = await getProductPage(where, 2, 5);
    expect(result.ok).toBe(true);
    if (!result.ok || !result.data) throw new Error('page 2 should exist');
    expect(ids(result.data)).toEqual([34, 33, 32, 31, 30]);
    expect(result.data).toMatchObject({ total: 17, page: 2, pageCount: 4, hasNextPage: true });
    // The total's request is a first page: no cursor, so the store reports `found`.
    expect(requests[0]).toMatchObject({ operationName: 'GetProductsCursor', variables: { first: 5 } });
    expect(requests[0]?.variables?.after ?? null).toBeNull();
  });

  it('shows the last page without a next link and 404s the page after it', async () => {
    useStore(catalogue);
    const last = await getProductPage(where, 4, 5);
    if (!last.ok || !last.data) throw new Error('page 4 should exist');
    expect(ids(last.data)).toEqual([24, 23]);
    expect(last.data).toMatchObject({ total: 17, pageCount: 4, hasNextPage: false });
    const beyond = await getProductPage(where, 5, 5);
    expect(beyond).toEqual({ ok: true, data: null });
  });

  it('shows the first page with its total', async () => {
    useStore(catalogue);
    const first = await getProductPage(where, 1, 24);
    if (!first.ok || !first.data) throw new Error('page 1 should exist');
    expect(first.data.products).toHaveLength(17);
    expect(first.data).toMatchObject({ total: 17, pageCount: 1, hasNextPage: false });
  });

  it('treats an empty result with found: null as empty, not as unknown', async () => {
    useStore([]);
    const empty = await getProductPage(where, 1, 24);
    expect(empty).toEqual({ ok: true, data: { products: [], total: 0, page: 1, pageCount: 1, hasNextPage: false } });
    expect(await getProductPage(where, 2, 24)).toEqual({ ok: true, data: null });
    expect(await countProducts(where)).toEqual({ ok: true, data: 0 });
  });

  it('pages through a list whose total is never reported, by hasNextPage', async () => {
    useStore(catalogue, { neverFound: true });
    const second = await getProductPage(where, 2, 5);
    if (!second.ok || !second.data) throw new Error('page 2 should exist');
    expect(ids(second.data)).toEqual([34, 33, 32, 31, 30]);
    expect(second.data).toMatchObject({ total: null, pageCount: null, hasNextPage: true });
    // The last page tells the total after all: everything before it plus its own.
    const last = await getProductPage(where, 4, 5);
    if (!last.ok || !last.data) throw new Error('page 4 should exist');
    expect(last.data).toMatchObject({ total: 17, pageCount: 4, hasNextPage: false });
    expect(await getProductPage(where, 5, 5)).toEqual({ ok: true, data: null });
    expect(await countProducts(where)).toEqual({ ok: true, data: null });
  });

  it('counts a list from a first page', async () => {
    useStore(catalogue);
    expect(await countProducts(where)).toEqual({ ok: true, data: 17 });
  });
});
