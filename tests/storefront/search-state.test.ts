import { describe, expect, it } from 'vitest';
import { isUnavailable, unavailableResponse } from '@/lib/search/client';
import { searchConfigFromEnv } from '@/lib/search/config';
import { orderedRange } from '@/lib/search/price';
import { routeToUi, uiToRoute } from '@/lib/search/routing';

describe('search URL ↔ state', () => {
  const ui = {
    products: {
      query: 'kleid',
      refinementList: { gender: ['Damen'], 'terms.productCat': ['Kleider', 'Röcke'] },
      range: { price: '10:50' },
      toggle: { onSale: true },
      sortBy: 'products_price_asc',
      page: 2,
    },
  };
  const route = { q: 'kleid', gender: ['Damen'], category: ['Kleider', 'Röcke'], price: '10:50', sale: '1', sort: 'price-asc', page: '2' };

  it('maps both ways', () => {
    expect(uiToRoute(ui, 'products')).toEqual(route);
    expect(routeToUi(route, 'products')).toEqual(ui);
  });

  it('leaves defaults out of the URL', () => {
    expect(uiToRoute({ products: { query: '', page: 1, sortBy: 'products' } }, 'products')).toEqual({});
  });

  it('drops unreadable parameters', () => {
    expect(routeToUi({ price: 'cheap', sort: 'random', page: '-3', gender: [''] }, 'products')).toEqual({ products: {} });
    expect(routeToUi({ gender: 'Herren' as unknown as string[] }, 'products')).toEqual({
      products: { refinementList: { gender: ['Herren'] } },
    });
  });
});

describe('price range', () => {
  it('never lets the maximum fall below the minimum', () => {
    expect(orderedRange('50', '20')).toEqual([50, 50]);
    expect(orderedRange('', '20')).toEqual([undefined, 20]);
    expect(orderedRange('x', '')).toEqual([undefined, undefined]);
  });
});

describe('search configuration', () => {
  it('reads the embedded engine and never needs the admin key', () => {
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: 'app', ALGOLIA_SEARCH_KEY: 'key', ALGOLIA_HOST_URL: 'http://127.0.0.1:4000' })).toEqual({
      appId: 'app',
      searchKey: 'key',
      indexName: 'products',
      host: { url: '127.0.0.1', port: 4000, protocol: 'http' },
    });
  });

  it('uses Algolia hosts without a host URL, and is unavailable without credentials', () => {
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: 'app', ALGOLIA_SEARCH_KEY: 'key' })?.host).toBeNull();
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: 'app', ALGOLIA_ADMIN_KEY: 'admin' })).toBeNull();
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: 'app', ALGOLIA_SEARCH_KEY: 'key', ALGOLIA_HOST_URL: 'not a url' })).toBeNull();
  });
});

describe('unreachable engine', () => {
  it('answers every request with an empty result flagged as unavailable', () => {
    const { results } = unavailableResponse([
      { indexName: 'products', params: {} },
      { indexName: 'products', type: 'facet', facet: 'gender', params: {} },
    ]);
    expect(results).toHaveLength(2);
    expect(isUnavailable((results[0] as { userData: unknown }).userData)).toBe(true);
    expect(results[1]).toMatchObject({ facetHits: [] });
    expect(isUnavailable(undefined)).toBe(false);
  });
});
