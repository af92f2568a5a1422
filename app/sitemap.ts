import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getAllCategories } from '@/lib/commerce/categories';
import { getSitemapProducts } from '@/lib/commerce/sitemap';
import { genders } from '@/lib/browse/genders';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/site';

/**
 * Every product (read 100 at a time) and every category, plus the fixed catalogue pages.
 * Built per request from cached data, so a build never needs the backend. If the backend
 * cannot be read, the request fails (5xx) rather than publishing a sitemap without products.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [products, categories] = await Promise.all([getSitemapProducts(), getAllCategories()]);
  if (!products.ok) throw new Error(`sitemap: products unavailable (${products.error.message})`);
  if (!categories.ok) throw new Error(`sitemap: categories unavailable (${categories.error.message})`);

  const fixed: MetadataRoute.Sitemap = [
    { url: absoluteUrl(routes.home()), changeFrequency: 'daily', priority: 1 },
    ...genders.map((gender) => ({ url: absoluteUrl(routes.gender(gender)), changeFrequency: 'daily' as const, priority: 0.9 })),
    { url: absoluteUrl(routes.products()), changeFrequency: 'daily', priority: 0.8 },
    { url: absoluteUrl(routes.categories()), changeFrequency: 'weekly', priority: 0.6 },
  ];
  return [
    ...fixed,
    ...categories.data.map((category) => ({
      url: absoluteUrl(routes.category(category.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...products.data.map((product) => ({
      url: absoluteUrl(routes.product(product.slug)),
      lastModified: product.modified ?? undefined,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
  ];
}
