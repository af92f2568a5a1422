/**
 * The storefront's one canonical origin (docs/architecture.md, "One origin"): where the
 * backend's links send a browser — password-reset and other mail links, the OpenID redirect
 * URIs. STOREFRONT_URL, else SITE_URL (the storefront's own name for it), else `npm start`'s
 * default address. `npm start` passes the same origin to both processes, so a shopper who
 * started on it comes back to it, with their cookies and cart.
 */
export const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:3000';

export function storefrontOrigin(env: Record<string, string | undefined>): string {
  for (const name of ['STOREFRONT_URL', 'SITE_URL'] as const) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
    // A base path is kept (a storefront under https://example.com/shop), a trailing slash is not.
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  return DEFAULT_STOREFRONT_URL;
}
