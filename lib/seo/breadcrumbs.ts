import { isGender } from '@/lib/browse/genders';
import type { CategorySummary, ProductDetail } from '@/lib/commerce/types';
import { routes } from '@/lib/routes';
import type { Crumb } from './json-ld';

/**
 * Home › section (Damen/Herren) › category › product. The section comes from the product's
 * gender category, the category from its first other category; either may be missing.
 */
export function productCrumbs(product: Pick<ProductDetail, 'name' | 'slug' | 'categories'>, homeLabel: string): Crumb[] {
  const gender = product.categories.find((category) => isGender(category.slug));
  const category = product.categories.find((candidate) => !isGender(candidate.slug));
  const crumbs: Crumb[] = [{ name: homeLabel, path: routes.home() }];
  if (gender && isGender(gender.slug)) crumbs.push({ name: gender.name, path: routes.gender(gender.slug) });
  if (category) crumbs.push({ name: category.name, path: routes.category(category.slug) });
  crumbs.push({ name: product.name, path: routes.product(product.slug) });
  return crumbs;
}

/** Home › Kategorien › category. */
export function categoryCrumbs(category: Pick<CategorySummary, 'name' | 'slug'>, labels: { home: string; categories: string }): Crumb[] {
  return [
    { name: labels.home, path: routes.home() },
    { name: labels.categories, path: routes.categories() },
    { name: category.name, path: routes.category(category.slug) },
  ];
}
