import { catalogParams } from '@/lib/browse/catalog-query';
import type { LocaleCode } from '@/lib/i18n/locales';
import { hasSearchRouteParams } from '@/lib/search/routing';

/**
 * How a public URL maps onto the app's internal routes (see docs/architecture.md, "Rendering
 * and caching"). URLs carry no locale; the proxy puts the shopper's locale in front, so every
 * page is rendered and cached once per locale under `app/[locale]/…`:
 *
 *   /products                     → /de_DE/products                      (cached)
 *   /products?colors=rot          → /de_DE/filtered/products?colors=rot  (per request, cached data)
 *   /product-category/x/page/2    → /de_DE/product-category/x/page/2     (cached)
 *   /search                       → /de_DE/search                        (cached, results in the browser)
 *   /search?q=kleid               → /de_DE/filtered/search?q=kleid       (per request, results rendered)
 *
 * A product list whose query string holds catalogue parameters (filters, sort, search) goes to
 * the `filtered` twin of its route, which reads the query string and therefore renders per
 * request; the unfiltered lists and their pages never look at the query string and are cached.
 * Paths that would only produce a 404 (over-long slugs, the internal prefix itself) go to a
 * fixed not-found path, so they neither reach the backend nor create a cache entry per path;
 * undecodable ones are marked malformed (400).
 */

/** The internal segment of the per-request product lists (app/[locale]/filtered/…). */
export const FILTERED_SEGMENT = 'filtered';

/** Longer path segments are no slug of this shop (WordPress caps slugs at 200 characters). */
export const MAX_SEGMENT_LENGTH = 200;

/** Matched by app/[locale]/[...missing]: the shop's 404 page, in the shopper's language. */
export const NOT_FOUND_SEGMENTS = ['not-found', 'page'] as const;

const CATALOG_PARAM_NAMES = new Set<string>(Object.values(catalogParams));

const SEARCH_PAGE = /^\/search\/?$/;

const PRODUCT_LIST = /^\/(?:products(?:\/page\/[^/]+)?|product-category\/[^/]+(?:\/page\/[^/]+)?)\/?$/;

/**
 * `pathname`: the internal route; `notFound`: it is the fixed 404 path; `malformed`: the URL
 * holds an undecodable escape. Next itself fails on such a path once it matches a dynamic
 * route (`/product/%ff`: "failed to decode param", a 500, even after a rewrite), so the proxy
 * answers those with 400 before Next routes them.
 */
export type InternalPath = { pathname: string; notFound: boolean; malformed?: true };

/** Each segment decoded, or null when one holds a broken escape (`%ff`, `%zz`). */
function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export function isProductList(pathname: string): boolean {
  return PRODUCT_LIST.test(pathname);
}

/** Whether the query string narrows or orders a product list (other parameters, e.g. utm_*, do not). */
export function hasCatalogParams(search: URLSearchParams): boolean {
  for (const name of search.keys()) if (CATALOG_PARAM_NAMES.has(name)) return true;
  return false;
}

export function internalPath(locale: LocaleCode, pathname: string, search: URLSearchParams): InternalPath {
  const notFound: InternalPath = { pathname: `/${locale}/${NOT_FOUND_SEGMENTS.join('/')}`, notFound: true };
  const segments = decodeSegments(pathname);
  if (!segments) return { ...notFound, malformed: true };
  if (segments.some((segment) => segment.length > MAX_SEGMENT_LENGTH)) return notFound;
  if (segments[1] === FILTERED_SEGMENT) return notFound;

  const path = pathname === '/' ? '' : pathname;
  const filtered =
    (isProductList(pathname) && hasCatalogParams(search)) || (SEARCH_PAGE.test(pathname) && hasSearchRouteParams(search));
  if (filtered) {
    return { pathname: `/${locale}/${FILTERED_SEGMENT}${path}`, notFound: false };
  }
  return { pathname: `/${locale}${path}`, notFound: false };
}
