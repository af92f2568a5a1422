/**
 * The reshape functions on a real WooGraphQL store's answers (contract/recordings) and on the
 * embedded server's older shape: prices, stock, dates, HTML-wrapped texts, default attributes
 * and ratings must come out the same for both.
 */
import { describe, expect, it } from 'vitest';
import type { CategorySummaryFragment, ProductDetailFragment } from '@/graphql/generated/graphql';
import { reshapeCategorySummaries } from '@/lib/commerce/reshape/category';
import { parseWordPressDate } from '@/lib/commerce/reshape/date';
import { reshapeProductDetail } from '@/lib/commerce/reshape/product-detail';
import type { ProductDetail } from '@/lib/commerce/types';
import { productJsonLd } from '@/lib/seo/json-ld';
import { readRecording } from './fixtures/recorded-store';

type ProductAnswer = { data: { product: ProductDetailFragment } };

function recordedProduct(name: string): ProductDetail {
  const detail = reshapeProductDetail(readRecording<ProductAnswer>(name).data.product, 'EUR');
  if (!detail) throw new Error(`${name} did not reshape`);
  return detail;
}

/** Every string a product page may print as text: none may carry markup or entities. */
function shownTexts(product: ProductDetail): string[] {
  return [
    product.name,
    product.summary,
    ...product.reviews.items.flatMap((review) => [review.author, ...review.paragraphs]),
    ...product.attributes.flatMap((attribute) => [attribute.label, ...attribute.options.map((option) => option.label)]),
    ...product.categories.map((category) => category.name),
  ];
}

