import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { readRecording } from './fixtures/recorded-store';

// Test doubles for the server-only plumbing: no Next data cache, and a fetch that answers
// GetProduct with what the real WooGraphQL store answered for that slug.
vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: () => Promise<T>) => fn }));
vi.mock('@/lib/commerce/client', () => ({
  getClient: () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: 'http://store.test/graphql', fetch: recordedProductFetch }),
      defaultOptions: { query: { fetchPolicy: 'no-cache' } },
    }),
}));

type Case = { id: string; op: string; vars: { slug?: string } };

async function recordedProductFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as { operationName: string; variables: { slug: string } };
  const recorded = readRecording<Case[]>('cases').find((entry) => entry.op === body.operationName && entry.vars.slug === body.variables.slug);
  if (!recorded) return new Response('not recorded', { status: 500 });
  return new Response(JSON.stringify(readRecording(recorded.id)), { status: 200, headers: { 'content-type': 'application/json' } });
}

const { getProduct } = await import('@/lib/commerce/product');

describe('the product page\'s data against the recorded store', () => {
  it('reads a product through the GraphQL client with every fragment\'s fields', async () => {
    const result = await getProduct('leinenkleid-marlene');
    if (!result.ok || !result.data) throw new Error('expected the product');
    expect(result.data).toMatchObject({
      name: 'Leinenkleid Marlene',
      price: { cents: 6995, currency: 'EUR' },
      availability: { status: 'inStock', quantity: 12 },
      summary: 'Luftiges Kleid aus reinem Leinen.',
      reviews: { average: 4.5, count: 2 },
    });
  });

  it('reads a variable product\'s variations and preselection', async () => {
    const result = await getProduct('jerseykleid-emma');
    if (!result.ok || !result.data) throw new Error('expected the product');
    expect(result.data.variations.length).toBeGreaterThan(0);
    expect(result.data.defaultSelection).toEqual([{ name: 'pa_size', value: 'm' }]);
  });

  it('turns the store\'s "No product ID was found" error (no extensions.category) into "no such product"', async () => {
    expect(await getProduct('gibt-es-nicht')).toEqual({ ok: true, data: null });
  });
});
