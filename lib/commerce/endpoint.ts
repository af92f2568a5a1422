/**
 * Where the commerce GraphQL API lives. The embedded backend is the default; a real
 * WordPress + WooGraphQL store is used by setting COMMERCE_GRAPHQL_URL.
 * Kept free of imports so next.config.ts can use it too.
 */
export const DEFAULT_COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:4000/graphql';

type Env = Record<string, string | undefined>;

export function commerceGraphqlUrl(env: Env = process.env): string {
  return env.COMMERCE_GRAPHQL_URL?.trim() || DEFAULT_COMMERCE_GRAPHQL_URL;
}

/**
 * The origin product images are served from. WordPress serves uploads from its own origin,
 * so by default that is the GraphQL endpoint's origin; COMMERCE_MEDIA_URL overrides it
 * (e.g. a CDN in front of /wp-content/uploads).
 */
export function commerceMediaUrl(env: Env = process.env): URL {
  const explicit = env.COMMERCE_MEDIA_URL?.trim();
  return new URL(explicit || new URL(commerceGraphqlUrl(env)).origin);
}
