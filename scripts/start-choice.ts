/**
 * What `npm start` runs beside the storefront (scripts/start.ts), decided from the settings:
 * - the embedded backend when COMMERCE_GRAPHQL_URL is unset or points at it (search, change
 *   feed and all);
 * - with an external store (a real WooCommerce), the search engine alone (server/search-main.ts),
 *   indexed from the store and re-indexed every SEARCH_REINDEX_MINUTES — unless a real Algolia
 *   application is configured: then the storefront searches Algolia, and the same indexer fills
 *   it when ALGOLIA_ADMIN_KEY is given (else `npm run index` must);
 * - nothing for search when ALGOLIA_HOST_URL names an engine that runs elsewhere.
 */
type Env = Record<string, string | undefined>;

export type StartChoice =
  | { run: 'embedded-backend'; note: string }
  | { run: 'search-only'; searchTarget: 'embedded' | 'algolia'; note: string }
  | { run: 'storefront-only'; note: string };

const set = (value: string | undefined) => Boolean(value?.trim());

export function chooseStart(embeddedBackend: boolean, env: Env): StartChoice {
  if (embeddedBackend) return { run: 'embedded-backend', note: 'the embedded backend serves commerce and search' };
  const algolia = set(env.ALGOLIA_APP_ID) && set(env.ALGOLIA_SEARCH_KEY) && !set(env.ALGOLIA_HOST_URL);
  if (algolia) {
    return set(env.ALGOLIA_ADMIN_KEY)
      ? { run: 'search-only', searchTarget: 'algolia', note: `search: Algolia application ${env.ALGOLIA_APP_ID}, indexed from the store at start and periodically` }
      : {
          run: 'storefront-only',
          note: `search: Algolia application ${env.ALGOLIA_APP_ID}; without ALGOLIA_ADMIN_KEY nothing here indexes it (run \`npm run index\` with the admin key, e.g. from cron)`,
        };
  }
  if (set(env.ALGOLIA_HOST_URL)) return { run: 'storefront-only', note: `search: the engine at ${env.ALGOLIA_HOST_URL} (indexed by whoever runs it)` };
  return { run: 'search-only', searchTarget: 'embedded', note: 'search: the embedded engine alone, indexed from the store at start and periodically' };
}
