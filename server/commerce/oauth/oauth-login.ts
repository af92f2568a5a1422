import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import { exchangeCode } from './code-exchange';
import { linkedCustomer, linkIdentity, type CustomerLinker, type LoginPayload, type VerifiedIdentity } from './customer-linker';
import type { LoginClientRegistry } from './login-clients';
import type { PendingAuthorization } from './state-store';

/** Third-party sign-in as one request sees it (CommerceContext.oauth). */
export interface OAuthLogin {
  clients: LoginClientRegistry;
  /** The accounts module; null until it is wired in (see customer-linker.ts). */
  linker: CustomerLinker | null;
  /** Why a sign-in failed, for the operator: the shopper gets Headless Login's generic words. */
  logError: (line: string) => void;
}

/** Headless Login's provider slugs, which its "not enabled" message names. */
export const PROVIDER_SLUGS: Record<string, string> = {
  FACEBOOK: 'facebook',
  GITHUB: 'github',
  GOOGLE: 'google',
  INSTAGRAM: 'instagram',
  LINKEDIN: 'linkedin',
  OAUTH2_GENERIC: 'oauth2-generic',
  PASSWORD: 'password',
  SITETOKEN: 'siteToken',
};

export interface OAuthLoginInput {
  provider: string;
  oauthResponse?: { code: string; state?: string | null } | null;
}

export const COULD_NOT_LOG_IN = 'The user could not be logged in.';

/**
 * A provider identity whose verified e-mail belongs to an account it is not linked to. Only the
 * account's owner may link it, signed in (oauth-link.ts): otherwise whoever controls an identity
 * with that address at any provider, the demo one included, would sign in as them.
 */
export const LINK_FROM_ACCOUNT =
  'An account with this e-mail address already exists. Sign in to it with your password first, then link this sign-in from your account.';

/** What a state handed out by this shop brought back: the provider's verified identity. */
export interface ProviderAnswer {
  oauth: OAuthLogin;
  linker: CustomerLinker;
  pending: PendingAuthorization;
  identity: VerifiedIdentity;
}

/**
 * The steps `login` and `linkUserIdentity` share: the provider enabled, the state one this shop
 * handed out for it and not used yet (it is spent here), the code exchanged with PKCE and nonce.
 */
export async function providerAnswer(input: OAuthLoginInput, ctx: CommerceContext): Promise<ProviderAnswer> {
  const oauth = ctx.oauth;
  const client = oauth?.clients.find(input.provider);
  if (!oauth || !client) throw new UserError(`Provider \`${PROVIDER_SLUGS[input.provider] ?? input.provider}\` is not enabled.`);
  if (!input.oauthResponse) {
    throw new UserError(`The ${input.provider} provider requires the use of the \`oauthResponse\` input arg.`);
  }
  if (!oauth.linker) {
    oauth.logError(`login ${client.provider}: no accounts module is wired in (StartOptions.customerLinker)`);
    throw new UserError(COULD_NOT_LOG_IN);
  }
  const { code, state } = input.oauthResponse;
  const pending = state ? await oauth.clients.states.take(state, client.provider) : null;
  if (!pending) throw new UserError(`The state returned from the ${input.provider} response does not match.`);
  try {
    const identity = await exchangeCode(client, await oauth.clients.configuration(client), pending, code);
    return { oauth, linker: oauth.linker, pending, identity };
  } catch (error) {
    oauth.logError(`login ${client.provider}: ${error instanceof Error ? error.message : String(error)}`);
    throw new UserError(COULD_NOT_LOG_IN);
  }
}

/**
 * `login` with an OAuth provider (docs/woographql-contract.md §12.1): the identity signs in as
 * the customer it is linked to; an identity not linked yet opens a new account when its
 * verified e-mail belongs to nobody, and is refused (LINK_FROM_ACCOUNT) when it belongs to an
 * existing customer, who links it from their account instead (linkUserIdentity).
 */
export async function loginWithProvider(input: OAuthLoginInput, ctx: CommerceContext): Promise<LoginPayload> {
  const { oauth, linker, identity } = await providerAnswer(input, ctx);
  const linked = await linkedCustomer(ctx.db, identity);
  if (linked !== null) return linker.issueLogin(linked, ctx);
  // An unverified address proves nothing about who owns it: it may not open an account.
  if (!identity.emailVerified) {
    oauth.logError(`login ${identity.provider}: e-mail of subject ${identity.subject} is not verified`);
    throw new UserError(COULD_NOT_LOG_IN);
  }
  const created = await linker.createForVerifiedEmail(identity);
  // A first sign-in of this same subject running alongside may have made and linked the account.
  const customerId = created === null ? await linkedCustomer(ctx.db, identity) : await linkIdentity(ctx.db, identity, created);
  if (customerId === null) throw new UserError(LINK_FROM_ACCOUNT);
  return linker.issueLogin(customerId, ctx);
}
