/**
 * Where the storefront searches, read from the server's environment when a search page is
 * rendered (the cached /search at build or revalidation, a search with a query per request):
 * the app id, the search-only key and, for the embedded engine, its host. A real Algolia application is ALGOLIA_APP_ID + ALGOLIA_SEARCH_KEY without
 * ALGOLIA_HOST_URL. The admin key is never read here.
 */
export type SearchHost = { url: string; port?: number; protocol: 'http' | 'https' };

export type SearchConfig = {
  appId: string;
  /** Search-only: it is sent to browsers. */
  searchKey: string;
  indexName: string;
  /** The embedded engine's host; null for Algolia's own hosts. */
  host: SearchHost | null;
};

export const DEFAULT_INDEX_NAME = 'products';

type Env = Record<string, string | undefined>;

/** "http://127.0.0.1:4000" → { url: '127.0.0.1', port: 4000, protocol: 'http' }; null if unreadable. */
export function parseSearchHost(value: string): SearchHost | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host: SearchHost = { url: url.hostname, protocol: url.protocol === 'https:' ? 'https' : 'http' };
  if (url.port) host.port = Number(url.port);
  return host;
}

/** The search configuration, or null when search is not configured (or misconfigured). */
export function searchConfigFromEnv(env: Env): SearchConfig | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const searchKey = env.ALGOLIA_SEARCH_KEY?.trim();
  if (!appId || !searchKey) return null;
  const hostUrl = env.ALGOLIA_HOST_URL?.trim();
  const host = hostUrl ? parseSearchHost(hostUrl) : null;
  if (hostUrl && !host) return null;
  return { appId, searchKey, indexName: env.ALGOLIA_INDEX_NAME?.trim() || DEFAULT_INDEX_NAME, host };
}
