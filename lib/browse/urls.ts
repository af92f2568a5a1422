import { routes } from '@/lib/routes';

/** Paged list URLs (docs/behaviour.md §2): page 1 lives at the list's own path, page n under /page/{n}. */
export function productsPath(page = 1): string {
  return page <= 1 ? routes.products() : `${routes.products()}/page/${page}`;
}

export function categoryPath(slug: string, page = 1): string {
  return page <= 1 ? routes.category(slug) : `${routes.category(slug)}/page/${page}`;
}

/** The products list narrowed to one gender and optionally categories (docs/behaviour.md §2's product-list URL). */
export function genderProductsPath(gender: string, categories: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const category of categories) params.append('categories', category);
  params.append('genders', gender);
  return `${routes.products()}?${params.toString()}`;
}
