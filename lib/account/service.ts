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
  type CountriesEnum,
  type CustomerAddressInput,
} from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { clearAccountTokens, clearSessionToken, writeAccountTokens, writeSessionToken, type CookieStore } from '@/lib/session/cookies';
import {
  addressesInput,
  changePasswordInput,
  detailsInput,
  loginInput,
  newPasswordInput,
  registerInput,
  resetRequestInput,
  oauthProvider,
  type AddressInput,
} from './inputs';
import { loginFailureNotice, rateLimitNotice, registrationFailureNotice, resetFailureNotice, type AccountNotice } from './messages';

/**
 * The account operations for one shopper, given their cookie store (the server actions in
 * lib/account/actions.ts pass Next's; tests pass their own). Inputs arrive unchecked from the
 * browser and are checked here; tokens only ever go into the httpOnly cookies.
 */

export type AccountOutcome = { ok: true; notice?: AccountNotice } | { ok: false; notice: AccountNotice };

const failed = (notice: AccountNotice): AccountOutcome => ({ ok: false, notice });
const invalid = failed({ tone: 'error', key: 'somethingWrong' });

/** A call made as nobody: no session, no token (checking a password must not touch the shopper's). */
function nobody(): CookieStore {
  return { get: () => undefined, set: () => undefined };
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
  if (!input.success) return invalid;
  // Signing in again over an old sign-in: Headless Login refuses a login that carries a token.
  clearAccountTokens(store, options);
  const result = await callAsShopper(LoginWithPasswordDocument, input.data, store, options);
  if (!result.ok) return failed(loginFailureNotice(result.error));
  return keepTokens(store, result.data.login, options) ? { ok: true } : invalid;
}

export async function logInWithProvider(
  store: CookieStore,
  raw: { provider: string; code: string | null; state: string | null },
  options: ShopperCallOptions = {},
): Promise<AccountOutcome> {
  const oauthFailed = failed({ tone: 'error', key: 'oauthFailed' });
  const provider = oauthProvider.safeParse(raw.provider.toUpperCase().replace(/-/g, '_'));
  if (!provider.success || !raw.code || raw.code.length > 4096 || (raw.state?.length ?? 0) > 4096) return oauthFailed;
  clearAccountTokens(store, options);
  const result = await callAsShopper(
    LoginWithProviderDocument,
    { provider: provider.data, code: raw.code, state: raw.state },
    store,
    options,
  );
  if (!result.ok || !keepTokens(store, result.data.login, options)) return oauthFailed;
  // The §8 case: the provider vouched for the shopper, yet the shop has no viewer for them.
  const viewer = await callAsShopper(GetAccountDocument, {}, store, options);
  return viewer.ok && viewer.data.viewer ? { ok: true } : oauthFailed;
}

export async function register(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = registerInput.safeParse(raw);
  if (!input.success) return invalid;
  clearAccountTokens(store, options);
  const result = await callAsShopper(RegisterCustomerDocument, input.data, store, options);
  if (!result.ok) return failed(registrationFailureNotice(result.error));
  if (!keepTokens(store, result.data.registerCustomer, options)) return invalid;
  return { ok: true, notice: { tone: 'success', key: 'registered' } };
}

/** Signs out on the backend (its refresh tokens revoked) and on this browser, cart included. */
export async function logOut(store: CookieStore, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  await callAsShopper(LogoutDocument, {}, store, options);
  clearAccountTokens(store, options);
  // The session is the customer's now; a visitor starts a fresh (empty) one.
  clearSessionToken(store, options);
  return { ok: true };
}

export async function requestPasswordReset(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = resetRequestInput.safeParse(raw);
  if (!input.success) return invalid;
  const result = await callAsShopper(SendPasswordResetEmailDocument, input.data, nobody(), options);
  if (!result.ok) {
    return failed(rateLimitNotice(result.error) ?? { tone: 'error', key: 'resetRequestFailed' });
  }
  // The same answer whether or not the account exists (docs/behaviour.md §8).
  return { ok: true, notice: { tone: 'success', key: 'resetRequested' } };
}

export async function resetPassword(raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = newPasswordInput.safeParse(raw);
  if (!input.success) return invalid;
  if (input.data.password !== input.data.confirm) return failed({ tone: 'error', key: 'mismatch' });
  const result = await callAsShopper(ResetUserPasswordDocument, input.data, nobody(), options);
  if (!result.ok) return failed(resetFailureNotice(result.error));
  return { ok: true, notice: { tone: 'success', key: 'resetDone' } };
}

export async function updateDetails(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = detailsInput.safeParse(raw);
  if (!input.success) return failed({ tone: 'error', key: 'updateFailed' });
  const result = await callAsShopper(UpdateAccountDocument, { input: input.data }, store, options);
  if (!result.ok || !result.data.updateCustomer?.customer?.databaseId) return failed({ tone: 'error', key: 'updateFailed' });
  return { ok: true, notice: { tone: 'success', key: 'updated' } };
}

function addressFor(address: AddressInput): CustomerAddressInput {
  // Checked as two capital letters: a CountriesEnum value, or none.
  return { ...address, country: address.country ? (address.country as CountriesEnum) : null, overwrite: true };
}

export async function updateAddresses(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = addressesInput.safeParse(raw);
  if (!input.success) return failed({ tone: 'error', key: 'updateFailed' });
  const result = await callAsShopper(
    UpdateAccountDocument,
    { input: { billing: addressFor(input.data.billing), shipping: addressFor(input.data.shipping) } },
    store,
    options,
  );
  if (!result.ok || !result.data.updateCustomer?.customer?.databaseId) return failed({ tone: 'error', key: 'updateFailed' });
  return { ok: true, notice: { tone: 'success', key: 'updated' } };
}

/**
 * The current password is checked first, by a login made as nobody (so it neither needs nor
 * disturbs the shopper's session), then the new one is set for the signed-in customer.
 */
export async function changePassword(store: CookieStore, raw: unknown, options: ShopperCallOptions = {}): Promise<AccountOutcome> {
  const input = changePasswordInput.safeParse(raw);
  if (!input.success) return invalid;
  if (input.data.password !== input.data.confirm) return failed({ tone: 'error', key: 'mismatch' });
  const account = await callAsShopper(GetAccountDocument, {}, store, options);
  const viewer = account.ok ? account.data.viewer : null;
  if (!viewer?.username) return failed({ tone: 'error', key: 'updateFailed' });
  const check = await callAsShopper(LoginWithPasswordDocument, { username: viewer.username, password: input.data.current }, nobody(), options);
  if (!check.ok) {
    const notice = loginFailureNotice(check.error);
    // The account is known here: a refused check means the current password was wrong.
    return failed({ tone: 'error', key: 'key' in notice && notice.key === 'loginFailed' ? 'wrongPassword' : 'updateFailed' });
  }
  const result = await callAsShopper(ChangePasswordDocument, { id: viewer.id, password: input.data.password }, store, options);
  if (!result.ok || !result.data.updateUser?.user) return failed({ tone: 'error', key: 'updateFailed' });
  return { ok: true, notice: { tone: 'success', key: 'updated' } };
}
