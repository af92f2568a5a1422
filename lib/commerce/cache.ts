/**
 * Cache tags and lifetimes for catalogue data, declared once.
 *
 * Pages that show the catalogue render per request (so `next build` never needs the backend
 * and a backend started later is seen at once), while the backend's answers are kept in
 * Next's data cache for the lifetime below. A webhook route can drop them early with
 * `revalidateTag(tag)` when products or categories change.
 */
export const cacheTags = {
  products: 'products',
  categories: 'categories',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];

export type CachePolicy = {
  tags: CacheTag[];
  /** Seconds a cached answer is served before it is refreshed in the background. */
  revalidate: number;
};

export const cachePolicies = {
  /** New arrivals and prices change with shop work during the day: a minute is fresh enough. */
  productList: { tags: [cacheTags.products], revalidate: 60 },
  /** Categories change rarely; their product counts follow products, hence both tags. */
  categoryList: { tags: [cacheTags.categories, cacheTags.products], revalidate: 300 },
} as const satisfies Record<string, CachePolicy>;
