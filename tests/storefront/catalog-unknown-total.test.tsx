import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { emptyCatalogQuery } from '@/lib/browse/catalog-query';
import { noFilterOptions } from '@/lib/browse/filter-options';
import type { ProductCard, ProductPage } from '@/lib/commerce/types';
import catalog from '@/messages/de_DE/catalog.json';
import wishlist from '@/messages/de_DE/wishlist.json';
import product from '@/messages/de_DE/product.json';
import { TestTranslations } from './fixtures/translations';

// The shop's links navigate through the App Router, which a page rendered on its own lacks;
// only their markup is read here.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, prefetch: () => undefined }) }));

const { ProductListView } = await import('@/components/catalog/product-list-view');

const card: ProductCard = {
  id: 'cG9zdDozNA==',
  databaseId: 34,
  slug: 'ledergurtel-hugo',
  name: 'Ledergürtel Hugo',
  kind: 'simple',
  image: null,
  price: { cents: 3995, currency: 'EUR' },
  regularPrice: { cents: 3995, currency: 'EUR' },
  maxPrice: null,
  hasPriceRange: false,
  onSale: false,
  stockStatus: 'inStock',
};

function render(result: ProductPage): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="de-DE" messages={{ catalog, product }} timeZone="Europe/Berlin">
      {/* Cards are drawn in server and client components alike: their texts come from both providers. */}
      <TestTranslations messages={{ catalog, product, wishlist }}>
        <ProductListView
          title="Alle Produkte"
          query={emptyCatalogQuery}
          result={result}
          basePath="/products"
          pagePath={(page) => (page === 1 ? '/products' : `/products/page/${page}`)}
          options={noFilterOptions}
          settings={{ showFilters: false, showOrderByDropdown: false }}
        />
      </TestTranslations>
    </NextIntlClientProvider>,
  );
}

const pageLinks = (html: string) => [...html.matchAll(/href="(\/products[^"]*)"/g)].map((match) => match[1]);

describe('a list page whose total the backend did not report', () => {
  const html = render({ products: [card], total: null, page: 3, pageCount: null, hasNextPage: true });

  it('shows its products and the page number, without a made-up count', () => {
    expect(html).toContain('Ledergürtel Hugo');
    expect(html).toContain('Seite 3');
    expect(html).not.toMatch(/\d+ Produkte?\b|Keine Produkte|Seite 3 von/);
  });

  it('links the earlier pages and the next one, and nothing beyond', () => {
    expect(html).toMatch(/rel="next"[^>]*href="\/products\/page\/4"/);
    expect(new Set(pageLinks(html))).toEqual(new Set(['/products', '/products/page/2', '/products/page/3', '/products/page/4']));
  });

  it('offers no next page when the connection has none', () => {
    const last = render({ products: [card], total: null, page: 3, pageCount: null, hasNextPage: false });
    expect(last).not.toContain('rel="next"');
    expect(last).not.toContain('/products/page/4');
  });
});

describe('a list page with a known total', () => {
  it('shows the count and "page n of m"', () => {
    const html = render({ products: [card], total: 17, page: 2, pageCount: 4, hasNextPage: true });
    expect(html).toContain('17 Produkte');
    expect(html).toContain('Seite 2 von 4');
    expect(html).toMatch(/rel="next"[^>]*href="\/products\/page\/3"/);
  });
});

describe('a product without a picture', () => {
  it('shows the shop’s placeholder picture (docs/behaviour.md §9), as decoration beside its name', () => {
    const html = render({ products: [card], total: 1, page: 1, pageCount: 1, hasNextPage: false });
    const picture = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(picture).toContain(encodeURIComponent('/images/placeholder.jpg'));
    expect(picture).toContain('alt=""');
    expect(html).not.toContain('Kein Bild');
  });
});
