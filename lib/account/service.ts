import 'server-only';
import {
  ChangePasswordDocument,
  GetAccountDocument,
  LoginWithPasswordDocument,
  LoginWithProviderDocument,
  LogoutDocument,
  RegisterCustomerDocument,
  ResetUserPasswordDocument,
  SendPasswordResetEmailDocument,
  UpdateAccountDocument,
  UpdateAccountKeepingPasswordDocument,
  type CountriesEnum,
  type CustomerAddressInput,
  type UpdateCustomerInput,
} from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { registrationGeneratesUsername } from './registration-settings';
import { storeVersion } from '@/lib/commerce/store-version';
import {
  AUTH_COOKIE,
  clearAccountTokens,
  clearOrderConfirmation,
  clearSessionToken,
  REFRESH_COOKIE,
  takeOAuthStart,
  writeAccountTokens,
  writeSessionToken,
  type CookieStore,
} from '@/lib/session/cookies';
import {
  addressesInput,
  blankPassword,
  changePasswordInput,
  detailsInput,
  loginInput,
  newPasswordInput,
  newPasswordProblem,
  registerInput,
  resetRequestInput,
  linkStartInput,
  type AddressInput,
} from './inputs';
import {
  currentPasswordNotice,
  failureNotice,
  loginFailureNotice,
  oauthFailureNotice,
  registrationFailureNotice,
  resetFailureNotice,
  resetRequestFailureNotice,
  userWordsOr,
  type AccountNotice,
} from './messages';
import { backendHasLogout } from './logout-support';
import { linkThirdPartySignIn, providerOfSlug, startThirdPartySignIn, type StartOutcome } from './third-party';

/**
 * The account operations for one shopper, given their cookie store (the server actions in
 * lib/account/actions.ts pass Next's; tests pass their own). Inputs arrive unchecked from the
 * browser and are checked here; tokens only ever go into the httpOnly cookies.
 */

export type AccountOutcome = { ok: true; notice?: AccountNotice } | { ok: false; notice: AccountNotice };

const failed = (notice: AccountNotice): AccountOutcome => ({ ok: false, notice });
const invalid = failed({ tone: 'error', key: 'somethingWrong' });
/** A form refused by its zod input: the e-mail rule says what to change, anything else `otherwise`. */
const refusedForm = (issues: readonly { path: PropertyKey[] }[], otherwise: AccountOutcome): AccountOutcome =>
  issues.some((issue) => issue.path.includes('email')) ? failed({ tone: 'error', key: 'invalidEmail' }) : otherwise;

/** A required field left empty (zod's too_small), as opposed to one out of bounds. */
const missingField = (issues: readonly { code: string }[]) => issues.some((issue) => issue.code === 'too_small');

/** A call made as nobody: no session, no token (checking a password must not touch the shopper's). */
function nobody(): CookieStore {
  return { get: () => undefined, set: () => undefined };
}

/**
 * The shopper's cookies, but with `authToken` as their auth token and no refresh token: a call
 * made with the token of a login that just proved the current password (the backend asks for
 * such a fresh login to change password or e-mail). The session cookie is the shopper's own.
 */
function withProvenLogin(store: CookieStore, authToken: string): CookieStore {
  return {
    get: (name) => (name === AUTH_COOKIE ? { value: authToken } : name === REFRESH_COOKIE ? undefined : store.get(name)),
    set: (name, value, options) => (name === AUTH_COOKIE || name === REFRESH_COOKIE ? undefined : store.set(name, value, options)),
  };
}

/**
 * Proves the signed-in customer's current password by a PASSWORD login made as nobody (so it
 * neither needs nor disturbs the shopper's session): its fresh auth token, or the notice to show.
 */
async function proveCurrentPassword(
  username: string,
  current: string,
  options: ShopperCallOptions,
): Promise<{ ok: true; authToken: string } | { ok: false; notice: AccountNotice }> {
  const check = await callAsShopper(LoginWithPasswordDocument, { username, password: current }, nobody(), options);
  if (!check.ok) return { ok: false, notice: currentPasswordNotice(check.error) };
  const authToken = check.data.login?.authToken;
  return authToken ? { ok: true, authToken } : { ok: false, notice: { tone: 'error', key: 'updateFailed' } };
}

