import { isShopUnreachable, type CommerceError } from '@/lib/commerce/result';
import { decodeStoreText } from '@/lib/commerce/store-text';

/** Keys of messages/<locale>/account.json that an account action may answer with. */
export type AccountMessageKey =
  | 'loginFailed'
  | 'wrongPassword'
  | 'registrationRefused'
  | 'mismatch'
  | 'somethingWrong'
  | 'shopUnavailable'
  | 'updated'
  | 'updateFailed'
  | 'registered'
  | 'resetRequested'
  | 'resetRequestFailed'
  | 'resetDone'
  | 'resetInvalid'
  | 'resetFailed'
  | 'oauthFailed'
  | 'oauthOtherBrowser'
  | 'oauthLinkFirst'
  | 'oauthLinked'
  | 'oauthLinkedElsewhere'
  | 'oauthLinkNeedsPassword'
  | 'oauthUnavailable'
  | 'passwordTooShort'
  | 'currentPasswordForEmail'
  | 'invalidEmail'
  | 'currentPasswordForUpdate'
  | 'usernameRequired'
  | 'usernameInvalid'
  | 'passwordOuterSpaces'
  | 'loginMissing'
  | 'resetLoginRequired';

/**
 * What an action tells the form: one of our messages, the rate limit's wait, or the shop's own
 * words (an invalid e-mail) decoded and introduced as the shop's ("Der Shop meldet: …").
 */
export type AccountNotice =
  | { tone: 'success' | 'error'; key: AccountMessageKey }
  | { tone: 'error'; key: 'tooManyAttempts'; values: { seconds: number } }
  | { tone: 'error'; key: 'shopSays'; values: { text: string } };

const SHOP_DOWN: AccountNotice = { tone: 'error', key: 'shopUnavailable' };

/**
 * `key`, unless the backend is down for now (being restarted, starting): then "the shop is
 * temporarily unavailable", which tells the shopper that trying again later will work.
 */
export function failureNotice(error: CommerceError, key: AccountMessageKey): AccountNotice {
  return isShopUnreachable(error) ? SHOP_DOWN : { tone: 'error', key };
}

// The backend's abuse limits (server/commerce/limits).
const RATE_LIMITED = /^Too many attempts\. Please wait (\d+) seconds? and try again\.$/;
// Headless Login's one refusal for an unknown account and a wrong password alike.
const COULD_NOT_LOG_IN = /^The user could not be logged in\.?$/;
// WooCommerce's refusals of a taken e-mail or username (wc_create_new_customer).
const ACCOUNT_TAKEN = /^An account is already registered with /;
// A username WordPress will not keep (WooCommerce's validate_username refusal, wp_insert_user's length limit).
const USERNAME_REFUSED = /^(Please (provide|enter) a valid account username\.|Username may not be longer than 60 characters\.)$/;
// Headless Login: the username or password is empty once sanitised / trimmed ("0" too).
const MISSING_CREDENTIALS = /^Missing username or password\.$/;
// WPGraphQL's sendPasswordResetEmail without a username or e-mail ("" or "0").
const RESET_LOGIN_MISSING = /^Enter a username or email address\.$/;
const RESET_KEY = /^Password reset link (is invalid|has expired)\.$/;
// The backend's password rule (server/commerce/customers/passwords.ts).
const TOO_SHORT = /^The password must be at least \d+ characters long\.$/;

/**
 * A failed password login in the shopper's words (docs/behaviour.md §8): one message whether
 * the account is unknown or the password wrong, so the form never tells which accounts exist
 * (docs/security.md). A rate limit is shown as the shop says it.
 */
export function loginFailureNotice(error: CommerceError): AccountNotice {
  if (error.kind !== 'user') return failureNotice(error, 'somethingWrong');
  const limited = rateLimitNotice(error);
  if (limited) return limited;
  if (COULD_NOT_LOG_IN.test(error.message.trim())) return { tone: 'error', key: 'loginFailed' };
  if (MISSING_CREDENTIALS.test(error.message.trim())) return { tone: 'error', key: 'loginMissing' };
  return { tone: 'error', key: 'somethingWrong' };
}

/** A refusal of the backend's abuse limits, with the seconds to wait, in the shopper's language. */
export function rateLimitNotice(error: CommerceError): AccountNotice | null {
  const match = error.kind === 'user' ? RATE_LIMITED.exec(error.message.trim()) : null;
  return match ? { tone: 'error', key: 'tooManyAttempts', values: { seconds: Number(match[1]) } } : null;
}

