import type { ProductTaxonomyFilterInput, RootQueryToProductConnectionWhereArgs } from '@/graphql/generated/graphql';
import type { CatalogQuery } from './catalog-query';
import { orderByFor } from './sort';

/** What a page restricts its list to before the shopper's filters (a category or gender page). */
export type WhereScope = { categorySlug?: string };

const MAX_RATING = 5;

function termGroup(
  taxonomy: ProductTaxonomyFilterInput['taxonomy'],
  terms: readonly string[],
): ProductTaxonomyFilterInput[] {
  return terms.length > 0 ? [{ taxonomy, terms: [...terms], operator: 'IN' }] : [];
}

/**
 * The GraphQL `where` of a product list. Within a filter the values are alternatives (IN),
 * between filters all must hold (relation AND): "Kleider or Hosen, for Damen, in Schwarz".
 * Only visible, published products are listed (docs/behaviour.md §7).
 */
export function productWhere(query: CatalogQuery, scope: WhereScope = {}): RootQueryToProductConnectionWhereArgs {
  const where: RootQueryToProductConnectionWhereArgs = {
    visibility: 'VISIBLE',
    status: 'publish',
    orderby: [orderByFor(query.sort)],
  };
  if (scope.categorySlug) where.categoryIn = [scope.categorySlug];
  if (query.search) where.search = query.search;
  if (query.minPrice !== null) where.minPrice = query.minPrice;
  if (query.maxPrice !== null) where.maxPrice = query.maxPrice;
  if (query.onSale) where.onSale = true;
  const minRating = query.rating;
  if (minRating !== null) {
    // WooCommerce matches rounded average ratings; "4 stars and up" is 4 or 5.
    where.rating = Array.from({ length: MAX_RATING - minRating + 1 }, (_, i) => minRating + i);
  }
  const filters = [
    ...termGroup('PRODUCT_CAT', query.categories),
    ...termGroup('PRODUCT_CAT', query.genders),
    ...termGroup('PA_COLOR', query.colors),
    ...termGroup('PA_SIZE', query.sizes),
  ];
  if (filters.length > 0) where.taxonomyFilter = { relation: 'AND', filters };
  return where;
}