type IssuedTokens = {
  authToken?: string | null;
  refreshToken?: string | null;
  refreshTokenExpiration?: string | null;
  sessionToken?: string | null;
};

function keepTokens(store: CookieStore, tokens: IssuedTokens | null | undefined, options: ShopperCallOptions): boolean {
  if (!tokens?.authToken) return false;
  writeAccountTokens(store, { authToken: tokens.authToken, refreshToken: tokens.refreshToken, refreshTokenExpiration: tokens.refreshTokenExpiration }, options);
  // The customer's session after the merge: the cart follows them (docs/woographql-contract.md §12).
  if (tokens.sessionToken) writeSessionToken(store, tokens.sessionToken, options);
  return true;
}

export async function logIn(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = loginInput.safeParse(raw);
  if (!input.success) return missingField(input.error.issues) ? failed({ tone: 'error', key: 'loginMissing' }) : invalid;
  if (blankPassword(input.data.password)) return failed({ tone: 'error', key: 'loginMissing' });
  // Signing in again over an old sign-in: Headless Login refuses a login that carries a token.
  clearAccountTokens(store, options);
  const result = await callAsShopper(LoginWithPasswordDocument, input.data, store, options);
  if (!result.ok) return failed(loginFailureNotice(result.error));
  return keepTokens(store, result.data.login, options) ? { ok: true } : invalid;
}

/**
 * The provider's return (/oauth/login/{provider}): finished only when this browser started that
 * sign-in (its state in the OAUTH_START_COOKIE, lib/account/third-party.ts); a callback URL
 * opened anywhere else signs nobody in, and the backend is not even asked.
 */
export async function logInWithProvider(
  store: CookieStore,
  raw: { provider: string; code: string | null; state: string | null },
  options: ShopperCallOptions = {},
): Promise<AccountOutcome> {
  const oauthFailed = failed({ tone: 'error', key: 'oauthFailed' });
  const provider = providerOfSlug(raw.provider);
  if (!provider || !raw.code || raw.code.length > 4096 || (raw.state?.length ?? 0) > 4096) return oauthFailed;
  const started = raw.state ? takeOAuthStart(store, { provider, state: raw.state }, options) : null;
  if (!started) return failed({ tone: 'error', key: 'oauthOtherBrowser' });
  const callback = { provider, code: raw.code, state: started.state };
  if (started.link) return linkThirdPartySignIn(store, callback, options);
  clearAccountTokens(store, options);
  const result = await callAsShopper(LoginWithProviderDocument, callback, store, options);
  if (!result.ok) return failed(oauthFailureNotice(result.error));
  if (!keepTokens(store, result.data.login, options)) return oauthFailed;
  // The §8 case: the provider vouched for the shopper, yet the shop has no viewer for them.
  const viewer = await callAsShopper(GetAccountDocument, {}, store, options);
  return viewer.ok && viewer.data.viewer ? { ok: true } : oauthFailed;
}

export async function register(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = registerInput.safeParse(raw);
  if (!input.success) return refusedForm(input.error.issues, invalid);
  const passwordProblem = newPasswordProblem(input.data.password);
  if (passwordProblem) return failed({ tone: 'error', key: passwordProblem });
  const { username, ...account } = input.data;
  // Only a store that makes usernames from e-mails takes a registration without one.
  if (!username && !registrationGeneratesUsername()) return failed({ tone: 'error', key: 'usernameRequired' });
  clearAccountTokens(store, options);
  const result = await callAsShopper(RegisterCustomerDocument, username ? { ...account, username } : account, store, options);
  if (!result.ok) return failed(registrationFailureNotice(result.error));
  if (!keepTokens(store, result.data.registerCustomer, options)) return invalid;
  return { ok: true, notice: { tone: 'success', key: 'registered' } };
}

/**
 * Signs out on the backend where it has a logout (the embedded one revokes the refresh tokens)
 * and always on this browser, cart included.
 */
export async function logOut(store: CookieStore, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  if (await backendHasLogout(store, options)) await callAsShopper(LogoutDocument, {}, store, options);
  clearAccountTokens(store, options);
  // The session is the customer's now; a visitor starts a fresh (empty) one, and sees no order placed before.
  clearSessionToken(store, options);
  clearOrderConfirmation(store, options);
  return { ok: true };
}