/**
 * A refused registration: a taken e-mail or username gets a message that does not confirm an
 * account exists (it points to sign-in and reset instead); other refusals (an invalid e-mail,
 * a rate limit) in the shop's own words.
 */
export function registrationFailureNotice(error: CommerceError): AccountNotice {
  if (isShopUnreachable(error)) return SHOP_DOWN;
  if (error.kind === 'user' && ACCOUNT_TAKEN.test(error.message)) return { tone: 'error', key: 'registrationRefused' };
  if (error.kind === 'user' && USERNAME_REFUSED.test(error.message.trim())) return { tone: 'error', key: 'usernameInvalid' };
  return rateLimitNotice(error) ?? userWordsOr(error, 'somethingWrong');
}

/** A refused reset request: no username or e-mail given, a rate limit, or a failure. */
export function resetRequestFailureNotice(error: CommerceError): AccountNotice {
  if (error.kind === 'user' && RESET_LOGIN_MISSING.test(error.message.trim())) return { tone: 'error', key: 'resetLoginRequired' };
  return rateLimitNotice(error) ?? failureNotice(error, 'resetRequestFailed');
}

/** A refused reset: an invalid, used or expired key asks for a new link; anything else is a failure. */
export function resetFailureNotice(error: CommerceError): AccountNotice {
  if (isShopUnreachable(error)) return SHOP_DOWN;
  if (error.kind === 'user' && error.messages.some((message) => RESET_KEY.test(message))) return { tone: 'error', key: 'resetInvalid' };
  if (error.kind === 'user' && error.messages.some((message) => TOO_SHORT.test(message))) return { tone: 'error', key: 'passwordTooShort' };
  return { tone: 'error', key: 'resetFailed' };
}

/** The current password did not sign in: a rate limit as the shop says it, anything else "incorrect" (the account exists: it is the viewer's). */
export function currentPasswordNotice(error: CommerceError): AccountNotice {
  const limited = rateLimitNotice(error);
  if (limited) return limited;
  return error.kind === 'user' ? { tone: 'error', key: 'wrongPassword' } : failureNotice(error, 'somethingWrong');
}

/** The shop's own words when it gave a reason (duplicate username, rate limit), else ours. */
export function userWordsOr(error: CommerceError, key: AccountMessageKey): AccountNotice {
  if (error.kind === 'user' && TOO_SHORT.test(error.message)) return { tone: 'error', key: 'passwordTooShort' };
  return error.kind === 'user' ? shopSaysNotice(error.message) : failureNotice(error, key);
}

/** A store sentence no rule here knows: decoded, and said to be the shop's. */
export function shopSaysNotice(message: string): AccountNotice {
  return { tone: 'error', key: 'shopSays', values: { text: decodeStoreText(message) } };
}

// The embedded backend's words (server/commerce/oauth/oauth-login.ts), and WordPress's when
// Headless Login would create a user whose e-mail is taken.
const LINK_FROM_ACCOUNT = /^An account with this e-mail address already exists\.|email address is already (used|registered)/i;
const LINKED_ELSEWHERE = /already linked to another/i;
// The embedded backend's refusal of a link a fresh login did not ask for (server/commerce/oauth/oauth-link.ts).
const LINK_NEEDS_FRESH_LOGIN = /sign in again with your current password to link/i;

/** A refused third-party sign-in: an account that is its owner's to link, or the §8 message. */
export function oauthFailureNotice(error: CommerceError): AccountNotice {
  if (isShopUnreachable(error)) return SHOP_DOWN;
  if (error.kind === 'user' && error.messages.some((message) => LINK_FROM_ACCOUNT.test(message))) return { tone: 'error', key: 'oauthLinkFirst' };
  return { tone: 'error', key: 'oauthFailed' };
}

/** A refused link: the identity belongs to another account, the sign-in was not fresh, or it failed. */
export function oauthLinkFailureNotice(error: CommerceError): AccountNotice {
  if (isShopUnreachable(error)) return SHOP_DOWN;
  if (error.kind === 'user' && error.messages.some((message) => LINKED_ELSEWHERE.test(message))) return { tone: 'error', key: 'oauthLinkedElsewhere' };
  if (error.kind === 'user' && error.messages.some((message) => LINK_NEEDS_FRESH_LOGIN.test(message))) return { tone: 'error', key: 'oauthLinkNeedsPassword' };
  return { tone: 'error', key: 'oauthFailed' };
}
