import * as oidc from 'openid-client';
import type { OAuthClientConfig, OAuthProvider } from './config';
import type { OAuthStateStore } from './state-store';

/**
 * The configured third-party login clients, each with its openid-client Configuration: found
 * by OpenID discovery on first use (and looked up again after a failure), or built from the
 * configured endpoints.
 */
export class LoginClientRegistry {
  private readonly configurations = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  constructor(
    readonly clients: readonly OAuthClientConfig[],
    readonly states: OAuthStateStore,
  ) {}

  find(provider: string): OAuthClientConfig | undefined {
    return this.clients.find((client) => client.provider === provider);
  }

  configuration(client: OAuthClientConfig): Promise<oidc.Configuration> {
    let pending = this.configurations.get(client.provider);
    if (!pending) {
      pending = createConfiguration(client);
      this.configurations.set(client.provider, pending);
      pending.catch(() => this.configurations.delete(client.provider));
    }
    return pending;
  }

  /**
   * A fresh authorization URL: a new state, PKCE verifier (S256 challenge) and, for OpenID,
   * nonce, remembered server-side (oauth_state) for the code exchange, with the signed-in
   * customer who asked (null for a guest) and whether they asked with a fresh login.
   */
  async authorizationUrl(client: OAuthClientConfig, customerId: number | null, freshLogin = false): Promise<string> {
    const configuration = await this.configuration(client);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    // A nonce binds the ID token to this sign-in; a plain OAuth2 scope gets no ID token at all.
    const nonce = client.scope.split(' ').includes('openid') ? oidc.randomNonce() : null;
    await this.states.save({ state, provider: client.provider, codeVerifier, nonce, redirectUri: client.redirectUri, customerId, freshLogin: customerId !== null && freshLogin });
    const parameters: Record<string, string> = {
      redirect_uri: client.redirectUri,
      scope: client.scope,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    };
    if (nonce) parameters.nonce = nonce;
    return oidc.buildAuthorizationUrl(configuration, parameters).href;
  }
}

async function createConfiguration(client: OAuthClientConfig): Promise<oidc.Configuration> {
  const authentication = oidc.ClientSecretPost(client.clientSecret);
  if (client.server.kind === 'discovery') {
    return oidc.discovery(new URL(client.server.issuer), client.clientId, undefined, authentication, {
      execute: client.allowHttp ? [oidc.allowInsecureRequests] : [],
    });
  }
  const configuration = new oidc.Configuration(
    {
      issuer: client.server.issuer,
      authorization_endpoint: client.server.authorizationEndpoint,
      token_endpoint: client.server.tokenEndpoint,
      userinfo_endpoint: client.server.userinfoEndpoint,
    },
    client.clientId,
    undefined,
    authentication,
  );
  if (client.allowHttp) oidc.allowInsecureRequests(configuration);
  return configuration;
}
