import type { SearchParams } from './catalog-query';

/** Next's parsed search parameters back as URLSearchParams (repeated names kept). */
export function toUrlSearchParams(params: SearchParams): URLSearchParams {
  const result = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) result.append(name, entry);
  }
  return result;
}
