/**
 * Signing a customer in, whatever proved who they are.
 *
 *   issueLoginForCustomer(ctx: LoginContext, customerId: number): Promise<LoginResult>
 *
 * Issues a fresh auth token (300 s) and a refresh token of a new family (30 days, rotated on
 * use: auth-tokens.ts), merges the request's guest session into the customer's session (the
 * cart follows them) and makes the customer the request's viewer, so the rest of the login
 * payload (`user`, `customer`, `sessionToken`) resolves for them. Password login (passwordLogin below) and third-party sign-in both end here;
 * a login resolver answers `loginPayload(result, input)`. A third-party identity of an e-mail no
 * customer has gets a new account from `customerForVerifiedEmail` (registration.ts).
 */
import type { Database } from '../../db';
import { UserError } from '../errors';
import { signSessionToken, type RequestSession, type SessionKeys } from '../session';
import { issueLoginTokens } from './auth-tokens';
import { findCustomerById, type CustomerRecord } from './customer-store';
import { accountView } from './customer-view';
import { accountKeyOf, unknownAccountKey } from '../limits/account-key';
import type { ShopLimits } from '../limits/shop-limits';
import { sanitizeTypedLogin, signInCandidates } from './login-names';
import { phpEmpty, phpTrim, sanitizeTextField } from './wordpress-sanitize';
import { accountMessages } from './messages';
import { passwordMatches, spendVerifyTime } from './passwords';
import { bindSessionToCustomer } from './session-merge';
import type { RequestViewer } from './viewer';

export interface LoginContext {
  db: Database;
  session: RequestSession;
  sessionKeys: SessionKeys;
  viewer: RequestViewer;
}

export interface LoginResult {
  authToken: string;
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  customer: CustomerRecord;
  /** The woocommerce-session token of the customer's session, after the merge. */
  sessionToken: string;
}

/** LoginResult as the `LoginPayload` type resolves it (any provider's login resolver returns this). */
export function loginPayload(result: LoginResult, input: { clientMutationId?: string | null }) {
  return {
    clientMutationId: input.clientMutationId ?? null,
    authToken: result.authToken,
    authTokenExpiration: result.authTokenExpiration,
    refreshToken: result.refreshToken,
    refreshTokenExpiration: result.refreshTokenExpiration,
    user: result.customer,
    customer: accountView(result.customer),
    sessionToken: result.sessionToken,
    wooSessionToken: result.sessionToken,
  };
}

export async function issueLoginForCustomer(ctx: LoginContext, customerId: number): Promise<LoginResult> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw new UserError(accountMessages.couldNotLogIn);
  await bindSessionToCustomer(ctx.db, ctx.session, customer, 'always');
  const { auth, refresh, claims } = await issueLoginTokens(ctx.db, customer, ctx.sessionKeys);
  ctx.viewer.customer = customer;
  ctx.viewer.claims = claims;
  return {
    authToken: auth.token,
    authTokenExpiration: auth.expiration,
    refreshToken: refresh.token,
    refreshTokenExpiration: refresh.expiration,
    customer,
    sessionToken: signSessionToken(ctx.session.customerId, ctx.sessionKeys),
  };
}

export interface PasswordLoginContext extends LoginContext {
  rateLimits: ShopLimits;
  clientAddress: string;
}

/**
 * The PASSWORD provider: username or e-mail and password. Every failure answers the same
 * "The user could not be logged in." (Headless Login's words) with no reason beside it, and an
 * unknown account spends the time of a password check: neither the answer nor its time tells
 * whether the account exists. The text names a username first and an e-mail second, as
 * wp_authenticate tries them (login-names.ts, signInCandidates): each account named opens with its
 * own password only; outer spaces of the password and the username's case, accents, tags and
 * space runs do not count, as on WordPress. Failures count per account — the first the text names, so a username and
 * the account's e-mail share one counter — and address, and per address (limits/policy.ts).
 */
export async function passwordLogin(ctx: PasswordLoginContext, credentials: { username: string; password: string }): Promise<LoginResult> {
  if (ctx.viewer.customer) throw new UserError(accountMessages.alreadyLoggedIn);
  // Headless Login: sanitize_text_field() of the username, trim() of the password; PHP's empty()
  // then refuses "" and "0" alike. The password is checked trimmed (passwords.ts).
  const login = sanitizeTypedLogin(credentials.username);
  const password = credentials.password;
  if (phpEmpty(sanitizeTextField(credentials.username)) || phpEmpty(phpTrim(password))) throw new UserError(accountMessages.missingCredentials);
  const candidates = await signInCandidates(ctx.db, credentials.username);
  const named = candidates[0];
  const account = named ? accountKeyOf(named.id) : unknownAccountKey(login);
  await ctx.rateLimits.beforeLogin(account, ctx.clientAddress);
  const customer = await firstMatching(candidates, password);
  if (!customer) {
    await ctx.rateLimits.loginFailed(account, ctx.clientAddress);
    throw new UserError(accountMessages.couldNotLogIn);
  }
  await ctx.rateLimits.loginSucceeded(account, ctx.clientAddress);
  return issueLoginForCustomer(ctx, customer.id);
}

/**
 * The first account whose password this is. An account without a password (made by a third-party
 * sign-in), and a text that names none, spend the time of a check too.
 */
async function firstMatching(candidates: readonly CustomerRecord[], password: string): Promise<CustomerRecord | null> {
  if (candidates.length === 0) await spendVerifyTime(password);
  for (const candidate of candidates) {
    const matches = candidate.passwordHash ? await passwordMatches(candidate.passwordHash, password) : await spendVerifyTime(password).then(() => false);
    if (matches) return candidate;
  }
  return null;
}
