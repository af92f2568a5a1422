import type { CatalogQuery } from './catalog-query';

export type FilterChipKind = 'search' | 'category' | 'gender' | 'color' | 'size' | 'minPrice' | 'maxPrice' | 'onSale' | 'rating';

/** One active filter value, with the state the list has once it is removed. */
export type FilterChip = {
  id: string;
  kind: FilterChipKind;
  value: string;
  without: CatalogQuery;
};

function without<T>(list: readonly T[], value: T): T[] {
  return list.filter((entry) => entry !== value);
}

/** Every active filter value in display order; sorting is not a filter. */
export function filterChips(query: CatalogQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (kind: FilterChipKind, value: string, next: CatalogQuery) =>
    chips.push({ id: `${kind}:${value}`, kind, value, without: next });

  if (query.search) add('search', query.search, { ...query, search: '' });
  for (const slug of query.genders) add('gender', slug, { ...query, genders: without(query.genders, slug) });
  for (const slug of query.categories) add('category', slug, { ...query, categories: without(query.categories, slug) });
  for (const slug of query.colors) add('color', slug, { ...query, colors: without(query.colors, slug) });
  for (const slug of query.sizes) add('size', slug, { ...query, sizes: without(query.sizes, slug) });
  if (query.minPrice !== null) add('minPrice', String(query.minPrice), { ...query, minPrice: null });
  if (query.maxPrice !== null) add('maxPrice', String(query.maxPrice), { ...query, maxPrice: null });
  if (query.onSale) add('onSale', '1', { ...query, onSale: false });
  if (query.rating !== null) add('rating', String(query.rating), { ...query, rating: null });
  return chips;
}
