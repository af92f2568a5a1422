import { catalogParams, type SearchParams } from './catalog-query';

const CATALOG_PARAM_NAMES = new Set<string>(Object.values(catalogParams));

/**
 * Whether the URL carries empty catalogue parameters (what a GET filter form sends for
 * fields left blank: `?search=&minPrice=`). Such URLs are redirected to their canonical form,
 * so shoppers see, bookmark and share clean URLs. Other parameters (debug, utm_…) are kept.
 */
export function hasEmptyCatalogParams(params: SearchParams): boolean {
  return Object.entries(params).some(([name, value]) => {
    if (!CATALOG_PARAM_NAMES.has(name) || value === undefined) return false;
    const values = Array.isArray(value) ? value : [value];
    return values.some((entry) => entry.trim() === '');
  });
}

/** The parameters that are not the catalogue's own, as given (to carry them through a redirect). */
export function foreignParams(params: SearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (CATALOG_PARAM_NAMES.has(name) || value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) kept.append(name, entry);
  }
  return kept;
}
