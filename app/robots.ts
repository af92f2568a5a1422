import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site';

/** Crawl the shop, not its API or per-visitor pages; the sitemap lists every product. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/my-account', '/checkout', '/order-summary', '/wishlist'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