export async function requestPasswordReset(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = resetRequestInput.safeParse(raw);
  if (!input.success) return missingField(input.error.issues) ? failed({ tone: 'error', key: 'resetLoginRequired' }) : invalid;
  const result = await callAsShopper(SendPasswordResetEmailDocument, input.data, nobody(), options);
  if (!result.ok) {
    return failed(resetRequestFailureNotice(result.error));
  }
  // The same answer whether or not the account exists (docs/behaviour.md §8).
  return { ok: true, notice: { tone: 'success', key: 'resetRequested' } };
}

export async function resetPassword(raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = newPasswordInput.safeParse(raw);
  if (!input.success) return invalid;
  if (input.data.password !== input.data.confirm) return failed({ tone: 'error', key: 'mismatch' });
  const passwordProblem = newPasswordProblem(input.data.password);
  if (passwordProblem) return failed({ tone: 'error', key: passwordProblem });
  const result = await callAsShopper(ResetUserPasswordDocument, input.data, nobody(), options);
  if (!result.ok) return failed(resetFailureNotice(result.error));
  return { ok: true, notice: { tone: 'success', key: 'resetDone' } };
}

export type AccountUpdateOptions = ShopperCallOptions & {
  /** True when an account update without a password would replace it (by default: asked of the store). */
  updatesResetPassword?: () => Promise<boolean>;
};

const askStore = async () => (await storeVersion()).affected;

/**
 * Sends an update of the customer's own details or addresses. On a store whose WPGraphQL
 * replaces the password on every update without one (2.6.0–2.7.x, lib/commerce/store-version.ts)
 * the current password is required: proved by a login, then sent along, so the password stays
 * what it is (WordPress stores it again, hashed anew), and the tokens the store hands back are
 * kept. Elsewhere a new e-mail address alone needs it (`needsProof`).
 */
async function sendAccountUpdate(
  store: CookieStore,
  input: UpdateCustomerInput,
  current: string,
  needsProof: boolean,
  options: AccountUpdateOptions,
  knownUsername?: string,
): Promise<AccountOutcome> {
  const keepPassword = await (options.updatesResetPassword ?? askStore)();
  if (!keepPassword && !needsProof) {
    const result = await callAsShopper(UpdateAccountDocument, { input }, store, options);
    if (!result.ok) return failed(failureNotice(result.error, 'updateFailed'));
    if (!result.data.updateCustomer?.customer?.databaseId) return failed({ tone: 'error', key: 'updateFailed' });
    return { ok: true, notice: { tone: 'success', key: 'updated' } };
  }
  if (!current) return failed({ tone: 'error', key: keepPassword ? 'currentPasswordForUpdate' : 'currentPasswordForEmail' });
  let username = knownUsername;
  if (!username) {
    const account = await callAsShopper(GetAccountDocument, {}, store, options);
    username = (account.ok ? account.data.viewer?.username : null) ?? undefined;
  }
  if (!username) return failed({ tone: 'error', key: 'updateFailed' });
  const proof = await proveCurrentPassword(username, current, options);
  if (!proof.ok) return failed(proof.notice);
  const caller = withProvenLogin(store, proof.authToken);
  if (!keepPassword) {
    const result = await callAsShopper(UpdateAccountDocument, { input }, caller, options);
    if (!result.ok) return failed(failureNotice(result.error, 'updateFailed'));
    if (!result.data.updateCustomer?.customer?.databaseId) return failed({ tone: 'error', key: 'updateFailed' });
    return { ok: true, notice: { tone: 'success', key: 'updated' } };
  }
  const result = await callAsShopper(UpdateAccountKeepingPasswordDocument, { input: { ...input, password: current } }, caller, options);
  if (!result.ok) return failed(failureNotice(result.error, 'updateFailed'));
  if (!result.data.updateCustomer?.customer?.databaseId) return failed({ tone: 'error', key: 'updateFailed' });
  keepTokens(store, result.data.updateCustomer, options);
  return { ok: true, notice: { tone: 'success', key: 'updated' } };
}

/**
 * Names and e-mail address. A new e-mail address needs the current password (a stolen session
 * must not be able to move the account's mail elsewhere): it is proved by a login first, and the
 * change is sent with that login's fresh token.
 */
