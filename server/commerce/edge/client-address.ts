import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The client address the abuse limits count by (commerce/limits).
 *
 * Shoppers reach this backend through the storefront's server, so the connection's peer is the
 * storefront for all of them. The storefront therefore tells the shopper's address in
 * CLIENT_ADDRESS_HEADER, signed with the secret both share (CLIENT_ADDRESS_SECRET):
 * `<address>;<unix seconds>;<base64url HMAC-SHA256 of "<address>;<unix seconds>">`. A header
 * without a valid, fresh signature is ignored, and so is X-Forwarded-For: then the peer is the
 * address, so no other client can choose the address it is counted under.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';

/** A signed address older (or further in the future) than this is refused: a captured one cannot be replayed for long. */
export const SIGNED_ADDRESS_MAX_AGE_SECONDS = 60;

export function clientAddress(peer: string, signedHeader: string | null, secret: string | undefined, nowMs = Date.now()): string {
  const signed = secret && signedHeader ? verifiedAddress(signedHeader, secret, nowMs) : null;
  return signed ?? (normaliseAddress(peer) || 'unknown');
}

function verifiedAddress(header: string, secret: string, nowMs: number): string | null {
  const [address, stamp, signature, ...rest] = header.trim().split(';');
  if (!address || !stamp || !signature || rest.length > 0 || !isIP(address) || !/^\d{1,12}$/.test(stamp)) return null;
  if (Math.abs(nowMs / 1000 - Number(stamp)) > SIGNED_ADDRESS_MAX_AGE_SECONDS) return null;
  const expected = createHmac('sha256', secret).update(`${address};${stamp}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return normaliseAddress(address);
}

/** An IPv4 client seen over an IPv6 socket (::ffff:203.0.113.7) counts as its IPv4 address. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}
