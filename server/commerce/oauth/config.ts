import { z } from 'zod';
import { storefrontOrigin } from '../../storefront-origin';

/** The third-party providers this shop can offer (a subset of Headless Login's LoginProviderEnum). */
export type OAuthProvider = 'OAUTH2_GENERIC' | 'GOOGLE' | 'GITHUB';

/** How the provider's endpoints are found: OpenID discovery at an issuer, or given one by one. */
export type ProviderServer =
  | { kind: 'discovery'; issuer: string }
  | { kind: 'endpoints'; issuer: string; authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint?: string };

/** One configured login client. */
export interface OAuthClientConfig {
  provider: OAuthProvider;
  name: string;
  clientId: string;
  clientSecret: string;
  /** The storefront page the provider sends the browser back to: `/oauth/login/{provider}`. */
  redirectUri: string;
  scope: string;
  server: ProviderServer;
  /** How the verified identity is read: OpenID claims, or GitHub's user API. */
  identitySource: 'openid' | 'github';
  /** The embedded provider runs on plain-HTTP loopback. */
  allowHttp: boolean;
}

export interface EmbeddedProviderConfig {
  host: string;
  port: number;
  /** OIDC_EMBEDDED_PORT unset: another backend on this machine may hold 4001, so a free port will do. */
  fallbackToFreePort: boolean;
  clientId: string;
  /** NODE_ENV=production: it was asked for explicitly, and says loudly that it is a demo. */
  inProduction: boolean;
}

export interface OAuthConfig {
  /** Clients given by the environment; the embedded provider's client is added when it starts. */
  clients: OAuthClientConfig[];
  /** Set when the backend runs its own OpenID provider (OIDC_EMBEDDED=1). */
  embedded: EmbeddedProviderConfig | null;
  storefrontUrl: string;
}

/** The storefront's callback page for a provider: Headless Login's slug, as WooNuxt routes it. */
export const callbackUrl = (storefrontUrl: string, provider: OAuthProvider) =>
  `${storefrontUrl}/oauth/login/${provider.toLowerCase()}`;

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const url = (name: string) =>
  optional.refine((value) => value === undefined || URL.canParse(value), `${name} must be an absolute URL`);
const flag = (name: string) =>
  optional.refine((value) => value === undefined || value === '0' || value === '1', `${name} must be 0 or 1`);

const EnvSchema = z.object({
  NODE_ENV: optional,
  STOREFRONT_URL: url('STOREFRONT_URL'),
  SITE_URL: url('SITE_URL'),
  OIDC_EMBEDDED: flag('OIDC_EMBEDDED'),
  OIDC_EMBEDDED_HOST: optional,
  OIDC_EMBEDDED_PORT: optional.refine(
    (value) => value === undefined || (/^\d+$/.test(value) && Number(value) <= 65535),
    'OIDC_EMBEDDED_PORT must be a port number',
  ),
  OAUTH_GENERIC_NAME: optional,
  OAUTH_GENERIC_CLIENT_ID: optional,
  OAUTH_GENERIC_CLIENT_SECRET: optional,
  OAUTH_GENERIC_ISSUER: url('OAUTH_GENERIC_ISSUER'),
  OAUTH_GENERIC_AUTHORIZATION_URL: url('OAUTH_GENERIC_AUTHORIZATION_URL'),
  OAUTH_GENERIC_TOKEN_URL: url('OAUTH_GENERIC_TOKEN_URL'),
  OAUTH_GENERIC_USERINFO_URL: url('OAUTH_GENERIC_USERINFO_URL'),
  OAUTH_GENERIC_SCOPE: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
});

type Env = z.infer<typeof EnvSchema>;

/**
 * Reads the login clients from the environment (README.md, "Third-party sign-in"). A client
 * needs its id and secret; half a configuration is an error at start rather than a broken
 * button later.
 */
