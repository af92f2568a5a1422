/**
 * Short addresses for optimised product pictures.
 *
 * Next's optimiser URL carries the picture's whole address, percent-encoded:
 * `/_next/image?url=http%3A%2F%2F127.0.0.1%3A4000%2Fwp-content%2Fuploads%2F2026%2F09%2Fbluse.webp&w=384&q=75`.
 * A product card lists six of them in its srcset and every card is written twice into a page
 * (markup and RSC payload), so on a list page these addresses were a third of the HTML, which
 * the server compresses again on every answer. For pictures in the shop's uploads the
 * storefront writes `/img/384/75/2026/09/bluse.webp` instead; next.config.ts rewrites that
 * back to the very same optimiser request (same cache entry, same remotePatterns check).
 */

/** The path the short addresses start with; the request proxy leaves it alone. */
export const SHORT_IMAGE_PREFIX = '/img';

/** Upload paths as WordPress writes them (sanitised file names): nothing to escape. */
const PLAIN_UPLOAD_PATH = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;
const OPTIMISER_PATH = '/_next/image';

/** The rewrite next.config.ts adds: `/img/<width>/<quality>/<upload path>` → the optimiser. */
export function shortImageRewrite(uploadsUrl: string): { source: string; destination: string } {
  // Encoded, so the media origin's `:port` is not read as a parameter of the rewrite.
  const url = encodeURIComponent(`${uploadsUrl}/`);
  return {
    source: `${SHORT_IMAGE_PREFIX}/:width(\\d{1,4})/:quality(\\d{1,3})/:path+`,
    // `:path*`, not `:path+`: a query's `+` reads as a space.
    destination: `${OPTIMISER_PATH}?url=${url}:path*&w=:width&q=:quality`,
  };
}

/**
 * The short form of one optimiser URL when it points into `uploadsUrl`; any other URL (another
 * host, unusual characters in the path) is returned as it is.
 */
export function shortImageUrl(optimiserUrl: string, uploadsUrl: string): string {
  if (!optimiserUrl.startsWith(`${OPTIMISER_PATH}?`)) return optimiserUrl;
  const query = new URLSearchParams(optimiserUrl.slice(OPTIMISER_PATH.length + 1));
  const [url, width, quality] = [query.get('url'), query.get('w'), query.get('q')];
  if (!url?.startsWith(`${uploadsUrl}/`) || !width || !quality || [...query.keys()].length !== 3) return optimiserUrl;
  const path = url.slice(uploadsUrl.length + 1);
  if (!PLAIN_UPLOAD_PATH.test(path) || path.split('/').includes('..')) return optimiserUrl;
  return `${SHORT_IMAGE_PREFIX}/${width}/${quality}/${path}`;
}
