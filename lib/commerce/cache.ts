/**
 * Cache tags and lifetimes for catalogue data, declared once.
 *
 * The backend's answers are kept in Next's data cache (see query.ts) for the lifetimes below,
 * and dropped early by tag through the signed revalidation route (app/api/revalidate) when the
 * shop changes. Cached pages (docs/architecture.md, "Rendering and caching") inherit the tags
 * and the shortest lifetime of the answers they were rendered from, so the same tags drop them.
 *
 * Tags: every list carries `products`; a product page's own data carries `product:<slug>`;
 * category lists carry `categories` and `products` (their counts follow products).
 */
/** Next's limit on one tag's length. */
export const MAX_TAG_LENGTH = 256;

/**
 * A tag within Next's limit. Routes answer over-long slugs with 404 before any query
 * (lib/routing/slug.ts); this keeps any other caller from producing a tag Next rejects.
 */
function boundedTag(tag: string): string {
  return tag.length <= MAX_TAG_LENGTH ? tag : tag.slice(0, MAX_TAG_LENGTH);
}

export const cacheTags = {
  products: 'products',
  categories: 'categories',
  product: (slug: string) => boundedTag(`product:${slug}`),
  category: (slug: string) => boundedTag(`category:${slug}`),
} as const;

export type CachePolicy = {
  tags: string[];
  /** Seconds a cached answer is served before it is refreshed in the background. */
  revalidate: number;
};


/**
 * Lifetimes are the fallback for a change whose revalidation call never arrived: every product
 * change (stock after an order too) drops its pages at once through the signed route. They are
 * an hour, not minutes, because every cached page past its lifetime is rendered again on its
 * next visit: a rush that arrives after the lifetime finds some thirty expired pages (five
 * routes in six languages), renders them all at once on the cores serving it, and its first
 * shoppers wait seconds. With one minute that happened to nearly every rush; with five, to
 * any rush after five quiet minutes, a deployment's first included. Checkout prices and stock are read afresh, so a missed call can show a stale price or
 * stock level in the catalogue, never sell at one.
 */
const FALLBACK_LIFETIME_SECONDS = 3600;

export const cachePolicies = {
  /**
   * New arrivals, prices and stock in lists. Cursor steps (lib/browse/pagination) share the
   * lifetime, so a page and its cursor agree.
   */
  productList: { tags: [cacheTags.products], revalidate: FALLBACK_LIFETIME_SECONDS },
  /** One product with its variations' stock; on a change the route drops it at once. */
  product: (slug: string): CachePolicy => ({ tags: [cacheTags.product(slug)], revalidate: FALLBACK_LIFETIME_SECONDS }),
  /** Their product counts follow products, hence both tags. */
  categoryList: { tags: [cacheTags.categories, cacheTags.products], revalidate: FALLBACK_LIFETIME_SECONDS },
  category: (slug: string): CachePolicy => ({
    tags: [cacheTags.categories, cacheTags.category(slug)],
    revalidate: FALLBACK_LIFETIME_SECONDS,
  }),
  /** Colour and size terms for the filters. */
  filterTerms: { tags: [cacheTags.products, cacheTags.categories], revalidate: FALLBACK_LIFETIME_SECONDS },
  /** Crawlers read the sitemap a few times a day at most. */
  sitemap: { tags: [cacheTags.products, cacheTags.categories], revalidate: FALLBACK_LIFETIME_SECONDS },
} as const satisfies Record<string, CachePolicy | ((slug: string) => CachePolicy)>;

/** The tags to drop when one product changes: its own data and every list it may be in. */
export function tagsForProductChange(slug: string): string[] {
  return [cacheTags.products, cacheTags.product(slug)];
}

/** The tags to drop when one category changes. */
export function tagsForCategoryChange(slug: string): string[] {
  return [cacheTags.categories, cacheTags.category(slug)];
}
