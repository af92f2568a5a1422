import path from 'node:path';
import { isEmailAddress } from './commerce/mail/email-address';
import { readMailConfig, type MailConfig } from './commerce/mail/config';
import { readOAuthConfig, type OAuthConfig } from './commerce/oauth/config';
import { readCardConfig, type CardConfig } from './commerce/payments/config';
import type { RegistrationSettings } from './commerce/customers/registration';
import type { ReviewSettings } from './commerce/reviews/review-store';
import { storefrontOrigin } from './storefront-origin';
import { readLegalSettings, type LegalSettings } from './commerce/store/legal-settings';

/** Everything the embedded backend reads from the environment, resolved once at start. */
export interface BackendConfig {
  host: string;
  port: number;
  /**
   * The origin browsers and the storefront use to reach this server (media URLs, JWT iss);
   * defaults to the address it listens on.
   */
  publicUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** A Postgres server; PGlite in `${dataDir}/pglite` when absent. */
  databaseUrl: string | undefined;
  /**
   * Shared with the storefront, which signs each shopper's address with it (commerce/edge/
   * client-address.ts); unset, every request counts under its connection's peer address.
   */
  clientAddressSecret: string | undefined;
  /** Signs woocommerce-session tokens (GRAPHQL_WOOCOMMERCE_SECRET_KEY in WooGraphQL). */
  sessionSecret: string | undefined;
  /** Stripe's secret key: card payments through real PaymentIntents; unset, see `card`. */
  stripeSecretKey: string | undefined;
  /** Without a Stripe key: whether the offline card test mode runs (CARD_TEST_MODE, NODE_ENV; commerce/payments/config.ts). */
  card: CardConfig;
  /** STRIPE_API_URL: another address for Stripe's API (stripe-mock, the tests' fake); Stripe's own when unset. */
  stripeApiUrl: string | undefined;
  /** Site time zone: WordPress renders post dates in it without an offset. */
  timeZone: string;
  /** The storefront's signed revalidation route, told about product changes when both are set. */
  storefrontRevalidateUrl: string | undefined;
  revalidateSecret: string | undefined;
  /** SMTP_URL, MAIL_FROM, MAIL_CATCHER_PORT (zod-validated in commerce/mail/config.ts). */
  mail: MailConfig;
  /** Browser origins allowed to call /graphql with CORS (the storefront's own origins). */
  corsOrigins: string[];
  /** Third-party login clients and the embedded OpenID provider (commerce/oauth/config.ts). */
  oauth: OAuthConfig;
  /** REVIEWS_REQUIRE_APPROVAL=1 holds new reviews for approval. */
  reviews: ReviewSettings;
  /** REGISTRATION_GENERATE_USERNAME: the store's generate-username option; over GraphQL no answer depends on it (customers/registration.ts). */
  registration: RegistrationSettings;
  /** The storefront's canonical origin, for links in mail (password reset): storefront-origin.ts. */
  storefrontUrl: string;
  /** Where the contact form's messages go: SHOP_CONTACT_EMAIL, the demo shop's service address by default. */
  contactRecipient: string;
  /** The shop's legal details and legal pages, for the order mail's footer (STORE_LEGAL_SETTINGS, commerce/store/legal-settings.ts). */
  legal: LegalSettings;
  /**
   * ADMIN_SECRET: opens the backend's merchant routes, the stock route (catalog/stock-route.ts)
   * and the funnel page (analytics/funnel-http.ts); unset, the backend makes one up at each start
   * and prints it (server/main.ts).
   */
  adminSecret: string | undefined;
}

/** The demo shop's customer-service address (the storefront prints the same one, lib/config/store.ts). */
const DEFAULT_CONTACT_RECIPIENT = 'service@vitrine.example';

/** The storefront's default origins (`npm start` without STOREFRONT_PORT). */
const DEFAULT_CORS_ORIGINS = 'http://127.0.0.1:3000,http://localhost:3000';

export function readBackendConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const host = env.BACKEND_HOST ?? '127.0.0.1';
  const port = parsePort(env.BACKEND_PORT ?? '4000');
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const corsOrigins = parseOrigins(env.CORS_ORIGINS || DEFAULT_CORS_ORIGINS);
  return {
    host,
    port,
    publicUrl: env.BACKEND_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    clientAddressSecret: parseSecret(env.CLIENT_ADDRESS_SECRET, 'CLIENT_ADDRESS_SECRET'),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    card: readCardConfig(env),
    timeZone: env.STORE_TIME_ZONE ?? 'Europe/Berlin',
    storefrontRevalidateUrl: env.STOREFRONT_REVALIDATE_URL || undefined,
    revalidateSecret: env.REVALIDATE_SECRET || undefined,
    mail: readMailConfig(env),
    corsOrigins,
    storefrontUrl: storefrontOrigin(env),
    oauth: readOAuthConfig(env),
    reviews: { requireApproval: parseFlag(env.REVIEWS_REQUIRE_APPROVAL, 'REVIEWS_REQUIRE_APPROVAL') },
    registration: { generateUsername: parseFlag(env.REGISTRATION_GENERATE_USERNAME || '1', 'REGISTRATION_GENERATE_USERNAME') },
    contactRecipient: parseContactRecipient(env.SHOP_CONTACT_EMAIL),
    legal: readLegalSettings(env),
    adminSecret: parseSecret(env.ADMIN_SECRET, 'ADMIN_SECRET'),
  };
}

function parseContactRecipient(value: string | undefined): string {
  const address = value?.trim() || DEFAULT_CONTACT_RECIPIENT;
  if (!isEmailAddress(address)) throw new Error(`SHOP_CONTACT_EMAIL must be an e-mail address, got "${address}"`);
  return address;
}

/** A shared secret that can be guessed is no secret: at least 16 characters (`npm start` makes up 64). */
function parseSecret(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error(`${name} must be at least 16 characters long`);
  return value;
}

function parseFlag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 0 or 1, got "${value}"`);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`BACKEND_PORT must be a port number, got "${value}"`);
  }
  return port;
}

/** Comma-separated origins as browsers send them (scheme, host, port; no path). */
function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (origin === 'null' || origin !== entry.replace(/\/$/, '')) {
        throw new Error(`CORS_ORIGINS must list origins like http://127.0.0.1:3000, got "${entry}"`);
      }
      return origin;
    });
}
