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
import { findCustomerById, findCustomerByLogin, type CustomerRecord } from './customer-store';
import { accountView } from './customer-view';
import { accountMessages } from './messages';
import { passwordMatches, spendVerifyTime } from './passwords';
import type { AuthRateLimits } from './rate-limits';
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
  rateLimits: AuthRateLimits;
  clientAddress: string;
  /** WPGraphQL's debug messages: why a login failed, which Headless Login keeps out of the error. */
  debug: string[];
}

/**
 * The PASSWORD provider: username or e-mail and password. Every failure answers the same
 * "The user could not be logged in." (Headless Login hides the reason); WordPress's reason goes
 * to the response's debug messages, which the storefront reads to say which one it was.
 */
export async function passwordLogin(ctx: PasswordLoginContext, credentials: { username: string; password: string }): Promise<LoginResult> {
  if (ctx.viewer.customer) throw new UserError(accountMessages.alreadyLoggedIn);
  const login = credentials.username.trim();
  // The password is compared byte for byte, as WordPress's wp_signon does (passwords.ts).
  const password = credentials.password;
  if (!login || !password) throw new UserError(accountMessages.missingCredentials);
  await ctx.rateLimits.beforeLogin(login, ctx.clientAddress);
  const customer = await findCustomerByLogin(ctx.db, login);
  if (!customer) {
    await spendVerifyTime(password);
    await ctx.rateLimits.loginFailed(login, ctx.clientAddress);
    ctx.debug.push(login.includes('@') ? accountMessages.unknownEmail : accountMessages.unknownUsername(login));
    throw new UserError(accountMessages.couldNotLogIn);
  }
  if (!(await passwordMatches(customer.passwordHash, password))) {
    await ctx.rateLimits.loginFailed(login, ctx.clientAddress);
    ctx.debug.push(accountMessages.wrongPasswordFor(login.includes('@') ? 'email address' : 'username', login));
    throw new UserError(accountMessages.couldNotLogIn);
  }
  await ctx.rateLimits.loginSucceeded(login, ctx.clientAddress);
  return issueLoginForCustomer(ctx, customer.id);
}
