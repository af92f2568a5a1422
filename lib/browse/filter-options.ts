import type { CategorySummary, FilterTerm, FilterTerms } from '@/lib/commerce/types';
import { isGender } from './genders';

/** What the filter panel offers, and the names active-filter chips show. */
export type FilterOptions = {
  categories: FilterTerm[];
  colors: FilterTerm[];
  sizes: FilterTerm[];
};

export const noFilterOptions: FilterOptions = { categories: [], colors: [], sizes: [] };

/**
 * The category filter lists the garment categories: Damen and Herren are the gender filter,
 * and a category page does not offer its own category again.
 */
export function buildFilterOptions(
  categories: readonly CategorySummary[],
  terms: FilterTerms,
  excludeCategory?: string,
): FilterOptions {
  return {
    categories: categories
      .filter((category) => !isGender(category.slug) && category.slug !== excludeCategory)
      .map((category) => ({ slug: category.slug, name: category.name, count: category.productCount }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    colors: terms.colors,
    sizes: terms.sizes,
  };
}

/** A term's display name, or its slug when the shop no longer lists it. */
export function termName(terms: readonly FilterTerm[], slug: string): string {
  return terms.find((term) => term.slug === slug)?.name ?? slug;
}
