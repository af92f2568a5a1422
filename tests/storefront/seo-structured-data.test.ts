import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductVariation } from '@/lib/commerce/types';
import { productCrumbs } from '@/lib/seo/breadcrumbs';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, siteUrl } from '@/lib/seo/site';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

const product: ProductDetail = {
  id: 'p1',
  databaseId: 1,
  slug: 'leinenkleid-marlene',
  name: 'Leinenkleid </script><script>alert(1)</script>',
  kind: 'simple',
  image: { url: 'http://127.0.0.1:4000/wp-content/uploads/a.webp', alt: 'A', width: 800, height: 1000 },
  price: eur(8995),
  regularPrice: eur(8995),
  maxPrice: null,
  onSale: false,
  hasPriceRange: false,
  stockStatus: 'inStock',
  sku: 'D-KL-101',
  description: '' as ProductDetail['description'],
  shortDescription: '' as ProductDetail['shortDescription'],
  summary: 'Leicht & luftig.',
  images: [{ url: 'http://127.0.0.1:4000/wp-content/uploads/a.webp', alt: 'A', width: 800, height: 1000 }],
  categories: [
    { id: 'c1', databaseId: 1, name: 'Damen', slug: 'damen', productCount: 95, image: null },
    { id: 'c3', databaseId: 3, name: 'Kleider', slug: 'kleider', productCount: 14, image: null },
  ],
  related: [],
  reviews: { average: 4.5, count: 2, items: [] },
  availability: { status: 'inStock', quantity: 12 },
  purchasable: true,
  attributes: [],
  defaultSelection: [],
  variations: [],
  external: null,
  modified: null,
};

describe('serializeJsonLd', () => {
  it('escapes "<" so shop text cannot close the script element', () => {
    const json = serializeJsonLd({ name: product.name });
    expect(json).not.toContain('<');
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: product.name });
  });
});

describe('productJsonLd', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('describes a simple product with one Offer', () => {
    vi.stubEnv('SITE_URL', 'https://shop.example.com');
    const data = productJsonLd(product, { path: '/product/leinenkleid-marlene', includeRating: true });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'D-KL-101',
      description: 'Leicht & luftig.',
      category: 'Damen',
      url: 'https://shop.example.com/product/leinenkleid-marlene',
      offers: {
        '@type': 'Offer',
        price: '89.95',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('uses an AggregateOffer for a price range', () => {
    const variation: ProductVariation = {
      id: 'v',
      databaseId: 2,
      sku: null,
      attributes: [],
      price: eur(5995),
      regularPrice: eur(9995),
      onSale: true,
      availability: { status: 'outOfStock' },
      purchasable: false,
      image: null,
    };
    const data = productJsonLd(
      { ...product, kind: 'variable', price: eur(5995), maxPrice: eur(9995), variations: [variation, { ...variation, purchasable: true }] },
      { path: '/product/x', includeRating: false },
    );
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '59.95',
      highPrice: '99.95',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('states the stock of out-of-stock, backorder and low-stock products', () => {
    const status = (availability: ProductDetail['availability']) =>
      (productJsonLd({ ...product, availability }, { path: '/p', includeRating: false }).offers as { availability: string }).availability;
    expect(status({ status: 'outOfStock' })).toBe('https://schema.org/OutOfStock');
    expect(status({ status: 'onBackorder' })).toBe('https://schema.org/BackOrder');
    expect(status({ status: 'lowStock', quantity: 2 })).toBe('https://schema.org/LimitedAvailability');
  });

  it('leaves out the rating when there are no reviews', () => {
    const data = productJsonLd({ ...product, reviews: { average: null, count: 0, items: [] } }, { path: '/p', includeRating: true });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('breadcrumbs', () => {
  it('goes home › section › category › product and lists them in order', () => {
    const crumbs = productCrumbs(product, 'Startseite');
    expect(crumbs.map((crumb) => crumb.path)).toEqual(['/', '/damen', '/product-category/kleider', '/product/leinenkleid-marlene']);
    const data = breadcrumbJsonLd(crumbs);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toHaveLength(4);
    expect((data.itemListElement as { position: number }[])[3]?.position).toBe(4);
  });
});

describe('site-wide structured data', () => {
  it('has an Organization and a WebSite with a search action to /search?q=', () => {
    expect(organizationJsonLd('Mode')).toMatchObject({ '@type': 'Organization', name: 'Vitrine' });
    const site = websiteJsonLd();
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('site URL and page metadata', () => {
  it('defaults to the local address and drops trailing slashes', () => {
    expect(siteUrl({})).toBe('http://127.0.0.1:3000');
    expect(siteUrl({ SITE_URL: 'https://shop.example.com/' })).toBe('https://shop.example.com');
    expect(siteUrl({ SITE_URL: 'https://example.com/shop/' })).toBe('https://example.com/shop');
    expect(absoluteUrl('/', { SITE_URL: 'https://shop.example.com' })).toBe('https://shop.example.com/');
    expect(() => siteUrl({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
  });

  it('gives canonical, Open Graph and Twitter data with the image', () => {
    const metadata = pageMetadata({ title: 'Kleid', description: 'Schön', path: '/product/kleid', image: product.image });
    expect(metadata.alternates?.canonical).toBe(absoluteUrl('/product/kleid'));
    expect(metadata.openGraph).toMatchObject({ url: absoluteUrl('/product/kleid'), title: 'Kleid · Vitrine', images: [{ url: product.image?.url, width: 800 }] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [product.image?.url] });
    expect(pageMetadata({ title: 'x', description: 'y', path: '/', noIndex: true }).robots).toMatchObject({ index: false });
  });
});