export async function updateDetails(store: CookieStore, raw: unknown, options: AccountUpdateOptions = {}): Promise<AccountOutcome> {
  const input = detailsInput.safeParse(raw);
  if (!input.success) return refusedForm(input.error.issues, failed({ tone: 'error', key: 'updateFailed' }));
  const { current, ...details } = input.data;
  const account = await callAsShopper(GetAccountDocument, {}, store, options);
  const viewer = account.ok ? account.data.viewer : null;
  if (!viewer?.username) return failed({ tone: 'error', key: 'updateFailed' });
  return sendAccountUpdate(store, details, current, details.email !== viewer.email, options, viewer.username);
}

function addressFor(address: AddressInput): CustomerAddressInput {
  // Checked as two capital letters: a CountriesEnum value, or none.
  return { ...address, country: address.country ? (address.country as CountriesEnum) : null, overwrite: true };
}

export async function updateAddresses(store: CookieStore, raw: unknown, options: AccountUpdateOptions = {}): Promise<AccountOutcome> {
  const input = addressesInput.safeParse(raw);
  if (!input.success) return refusedForm(input.error.issues, failed({ tone: 'error', key: 'updateFailed' }));
  const addresses = { billing: addressFor(input.data.billing), shipping: addressFor(input.data.shipping) };
  return sendAccountUpdate(store, addresses, input.data.current, false, options);
}

/**
 * The current password is proved first by a login (the backend asks for such a fresh login),
 * then the new one is set with that login's token. The change ends every other session of the
 * account (docs/security.md); this browser keeps signed in with the tokens the change handed back.
 */
export async function changePassword(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = changePasswordInput.safeParse(raw);
  if (!input.success) return invalid;
  if (input.data.password !== input.data.confirm) return failed({ tone: 'error', key: 'mismatch' });
  const passwordProblem = newPasswordProblem(input.data.password);
  if (passwordProblem) return failed({ tone: 'error', key: passwordProblem });
  const account = await callAsShopper(GetAccountDocument, {}, store, options);
  const viewer = account.ok ? account.data.viewer : null;
  if (!viewer?.username) return failed({ tone: 'error', key: 'updateFailed' });
  const proof = await proveCurrentPassword(viewer.username, input.data.current, options);
  if (!proof.ok) return failed(proof.notice);
  const result = await callAsShopper(ChangePasswordDocument, { password: input.data.password }, withProvenLogin(store, proof.authToken), options);
  if (!result.ok) return failed(userWordsOr(result.error, 'updateFailed'));
  const changed = result.data.updateCustomer;
  if (!changed?.customer?.databaseId) return failed({ tone: 'error', key: 'updateFailed' });
  // The old tokens died with the change; without new ones (a store that hands none back) the
  // shopper signs in again with the new password.
  if (!keepTokens(store, changed, options)) clearAccountTokens(store, options);
  return { ok: true, notice: { tone: 'success', key: 'updated' } };
}

/**
 * "Link with …" on the account's details tab. A linked sign-in outlives a password change, so
 * linking needs what a password change needs (docs/security.md): the current password, proved
 * by a login, whose fresh token asks for the authorization URL; the backend links only a state
 * handed out to such a login. An account without a password (made by a provider sign-in) leaves
 * the field empty: its own sign-in is fresh for five minutes after signing in.
 */
export async function startLinking(
  store: CookieStore,
  raw: unknown,
  request: { host: string | null; uiLocale?: string },
  options: ShopperCallOptions = {},
): Promise<StartOutcome> {
  const input = linkStartInput.safeParse(raw);
  if (!input.success) return { ok: false, notice: { tone: 'error', key: 'oauthUnavailable' } };
  let caller = store;
  if (input.data.current) {
    const account = await callAsShopper(GetAccountDocument, {}, store, options);
    const username = account.ok ? account.data.viewer?.username : null;
    if (!username) return { ok: false, notice: { tone: 'error', key: 'updateFailed' } };
    const proof = await proveCurrentPassword(username, input.data.current, options);
    if (!proof.ok) return proof;
    caller = withProvenLogin(store, proof.authToken);
  }
  return startThirdPartySignIn(caller, { provider: input.data.provider, link: true, host: request.host, uiLocale: request.uiLocale }, options);
}
