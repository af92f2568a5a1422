import { describe, expect, it } from 'vitest';
import { internalPath } from '@/lib/routing/internal-path';

const go = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  return internalPath('fr_FR', url.pathname, url.searchParams);
};

describe('public URL → internal route', () => {
  it('puts the locale in front of every page, the URL itself unchanged', () => {
    expect(go('/')).toEqual({ pathname: '/fr_FR', notFound: false });
    expect(go('/products')).toEqual({ pathname: '/fr_FR/products', notFound: false });
    expect(go('/product/leinenkleid')).toEqual({ pathname: '/fr_FR/product/leinenkleid', notFound: false });
    expect(go('/damen').pathname).toBe('/fr_FR/damen');
  });

  it('sends lists with filters, sorting or a search to their per-request twin', () => {
    expect(go('/products?colors=rot').pathname).toBe('/fr_FR/filtered/products');
    expect(go('/products/page/2?sort=price-asc').pathname).toBe('/fr_FR/filtered/products/page/2');
    expect(go('/product-category/kleider?search=leinen').pathname).toBe('/fr_FR/filtered/product-category/kleider');
    expect(go('/product-category/kleider/page/3?onSale=1').pathname).toBe('/fr_FR/filtered/product-category/kleider/page/3');
    // Blank form fields too: the twin redirects them to the clean URL.
    expect(go('/products?minPrice=').pathname).toBe('/fr_FR/filtered/products');
  });

  it('keeps lists with only foreign parameters (tracking, debug) on the cached route', () => {
    expect(go('/products?utm_source=news').pathname).toBe('/fr_FR/products');
    expect(go('/products/page/2?debug').pathname).toBe('/fr_FR/products/page/2');
    // Only lists have a filtered twin.
    expect(go('/product/kleid?colors=rot').pathname).toBe('/fr_FR/product/kleid');
  });

  it('caches the default search page and renders a search with a query or filters per request', () => {
    expect(go('/search').pathname).toBe('/fr_FR/search');
    expect(go('/search?utm_source=news').pathname).toBe('/fr_FR/search');
    expect(go('/search?q=kleid').pathname).toBe('/fr_FR/filtered/search');
    expect(go('/search?gender=Damen&page=2').pathname).toBe('/fr_FR/filtered/search');
    // The product lists' parameters mean nothing to the search page.
    expect(go('/search?colors=rot').pathname).toBe('/fr_FR/search');
  });

  it('marks undecodable paths as malformed (the proxy answers 400)', () => {
    for (const path of ['/product/%ff', '/%ff', '/product-category/%ff', '/products/page/%ff', '/a%zz']) {
      expect(go(path)).toMatchObject({ notFound: true, malformed: true });
    }
    expect(go('/product/gr%C3%B6%C3%9Fe').malformed).toBeUndefined();
  });

  it('answers over-long slugs with the 404 page before anything is rendered', () => {
    expect(go(`/product/${'a'.repeat(201)}`).notFound).toBe(true);
    expect(go(`/product-category/${'b'.repeat(500)}?colors=rot`).notFound).toBe(true);
    expect(go(`/product/${'a'.repeat(200)}`).notFound).toBe(false);
  });

  it('never exposes the internal twin or a second locale under its own URL', () => {
    expect(go('/filtered/products').notFound).toBe(true);
    // A locale in the URL is no page: /de_DE/products becomes /fr_FR/de_DE/products (a 404 route).
    expect(go('/de_DE/products').pathname).toBe('/fr_FR/de_DE/products');
  });
});
