import type { Database } from '../../db';
import { startEmbeddedProvider, type RunningEmbeddedProvider } from '../../oauth-provider/embedded-provider';
import { PROVIDER_NAME } from '../../oauth-provider/pages';
import { getOrCreateOption, randomSecret, readOption, writeOption } from '../site-options';
import { callbackUrl, type OAuthClientConfig, type OAuthConfig } from './config';
import type { CustomerLinker } from './customer-linker';
import { LoginClientRegistry } from './login-clients';
import type { OAuthLogin } from './oauth-login';
import { OAuthStateStore } from './state-store';

export type { CustomerLinker } from './customer-linker';

/** The name the storefront shows on the embedded provider's button. */
export const EMBEDDED_CLIENT_NAME = PROVIDER_NAME;

export interface RunningThirdPartySignIn {
  /** Null when no login client is configured: `loginClients` answers null. */
  login: OAuthLogin | null;
  /** The embedded provider's issuer when it runs. */
  embeddedIssuer: string | null;
  close(): Promise<void>;
}

/**
 * Third-party sign-in for one backend: the configured clients, and the embedded OpenID
 * provider (OIDC_EMBEDDED=1) started on loopback and listed as the OAUTH2_GENERIC client.
 */
export async function startThirdPartySignIn(
  db: Database,
  config: OAuthConfig,
  options: { linker: CustomerLinker | null; log?: (line: string) => void },
): Promise<RunningThirdPartySignIn> {
  const log = options.log ?? ((line: string) => console.error(line));
  const clients = [...config.clients];
  let embedded: RunningEmbeddedProvider | null = null;
  if (config.embedded) {
    // Kept in the database so every instance and every restart present the same secret.
    const clientSecret = await getOrCreateOption(db, 'oidc_embedded_client_secret', randomSecret);
    const redirectUri = callbackUrl(config.storefrontUrl, 'OAUTH2_GENERIC');
    // Identity links are keyed by the issuer URL, port included, and a provider identity never
    // signs in to an account by e-mail alone: a port picked because 4001 was taken is kept, so
    // demo accounts still sign in after a restart.
    const keptPort = config.embedded.fallbackToFreePort ? Number(await readOption(db, 'oidc_embedded_port')) : 0;
    embedded = await startEmbeddedProvider({
      host: config.embedded.host,
      port: keptPort > 0 && keptPort <= 65535 ? keptPort : config.embedded.port,
      fallbackToFreePort: config.embedded.fallbackToFreePort,
      clientId: config.embedded.clientId,
      clientSecret,
      redirectUris: [redirectUri],
    });
    if (config.embedded.fallbackToFreePort) await writeOption(db, 'oidc_embedded_port', new URL(embedded.issuer).port);
    log(`[oauth] embedded OpenID provider (demo sign-in: its page shows the demo identities' passwords): ${embedded.issuer}`);
    if (config.embedded.inProduction) {
      log('[oauth] warning: the demo OpenID provider runs with NODE_ENV=production because OIDC_EMBEDDED=1 asks for it; anyone can sign in with its demo identities');
    }
    const client: OAuthClientConfig = {
      provider: 'OAUTH2_GENERIC',
      name: EMBEDDED_CLIENT_NAME,
      clientId: config.embedded.clientId,
      clientSecret,
      redirectUri,
      scope: 'openid email profile',
      server: { kind: 'discovery', issuer: embedded.issuer },
      identitySource: 'openid',
      allowHttp: true,
    };
    clients.unshift(client);
  }
  const login: OAuthLogin | null = clients.length
    ? { clients: new LoginClientRegistry(clients, new OAuthStateStore(db)), linker: options.linker, logError: (line) => log(`[oauth] ${line}`) }
    : null;
  return {
    login,
    embeddedIssuer: embedded?.issuer ?? null,
    close: async () => embedded?.close(),
  };
}
