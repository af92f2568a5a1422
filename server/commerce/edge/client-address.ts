import { isIP } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client address the abuse limits count by. Browsers reach this backend through the
 * storefront's server, which runs on the same machine: from a loopback peer the last
 * X-Forwarded-For entry (the one that proxy added) is the shopper's address. Any other peer's
 * X-Forwarded-For is ignored, so a client cannot pick the address it is counted under.
 */
export function clientAddress(peer: string, forwardedFor: string | null): string {
  if (LOOPBACK.has(peer) && forwardedFor) {
    const last = forwardedFor.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
    if (last && isIP(last)) return last;
  }
  return peer || 'unknown';
}
