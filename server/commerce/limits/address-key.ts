import { isIP } from 'node:net';

/**
 * The key an address's counters use (limits/shop-limits.ts).
 *
 * An IPv4 address is one client. An IPv6 client is given a whole /64 network at least (RFC 6177;
 * SLAAC privacy addresses rotate inside it), so one machine can send from 2^64 addresses of its
 * own: counted address by address, it would escape every limit. An IPv6 address therefore counts
 * as its /64, whatever its spelling ("2001:DB8:0:0::1" and "2001:db8::1" are one address).
 */
export function addressLimitKey(address: string): string {
  const bare = address.split('%')[0]!;
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  // An IPv4 client written as IPv4-mapped IPv6 (::ffff:a.b.c.d in any spelling) is that IPv4 client,
  // not the /64 every such address shares.
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') return mappedIpv4(groups[6]!, groups[7]!);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function mappedIpv4(high: string, low: string): string {
  const [a, b] = [parseInt(high, 16), parseInt(low, 16)];
  return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
}

/** The eight groups of an IPv6 address, without leading zeros; null for a text URL parsing refuses. */
function ipv6Groups(address: string): string[] | null {
  let canonical: string;
  try {
    // WHATWG URL parsing canonicalises IPv6 (lower case, no leading zeros, a trailing IPv4 part in hex).
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.length === 8 ? groups : null;
}
