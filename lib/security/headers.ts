import { stripePublishableKey, stripeSources } from '@/lib/checkout/stripe-config';
import { commerceMediaUrl } from '@/lib/commerce/endpoint';
import { searchConfigFromEnv } from '@/lib/search/config';

type Env = Record<string, string | undefined>;

/**
 * The security headers of every storefront page, set by the request proxy (proxy.ts) from the
 * running server's configuration, so one build serves any backend and search host.
 *
 * The Content-Security-Policy is the same string for every request: no nonce, so pages stay
 * cacheable. Next streams each page's RSC payload in inline `<script>` elements whose text
 * differs per page and render, so neither a nonce (it forces per-request rendering) nor a list
 * of hashes (the proxy never sees the body) can cover them: scripts are `'self'` plus
 * `'unsafe-inline'`, and everything else is an allow-list. `'unsafe-inline'` for styles covers
 * React's `style` attributes (swatches, rating bars, the loading bar).
 */

/** Where the browser's InstantSearch client sends its queries (connect-src). */
export function searchOrigins(env: Env): string[] {
  const config = searchConfigFromEnv(env);
  if (!config) return [];
  if (config.host) {
    const port = config.host.port ? `:${config.host.port}` : '';
    return [`${config.host.protocol}://${config.host.url}${port}`];
  }
  // Algolia's own hosts: {appId}-dsn.algolia.net and the fallbacks {appId}-{1,2,3}.algolianet.com.
  return ['https://*.algolia.net', 'https://*.algolianet.com'];
}

export function contentSecurityPolicy(env: Env = process.env): string {
  const media = commerceMediaUrl(env).origin;
  // Stripe Elements only when a publishable key is configured (lib/checkout/stripe-config.ts).
  const stripe = stripePublishableKey(env) ? stripeSources : { script: [], frame: [], connect: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []), ...stripe.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures go through /_next/image; descriptions from the shop may still embed its uploads.
    'img-src': ["'self'", 'data:', 'blob:', media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...searchOrigins(env), ...stripe.connect],
    ...(stripe.frame.length > 0 ? { 'frame-src': [...stripe.frame] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Features this shop never uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders(env: Env = process.env): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