describe('a recorded simple product', () => {
  const product = recordedProduct('product-simple');

  it('has its RAW prices, sale and stock', () => {
    expect(product.price).toEqual({ cents: 6995, currency: 'EUR' });
    expect(product.regularPrice).toEqual({ cents: 8995, currency: 'EUR' });
    expect(product.onSale).toBe(true);
    expect(product.maxPrice).toBeNull();
    // lowStockAmount null: no "only n left", just the managed quantity.
    expect(product.availability).toEqual({ status: 'inStock', quantity: 12 });
    expect(product.purchasable).toBe(true);
  });

  it('shows no markup or entities as text, but keeps the description as sanitised HTML', () => {
    expect(product.summary).toBe('Luftiges Kleid aus reinem Leinen.');
    for (const text of shownTexts(product)) expect(text).not.toMatch(/<\/?p>|&nbsp;|&amp;|&#\d+;/);
    expect(product.shortDescription).toBe('<p>Luftiges Kleid aus reinem Leinen.</p>');
  });

  it('reads reviews with WordPress comment dates and <p>-wrapped content', () => {
    expect(product.reviews.average).toBe(4.5);
    expect(product.reviews.count).toBe(2);
    expect(product.reviews.items[0]).toMatchObject({
      author: 'Birgit M.',
      date: '2026-11-14T12:00:00Z',
      rating: 4,
      paragraphs: ['Schöner Stoff, knittert aber etwas.'],
    });
  });

  it('does not take the simple product\'s list of every term by name for a preselection', () => {
    expect(product.defaultSelection).toEqual([]);
  });

  it('keeps the change date with its offset as one instant', () => {
    expect(product.modified).toBe('2026-11-23T15:13:40+01:00');
    expect(parseWordPressDate(product.modified)?.toISOString()).toBe('2026-11-23T14:13:40.000Z');
  });

  it('gives structured data without markup and with the exact rating', () => {
    const data = productJsonLd(product, { path: '/product/leinenkleid-marlene', includeRating: true });
    expect(data).toMatchObject({
      description: 'Luftiges Kleid aus reinem Leinen.',
      sku: 'D-KL-001',
      offers: { '@type': 'Offer', price: '69.95', priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });
});

describe('a recorded variable product', () => {
  const product = recordedProduct('product-variable');

  it('has a price range from its variations\' RAW prices', () => {
    expect(product.price).toEqual({ cents: 3996, currency: 'EUR' });
    expect(product.maxPrice).toEqual({ cents: 5495, currency: 'EUR' });
    expect(product.hasPriceRange).toBe(true);
    expect(product.variations.length).toBeGreaterThan(0);
    // The parent's stock is not managed: null quantity, still in stock.
    expect(product.availability).toEqual({ status: 'inStock', quantity: null });
  });

  it('preselects its default attributes, given by slug', () => {
    expect(product.defaultSelection).toEqual([{ name: 'pa_size', value: 'm' }]);
  });

  it('preselects them too when a store names the terms instead of their slugs', () => {
    const node = readRecording<ProductAnswer>('product-variable').data.product;
    const named = { ...node, defaultAttributes: { nodes: [{ name: 'pa_size', value: 'M' }, { name: 'pa_color', value: 'Blau' }] } };
    expect(reshapeProductDetail(named, 'EUR')?.defaultSelection).toEqual([
      { name: 'pa_size', value: 'm' },
      { name: 'pa_color', value: 'blau' },
    ]);
  });

  it('turns an average rating of a product with one review into that rating', () => {
    expect(product.reviews).toMatchObject({ average: 3, count: 1 });
  });
});

describe('a recorded product out of stock', () => {
  const product = recordedProduct('product-oos');

  it('cannot be bought although WooGraphQL calls it purchasable, and has no quantity', () => {
    expect(product.availability).toEqual({ status: 'outOfStock' });
    expect(product.purchasable).toBe(false);
  });

  it('has no rating: averageRating 0 means no reviews, not zero stars', () => {
    expect(product.reviews).toEqual({ average: null, count: 0, items: [] });
    expect(productJsonLd(product, { path: '/product/wickelkleid-frieda', includeRating: true })).not.toHaveProperty('aggregateRating');
  });

  it('reads a change date in summer time', () => {
    expect(parseWordPressDate(product.modified)?.toISOString()).toBe('2026-10-17T14:13:39.000Z');
  });
});

describe('parseWordPressDate', () => {
  it('reads both shapes: with the site offset (a real store) and without a zone (taken as UTC)', () => {
    expect(parseWordPressDate('2026-11-23T15:13:40+01:00')?.toISOString()).toBe('2026-11-23T14:13:40.000Z');
    expect(parseWordPressDate('2026-11-23T15:13:40Z')?.toISOString()).toBe('2026-11-23T15:13:40.000Z');
    expect(parseWordPressDate('2026-11-23T15:13:40')?.toISOString()).toBe('2026-11-23T15:13:40.000Z');
    expect(parseWordPressDate('2026-11-14 14:13:40')?.toISOString()).toBe('2026-11-14T14:13:40.000Z');
  });

  it('gives null for nothing or nonsense', () => {
    expect(parseWordPressDate(null)).toBeNull();
    expect(parseWordPressDate('')).toBeNull();
    expect(parseWordPressDate('gestern')).toBeNull();
  });
});

describe('recorded categories', () => {
  it('keep their direct counts and every category the store lists', () => {
    const nodes = readRecording<{ data: { productCategories: { nodes: CategorySummaryFragment[] } } }>('categories-20').data.productCategories.nodes;
    const categories = reshapeCategorySummaries(nodes);
    expect(categories.map((category) => [category.slug, category.productCount])).toEqual([
      ['kleider', 5],
      ['damen', 4],
      ['hosen', 3],
      ['hemden', 3],
      ['herren', 3],
    ]);
  });

  it('keep a parent whose products all sit in subcategories (direct count 0)', () => {
    const nodes = readRecording<{ data: { productCategories: { nodes: CategorySummaryFragment[] } } }>('categories-20').data.productCategories.nodes;
    const parentOnly = nodes.map((node) => (node.slug === 'herren' ? { ...node, count: 0 } : node));
    expect(reshapeCategorySummaries(parentOnly).find((category) => category.slug === 'herren')).toMatchObject({ productCount: 0 });
  });
});
