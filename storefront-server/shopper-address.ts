import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * The shopper's address, which the storefront passes on, signed, to the backend's abuse limits
 * (lib/security/client-address.ts, server/commerce/edge/client-address.ts).
 *
 * It is the connection's peer, unless that peer is a trusted proxy (TRUSTED_PROXIES: addresses
 * and CIDR ranges, comma-separated; loopback by default, for a reverse proxy on the same
 * machine): then X-Forwarded-For is read from the right, each trusted hop skipped, and the first
 * address no trusted proxy vouches for is the shopper's. Entries left of it were written by the
 * client and are never read, so a client cannot choose its address.
 */
export const SHOPPER_ADDRESS_HEADER = 'x-vitrine-shopper-address';

const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1/128';

export function parseTrustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  const entries = (setting ?? DEFAULT_TRUSTED_PROXIES).split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (entry === 'none') continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32) || (prefix !== undefined && !/^\d+$/.test(prefix))) {
      throw new Error(`TRUSTED_PROXIES must list addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8) or "none", got "${entry}"`);
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** An IPv4 client seen over an IPv6 socket (::ffff:203.0.113.7) is its IPv4 address. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address.trim());
  return (mapped ? mapped[1]! : address.trim()).toLowerCase();
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function shopperAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: BlockList): string | null {
  let address = normalise(peer ?? '');
  if (!isIP(address)) return null;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(normalise).filter(Boolean);
  while (isTrusted(address, trusted) && hops.length > 0) {
    const next = hops.pop()!;
    // A malformed entry: the last trusted hop is as far as anything can be believed.
    if (!isIP(next)) break;
    address = next;
  }
  return address;
}

/** Replaces whatever the client sent under SHOPPER_ADDRESS_HEADER with the address derived here. */
export function markShopperAddress(request: IncomingMessage, trusted: BlockList): void {
  delete request.headers[SHOPPER_ADDRESS_HEADER];
  const address = shopperAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusted);
  if (address) request.headers[SHOPPER_ADDRESS_HEADER] = address;
}
