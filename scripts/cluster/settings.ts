/**
 * What every instance of a tier must share, and what each one's environment is. Storefronts
 * talk to the backends' balancer, backends tell the storefronts' balancer about product changes;
 * secrets are the same on every instance (docs/deployment.md, "Shared settings").
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freeShippingSettings } from '../../server/commerce/pricing/shipping';

type Env = Record<string, string | undefined>;

/** Secrets every instance shares: configured ones, or made up for this run (as `npm start` does). */
export interface SharedSecrets {
  REVALIDATE_SECRET: string;
  CLIENT_ADDRESS_SECRET: string;
  STOREFRONT_COOKIE_SECRET: string;
  MAILBOX_SECRET: string;
  ADMIN_SECRET: string;
  SESSION_SECRET: string;
}

export function sharedSecrets(env: Env = process.env): SharedSecrets {
  const made = (bytes: number) => randomBytes(bytes).toString('base64url');
  return {
    REVALIDATE_SECRET: env.REVALIDATE_SECRET || made(32),
    CLIENT_ADDRESS_SECRET: env.CLIENT_ADDRESS_SECRET || made(32),
    STOREFRONT_COOKIE_SECRET: env.STOREFRONT_COOKIE_SECRET || made(32),
    MAILBOX_SECRET: env.MAILBOX_SECRET || made(24),
    // The merchant routes (funnel page, stock route) answer to one secret behind the balancer.
    ADMIN_SECRET: env.ADMIN_SECRET || made(24),
    // Unset, the backend keeps one in the database, which every instance reads; set, all must agree.
    SESSION_SECRET: env.SESSION_SECRET || made(32),
  };
}

export interface Origins {
  /** The storefronts' balancer: the one URL shoppers use. */
  storefronts: string;
  /** The backends' balancer: what the storefronts and browsers call for GraphQL, search and images. */
  backends: string;
}

/** One backend instance's environment (server/config.ts reads it). */
export function backendEnv(port: number, origins: Origins, shared: { databaseUrl: string; dataDir: string; secrets: SharedSecrets }, env: Env = process.env): Record<string, string> {
  const storefrontUrl = new URL(origins.storefronts);
  return {
    BACKEND_HOST: '127.0.0.1',
    BACKEND_PORT: String(port),
    // Image URLs and the session tokens' issuer name the balancer, so every instance writes and accepts the same.
    BACKEND_PUBLIC_URL: origins.backends,
    DATABASE_URL: shared.databaseUrl,
    // Uploads (product images) in one folder for every instance on this machine.
    DATA_DIR: shared.dataDir,
    ...shared.secrets,
    STOREFRONT_REVALIDATE_URL: `${origins.storefronts}/api/revalidate`,
    STOREFRONT_URL: origins.storefronts,
    CORS_ORIGINS: env.CORS_ORIGINS || [origins.storefronts, `http://localhost:${storefrontUrl.port}`].join(','),
    // The demo OpenID provider keeps its keys and sign-in steps in one process's memory: a
    // shopper sent to the other instance would fail, so it runs only when asked for.
    OIDC_EMBEDDED: env.OIDC_EMBEDDED?.trim() === '1' ? '1' : '0',
  };
}

/** The search-only key the first backend wrote to DATA_DIR (never the admin key), unless Algolia is configured. */
function searchEnv(dataDir: string, origins: Origins, env: Env): Record<string, string> {
  if (env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY) return {};
  const file = path.join(dataDir, 'search-credentials.json');
  if (!existsSync(file)) throw new Error(`no search key in ${file}: the first backend should have written it`);
  const { appId, searchKey } = JSON.parse(readFileSync(file, 'utf8')) as { appId: string; searchKey: string };
  return { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: searchKey, ALGOLIA_HOST_URL: origins.backends };
}

/** Every storefront's environment, for the one build and each process (without its port). */
export function storefrontEnv(origins: Origins, shared: { redisUrl: string; dataDir: string; secrets: SharedSecrets }, env: Env = process.env): Record<string, string> {
  const freeShipping = freeShippingSettings();
  return {
    COMMERCE_GRAPHQL_URL: `${origins.backends}/graphql`,
    SHOP_FORMS_URL: `${origins.backends}/wp-json/vitrine/v1`,
    ...searchEnv(shared.dataDir, origins, env),
    REDIS_URL: shared.redisUrl,
    SITE_URL: origins.storefronts,
    REVALIDATE_SECRET: shared.secrets.REVALIDATE_SECRET,
    STOREFRONT_COOKIE_SECRET: shared.secrets.STOREFRONT_COOKIE_SECRET,
    CLIENT_ADDRESS_SECRET: shared.secrets.CLIENT_ADDRESS_SECRET,
    FREE_SHIPPING_MIN_AMOUNT: env.FREE_SHIPPING_MIN_AMOUNT || freeShipping.minimumAmount,
    FREE_SHIPPING_ZONE_RATES: env.FREE_SHIPPING_ZONE_RATES || freeShipping.zoneRateIds.join(','),
    // No need to ask our own backend which WPGraphQL bugs it has (lib/commerce/store-version.ts).
    VITRINE_EMBEDDED_BACKEND: '1',
    DATA_DIR: shared.dataDir,
  };
}

