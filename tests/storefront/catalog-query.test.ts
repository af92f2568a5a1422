import { describe, expect, it } from 'vitest';
import { foreignParams, hasEmptyCatalogParams } from '@/lib/browse/canonical-query';
import {
  clearFilters,
  emptyCatalogQuery,
  hasActiveFilters,
  MAX_VALUES_PER_PARAM,
  parseCatalogQuery,
  serializeCatalogQuery,
  withQuery,
  type CatalogQuery,
  type SearchParams,
} from '@/lib/browse/catalog-query';
import { filterChips } from '@/lib/browse/filter-chips';
import { productWhere } from '@/lib/browse/product-where';
import { toUrlSearchParams } from '@/lib/browse/search-params';

/** What Next hands a page for a query string: repeated names become arrays. */
function searchParamsOf(query: string): SearchParams {
  const result: SearchParams = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const existing = result[name];
    result[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

const full: CatalogQuery = {
  search: 'leinen kleid',
  categories: ['kleider', 'hosen'],
  genders: ['damen'],
  colors: ['schwarz', 'dark-blue'],
  sizes: ['m', 'w32'],
  minPrice: 20,
  maxPrice: 99.95,
  onSale: true,
  rating: 4,
  sort: 'price-desc',
};

describe('filters and sort in the URL', () => {
  it('reads the product-list URL of docs/behaviour.md §2 with repeated parameters', () => {
    const query = parseCatalogQuery(searchParamsOf('categories=kleider&categories=hosen&genders=damen'));
    expect(query).toEqual({ ...emptyCatalogQuery, categories: ['kleider', 'hosen'], genders: ['damen'] });
  });

  it('round-trips every filter and the sort order', () => {
    const url = serializeCatalogQuery(full).toString();
    expect(parseCatalogQuery(searchParamsOf(url))).toEqual(full);
    // Serialising again gives the same URL: one URL per state.
    expect(serializeCatalogQuery(parseCatalogQuery(searchParamsOf(url))).toString()).toBe(url);
  });

  it('writes the canonical form, defaults left out', () => {
    expect(serializeCatalogQuery(emptyCatalogQuery).toString()).toBe('');
    expect(serializeCatalogQuery({ ...emptyCatalogQuery, sort: 'latest' }).toString()).toBe('');
    expect(serializeCatalogQuery({ ...emptyCatalogQuery, genders: ['herren', 'damen'] }).toString()).toBe(
      'genders=damen&genders=herren',
    );
    expect(withQuery('/products', serializeCatalogQuery({ ...emptyCatalogQuery, categories: ['jacken-maentel'], onSale: true }))).toBe(
      '/products?categories=jacken-maentel&onSale=1',
    );
  });

  it('never lets the maximum price fall below the minimum', () => {
    expect(parseCatalogQuery({ minPrice: '80', maxPrice: '30' })).toMatchObject({ minPrice: 30, maxPrice: 80 });
    expect(parseCatalogQuery({ minPrice: '30', maxPrice: '30' })).toMatchObject({ minPrice: 30, maxPrice: 30 });
  });

  it('reads prices with a decimal comma and ignores unusable ones', () => {
    expect(parseCatalogQuery({ minPrice: '19,5', maxPrice: 'abc' })).toMatchObject({ minPrice: 19.5, maxPrice: null });
    expect(parseCatalogQuery({ minPrice: '0', maxPrice: '-5' })).toMatchObject({ minPrice: null, maxPrice: null });
  });

  it('drops unknown genders, sorts and ratings, and empty values', () => {
    const query = parseCatalogQuery({
      genders: ['kinder', 'herren'],
      sort: 'cheapest',
      rating: '7',
      categories: ['Kleider', '', '  ', '&'],
    });
    expect(query).toMatchObject({ genders: ['herren'], sort: 'latest', rating: null, categories: ['kleider'] });
  });

  it('reads the search index’s facet values as well as slugs (docs/behaviour.md §2 product-list URL)', () => {
    const query = parseCatalogQuery(
      searchParamsOf('genders=Damen&categories=Jacken%20%26%20M%C3%A4ntel&categories=R%C3%B6cke&categories=T-Shirts'),
    );
    expect(query).toMatchObject({ genders: ['damen'], categories: ['jacken-maentel', 'roecke', 't-shirts'] });
  });

  it('keeps at most 20 values per parameter, without duplicates', () => {
    const many = Array.from({ length: 30 }, (_, i) => `size-${i}`);
    expect(parseCatalogQuery({ sizes: [...many, 'size-0'] }).sizes).toHaveLength(MAX_VALUES_PER_PARAM);
    expect(parseCatalogQuery({ colors: ['rot', 'rot', 'ROT'] }).colors).toEqual(['rot']);
  });

  it('trims the search and caps it at 512 characters', () => {
    expect(parseCatalogQuery({ search: '  blaue   jeans ' }).search).toBe('blaue jeans');
    expect(parseCatalogQuery({ search: 'x'.repeat(600) }).search).toHaveLength(512);
  });

  it('knows when the list is filtered, and how to clear it', () => {
    expect(hasActiveFilters(emptyCatalogQuery)).toBe(false);
    expect(hasActiveFilters({ ...emptyCatalogQuery, sort: 'alphabetical' })).toBe(false);
    expect(hasActiveFilters(full)).toBe(true);
    expect(clearFilters(full)).toEqual({ ...emptyCatalogQuery, sort: 'price-desc' });
  });

  it('lists each active value as a chip that removes only it', () => {
    const chips = filterChips(full);
    expect(chips.map((chip) => chip.id)).toEqual([
      'search:leinen kleid',
      'gender:damen',
      'category:kleider',
      'category:hosen',
      'color:schwarz',
      'color:dark-blue',
      'size:m',
      'size:w32',
      'minPrice:20',
      'maxPrice:99.95',
      'onSale:1',
      'rating:4',
    ]);
    const hosen = chips.find((chip) => chip.id === 'category:hosen');
    expect(hosen?.without).toEqual({ ...full, categories: ['kleider'] });
  });

  it('spots blank form fields and keeps foreign parameters', () => {
    expect(hasEmptyCatalogParams(searchParamsOf('search=&minPrice=&sort=latest'))).toBe(true);
    expect(hasEmptyCatalogParams(searchParamsOf('categories=kleider&debug'))).toBe(false);
    expect(foreignParams(searchParamsOf('categories=kleider&debug=&utm_source=x')).toString()).toBe('debug=&utm_source=x');
    expect(toUrlSearchParams(searchParamsOf('a=1&a=2&b=3')).toString()).toBe('a=1&a=2&b=3');
  });
});

describe('productWhere', () => {
  it('asks only for visible, published products, newest first by default', () => {
    expect(productWhere(emptyCatalogQuery)).toEqual({
      visibility: 'VISIBLE',
      status: 'publish',
      orderby: [{ field: 'DATE', order: 'DESC' }],
    });
  });

  it('maps each sort option', () => {
    expect(productWhere({ ...emptyCatalogQuery, sort: 'alphabetical' }).orderby).toEqual([{ field: 'NAME', order: 'ASC' }]);
    expect(productWhere({ ...emptyCatalogQuery, sort: 'price-asc' }).orderby).toEqual([{ field: 'PRICE', order: 'ASC' }]);
    expect(productWhere({ ...emptyCatalogQuery, sort: 'price-desc' }).orderby).toEqual([{ field: 'PRICE', order: 'DESC' }]);
  });

  it('combines filter groups with AND and values within a group with IN', () => {
    const where = productWhere(full, { categorySlug: 'neu' });
    expect(where).toMatchObject({
      categoryIn: ['neu'],
      search: 'leinen kleid',
      minPrice: 20,
      maxPrice: 99.95,
      onSale: true,
      rating: [4, 5],
      taxonomyFilter: {
        relation: 'AND',
        filters: [
          { taxonomy: 'PRODUCT_CAT', terms: ['kleider', 'hosen'], operator: 'IN' },
          { taxonomy: 'PRODUCT_CAT', terms: ['damen'], operator: 'IN' },
          { taxonomy: 'PA_COLOR', terms: ['schwarz', 'dark-blue'], operator: 'IN' },
          { taxonomy: 'PA_SIZE', terms: ['m', 'w32'], operator: 'IN' },
        ],
      },
    });
  });

  it('leaves out filters that are not set', () => {
    const where = productWhere({ ...emptyCatalogQuery, rating: 1, colors: ['rot'] });
    expect(where.rating).toEqual([1, 2, 3, 4, 5]);
    expect(where.taxonomyFilter?.filters).toEqual([{ taxonomy: 'PA_COLOR', terms: ['rot'], operator: 'IN' }]);
    expect(where).not.toHaveProperty('minPrice');
    expect(where).not.toHaveProperty('onSale');
    expect(where).not.toHaveProperty('categoryIn');
  });
});