export function readOAuthConfig(source: Record<string, string | undefined>): OAuthConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const env = parsed.data;
  const storefrontUrl = storefrontOrigin(env);
  const clients: OAuthClientConfig[] = [];

  const generic = genericClient(env, storefrontUrl);
  if (generic) clients.push(generic);
  if (pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, 'GOOGLE')) {
    clients.push({
      provider: 'GOOGLE',
      name: 'Google',
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      redirectUri: callbackUrl(storefrontUrl, 'GOOGLE'),
      scope: 'openid email profile',
      server: { kind: 'discovery', issuer: 'https://accounts.google.com' },
      identitySource: 'openid',
      allowHttp: false,
    });
  }
  if (pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, 'GITHUB')) {
    clients.push({
      provider: 'GITHUB',
      name: 'GitHub',
      clientId: env.GITHUB_CLIENT_ID!,
      clientSecret: env.GITHUB_CLIENT_SECRET!,
      redirectUri: callbackUrl(storefrontUrl, 'GITHUB'),
      // GitHub is OAuth 2 without OpenID: the e-mail and whether it is verified come from its API.
      scope: 'read:user user:email',
      server: {
        kind: 'endpoints',
        issuer: 'https://github.com',
        authorizationEndpoint: 'https://github.com/login/oauth/authorize',
        tokenEndpoint: 'https://github.com/login/oauth/access_token',
      },
      identitySource: 'github',
      allowHttp: false,
    });
  }

  const embedded =
    env.OIDC_EMBEDDED === '1'
      ? {
          host: env.OIDC_EMBEDDED_HOST ?? '127.0.0.1',
          port: Number(env.OIDC_EMBEDDED_PORT ?? 4001),
          fallbackToFreePort: env.OIDC_EMBEDDED_PORT === undefined,
          clientId: 'vitrine-storefront',
          inProduction: env.NODE_ENV === 'production',
        }
      : null;
  if (embedded && generic) {
    throw new Error('OIDC_EMBEDDED=1 and OAUTH_GENERIC_CLIENT_ID both claim the OAUTH2_GENERIC login client: set only one');
  }
  return { clients, embedded, storefrontUrl };
}

function pair(clientId: string | undefined, secret: string | undefined, prefix: string): boolean {
  if (!clientId && !secret) return false;
  if (!clientId || !secret) throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together`);
  return true;
}

function genericClient(env: Env, storefrontUrl: string): OAuthClientConfig | null {
  if (!pair(env.OAUTH_GENERIC_CLIENT_ID, env.OAUTH_GENERIC_CLIENT_SECRET, 'OAUTH_GENERIC')) return null;
  const endpoints = env.OAUTH_GENERIC_AUTHORIZATION_URL && env.OAUTH_GENERIC_TOKEN_URL;
  if (!env.OAUTH_GENERIC_ISSUER && !endpoints) {
    throw new Error('OAUTH_GENERIC_ISSUER, or OAUTH_GENERIC_AUTHORIZATION_URL with OAUTH_GENERIC_TOKEN_URL, is needed');
  }
  const issuer = env.OAUTH_GENERIC_ISSUER ?? new URL(env.OAUTH_GENERIC_AUTHORIZATION_URL!).origin;
  return {
    provider: 'OAUTH2_GENERIC',
    name: env.OAUTH_GENERIC_NAME ?? 'OAuth2',
    clientId: env.OAUTH_GENERIC_CLIENT_ID!,
    clientSecret: env.OAUTH_GENERIC_CLIENT_SECRET!,
    redirectUri: callbackUrl(storefrontUrl, 'OAUTH2_GENERIC'),
    scope: env.OAUTH_GENERIC_SCOPE ?? 'openid email profile',
    server: endpoints
      ? {
          kind: 'endpoints',
          issuer,
          authorizationEndpoint: env.OAUTH_GENERIC_AUTHORIZATION_URL!,
          tokenEndpoint: env.OAUTH_GENERIC_TOKEN_URL!,
          userinfoEndpoint: env.OAUTH_GENERIC_USERINFO_URL,
        }
      : { kind: 'discovery', issuer },
    identitySource: 'openid',
    allowHttp: issuer.startsWith('http://'),
  };
}

/**
 * What `npm start` (scripts/start.ts) passes the backend as OIDC_EMBEDDED, and the line it logs.
 * The embedded provider is a demo: anyone can sign in with the identities its page prints. It
 * runs by default only where nothing else is configured and never with NODE_ENV=production,
 * where only an explicit OIDC_EMBEDDED=1 starts it.
 */
export function embeddedProviderChoice(env: Record<string, string | undefined>): { value: '0' | '1'; note: string } {
  const explicit = env.OIDC_EMBEDDED?.trim();
  const production = env.NODE_ENV === 'production';
  if (explicit === '1') {
    return production
      ? { value: '1', note: 'OIDC_EMBEDDED=1 with NODE_ENV=production: the demo OpenID provider runs, and anyone can sign in with its demo identities' }
      : { value: '1', note: 'third-party sign-in: the demo OpenID provider (OIDC_EMBEDDED=1)' };
  }
  if (explicit) return { value: '0', note: 'the demo OpenID provider is off (OIDC_EMBEDDED=0)' };
  if (production) return { value: '0', note: 'NODE_ENV=production: the demo OpenID provider is off (OIDC_EMBEDDED=1 runs it anyway)' };
  if (env.OAUTH_GENERIC_CLIENT_ID?.trim()) return { value: '0', note: 'third-party sign-in: the configured OAuth client (OAUTH_GENERIC_CLIENT_ID)' };
  return { value: '1', note: 'third-party sign-in: the demo OpenID provider, since no OAuth client is configured (OIDC_EMBEDDED=0 turns it off)' };
}
