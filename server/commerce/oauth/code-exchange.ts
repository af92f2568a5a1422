import * as oidc from 'openid-client';
import { z } from 'zod';
import type { OAuthClientConfig } from './config';
import type { VerifiedIdentity } from './customer-linker';
import type { PendingAuthorization } from './state-store';

/** Some providers send booleans as strings ("true"); anything else counts as not verified. */
const verifiedFlag = z
  .union([z.boolean(), z.literal('true'), z.literal('false')])
  .optional()
  .transform((value) => value === true || value === 'true');

const OpenIdClaims = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: verifiedFlag,
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

const GitHubUser = z.object({ id: z.number(), login: z.string(), name: z.string().nullable().optional() });
const GitHubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/**
 * Trades the code for tokens with openid-client (state, PKCE verifier and, for OpenID, nonce
 * and ID token checked) and reads who signed in. Throws on any failed check.
 */
export async function exchangeCode(
  client: OAuthClientConfig,
  configuration: oidc.Configuration,
  pending: PendingAuthorization,
  code: string,
): Promise<VerifiedIdentity> {
  // The storefront passes on only code and state. The issuer is the one this state was made
  // for (the state row names the provider), which is what the `iss` check would establish.
  const callback = new URL(pending.redirectUri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', pending.state);
  const metadata = configuration.serverMetadata();
  if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);

  const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce ?? undefined,
    idTokenExpected: pending.nonce !== null,
  });
  return client.identitySource === 'github'
    ? gitHubIdentity(configuration, tokens.access_token)
    : openIdIdentity(client, configuration, tokens.access_token, tokens.claims());
}

async function openIdIdentity(
  client: OAuthClientConfig,
  configuration: oidc.Configuration,
  accessToken: string,
  idToken: oidc.IDToken | undefined,
): Promise<VerifiedIdentity> {
  // The ID token proves the subject; the userinfo endpoint (checked to be about the same
  // subject) adds the e-mail and name an ID token may leave out.
  const userinfo = configuration.serverMetadata().userinfo_endpoint
    ? await oidc.fetchUserInfo(configuration, accessToken, idToken?.sub ?? oidc.skipSubjectCheck)
    : {};
  const claims = OpenIdClaims.parse({ ...idToken, ...userinfo });
  return {
    provider: client.provider,
    issuer: configuration.serverMetadata().issuer,
    subject: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified,
    name: claims.name ?? null,
    givenName: claims.given_name ?? null,
    familyName: claims.family_name ?? null,
  };
}

async function gitHubIdentity(configuration: oidc.Configuration, accessToken: string): Promise<VerifiedIdentity> {
  const read = async (path: string) => {
    const response = await oidc.fetchProtectedResource(
      configuration,
      accessToken,
      new URL(path, 'https://api.github.com'),
      'GET',
      undefined,
      new Headers({ accept: 'application/vnd.github+json' }),
    );
    if (!response.ok) throw new Error(`GitHub ${path}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const user = GitHubUser.parse(await read('/user'));
  const emails = GitHubEmails.parse(await read('/user/emails'));
  const chosen = emails.find((entry) => entry.primary && entry.verified) ?? emails.find((entry) => entry.verified) ?? emails[0];
  if (!chosen) throw new Error('GitHub account without an e-mail address');
  const [givenName, ...rest] = (user.name ?? '').split(' ');
  return {
    provider: 'GITHUB',
    issuer: configuration.serverMetadata().issuer,
    subject: String(user.id),
    email: chosen.email,
    emailVerified: chosen.verified,
    name: user.name ?? user.login,
    givenName: givenName || null,
    familyName: rest.join(' ') || null,
  };
}
