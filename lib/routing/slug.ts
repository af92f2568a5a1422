import { MAX_SEGMENT_LENGTH } from './internal-path';

/**
 * Whether a route's slug could name a product or category at all. Longer ones are answered
 * with 404 before any backend call: WordPress slugs have at most 200 characters, and a cache
 * tag (`product:<slug>`) must stay within Next's 256.
 */
export function isPlausibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SEGMENT_LENGTH;
}
