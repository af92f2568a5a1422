/**
 * The host the browser addressed, as Next's CSRF check for server actions reads it: the first
 * value of X-Forwarded-Host behind a proxy, else Host. Every same-origin check of the storefront
 * compares an Origin (or Referer) with this, so they all agree with Next's.
 */
export function addressedHost(forwardedHost: string | null | undefined, host: string | null | undefined): string | null {
  return forwardedHost?.split(',')[0]?.trim() || host || null;
}
