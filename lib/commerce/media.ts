import { commerceMediaUrl } from './endpoint';

type Env = Record<string, string | undefined>;

/** The subset of Next's `images` config the commerce backend decides. */
export type CommerceImageConfig = {
  remotePatterns: Array<{
    protocol: 'http' | 'https';
    hostname: string;
    port: string;
    pathname: string;
  }>;
  dangerouslyAllowLocalIP: boolean;
  /** Where the shop's uploads live (`<media origin>/wp-content/uploads`), without a trailing slash. */
  uploadsUrl: string;
};

const IPV4_PRIVATE_RANGES: Array<(octets: number[]) => boolean> = [
  ([a]) => a === 127, // loopback
  ([a]) => a === 10,
  ([a, b]) => a === 172 && b !== undefined && b >= 16 && b <= 31,
  ([a, b]) => a === 192 && b === 168,
];

/** True for hosts that resolve to this machine or a private network. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  const octets = host.split('.').map(Number);
  const isIpv4 = octets.length === 4 && octets.every((n) => Number.isInteger(n) && n >= 0 && n <= 255);
  return isIpv4 && IPV4_PRIVATE_RANGES.some((inRange) => inRange(octets));
}

/**
 * Lets next/image optimise product images from the commerce backend, and only from there:
 * the pattern pins protocol, host, port and the WordPress uploads path.
 *
 * Next 16 refuses to fetch images from private IPs (an SSRF guard) unless
 * `dangerouslyAllowLocalIP` is set. The embedded backend runs on 127.0.0.1, so the flag is
 * switched on exactly when the configured media host is local; because remotePatterns admits
 * no other host, the optimiser still cannot be pointed at anything else on the network.
 */
export function commerceImageConfig(env: Env = process.env): CommerceImageConfig {
  const media = commerceMediaUrl(env);
  const basePath = media.pathname.replace(/\/$/, '');
  return {
    uploadsUrl: `${media.origin}${basePath}/wp-content/uploads`,
    remotePatterns: [
      {
        protocol: media.protocol === 'https:' ? 'https' : 'http',
        hostname: media.hostname,
        port: media.port,
        pathname: `${basePath}/wp-content/uploads/**`,
      },
    ],
    dangerouslyAllowLocalIP: isLocalHostname(media.hostname),
  };
}
