/**
 * One origin (docs/architecture.md, "One origin"). A shop on one machine answers under several
 * loopback names — 127.0.0.1, localhost, [::1] — and each is a separate origin to a browser: its
 * own cookies (cart, sign-in), so a shopper who came back on the other name would find an empty
 * cart. Requests under another loopback name than the canonical one (SITE_URL) are sent to it.
 *
 * Only those names, and only when the canonical origin is itself a loopback one: the Host
 * header is the client's to write, so anything else is never a redirect target (no open
 * redirect), and a deployed shop's health checks on localhost are left alone.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The canonical URL for a request that came in under an alias host, or null when the request is
 * already on the canonical origin (or on a host this shop does not redirect).
 * `host`: the request's Host header; `pathAndQuery`: its path and query string.
 */
export function canonicalRedirect(host: string | null, pathAndQuery: string, canonicalOrigin: string): string | null {
  if (!host || !URL.canParse(canonicalOrigin) || !URL.canParse(`http://${host}`)) return null;
  const canonical = new URL(canonicalOrigin);
  const asked = new URL(`http://${host}`);
  // A Host header with more than host and port (user info, a path) is nothing a browser sends.
  if (asked.host !== host.toLowerCase()) return null;
  if (!LOOPBACK_HOSTS.has(canonical.hostname) || !LOOPBACK_HOSTS.has(asked.hostname)) return null;
  if (asked.hostname === canonical.hostname) return null;
  // The same server only: another port is another program.
  if (asked.port !== (canonical.port || defaultPort(canonical.protocol))) return null;
  const path = pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`;
  return `${canonical.origin}${path}`;
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '');
