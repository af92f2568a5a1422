/**
 * The storefront's public address, for canonical URLs, Open Graph, JSON-LD, the sitemap and
 * robots.txt. Set SITE_URL in production (e.g. https://shop.example.com); the default is the
 * local `npm start` address.
 */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:3000';

type Env = Record<string, string | undefined>;

/** The site's origin plus optional base path, without a trailing slash. */
export function siteUrl(env: Env = process.env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** An absolute URL for a path of this site ("/product/x" → "https://shop.example.com/product/x"). */
export function absoluteUrl(path: string, env: Env = process.env): string {
  const base = siteUrl(env);
  return path === '/' ? `${base}/` : `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
