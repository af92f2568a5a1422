import { WISHLIST_LIMIT } from './list';

/**
 * The `ids` parameter of /api/wishlist/products: product ids, comma-separated, sorted and
 * unique, so one set of products is one URL and one cache entry whatever the list's order.
 */
export function formatIdsParam(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** The ids of a request, or null when the parameter is not such a list (→ 400). */
export function parseIdsParam(value: string | null): number[] | null {
  if (value === null || value === '') return null;
  const parts = value.split(',');
  if (parts.length > WISHLIST_LIMIT || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  const ids = parts.map(Number);
  return formatIdsParam(ids) === value ? ids : null;
}
