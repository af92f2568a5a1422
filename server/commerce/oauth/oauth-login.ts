import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import { exchangeCode } from './code-exchange';
import { linkedCustomer, linkIdentity, type CustomerLinker, type LoginPayload, type VerifiedIdentity } from './customer-linker';
import type { LoginClientRegistry } from './login-clients';

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

const COULD_NOT_LOG_IN = 'The user could not be logged in.';

/**
 * `login` with an OAuth provider (docs/woographql-contract.md §12.1): the state must be one
 * this shop handed out for that provider and not used yet; the code is exchanged with PKCE;
 * the identity signs in as the customer it is linked to, else as the customer with the same
 * verified e-mail (a new one when there is none), and the link is kept.
 */
export async function loginWithProvider(input: OAuthLoginInput, ctx: CommerceContext): Promise<LoginPayload> {
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
  const linker = oauth.linker;
  const { code, state } = input.oauthResponse;
  const pending = state ? await oauth.clients.states.take(state, client.provider) : null;
  if (!pending) throw new UserError(`The state returned from the ${input.provider} response does not match.`);

  let identity: VerifiedIdentity;
  try {
    identity = await exchangeCode(client, await oauth.clients.configuration(client), pending, code);
  } catch (error) {
    oauth.logError(`login ${client.provider}: ${error instanceof Error ? error.message : String(error)}`);
    throw new UserError(COULD_NOT_LOG_IN);
  }
  let customerId = await linkedCustomer(ctx.db, identity);
  if (customerId === null) {
    // An unverified address proves nothing about who owns it: it may not open someone's account.
    if (!identity.emailVerified) {
      oauth.logError(`login ${client.provider}: e-mail of subject ${identity.subject} is not verified`);
      throw new UserError(COULD_NOT_LOG_IN);
    }
    customerId = await linkIdentity(ctx.db, identity, await linker.findOrCreateByVerifiedEmail(identity));
  }
  return linker.issueLogin(customerId, ctx);
}
