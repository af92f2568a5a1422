import type { CommerceError } from '@/lib/commerce/result';

/** Keys of messages/<locale>/account.json that an account action may answer with. */
export type AccountMessageKey =
  | 'unknownUser'
  | 'wrongPassword'
  | 'mismatch'
  | 'somethingWrong'
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
  | 'oauthUnavailable'
  | 'passwordTooShort'
  | 'currentPasswordWrong'
  | 'currentPasswordForEmail'
  | 'currentPasswordForUpdate';

/** What an action tells the form: one of our messages, or the shop's own words (a duplicate e-mail, a rate limit). */
export type AccountNotice = { tone: 'success' | 'error'; key: AccountMessageKey } | { tone: 'error'; text: string };

const RATE_LIMITED = /^Too many attempts\./;
// WordPress's wp_authenticate() reasons, which Headless Login reports as debug messages.
const UNKNOWN_USER = /is not registered on this site|^Unknown email address/i;
const WRONG_PASSWORD = /password you entered for the .* is incorrect/i;
const RESET_KEY = /^Password reset link (is invalid|has expired)\.$/;
// The backend's password rule (server/commerce/customers/passwords.ts).
const TOO_SHORT = /^The password must be at least \d+ characters long\.$/;

/**
 * A failed password login in the shopper's words (docs/behaviour.md §8). Headless Login's error
 * is always "The user could not be logged in."; the reason is in the debug messages. A rate
 * limit is shown as the shop says it.
 */
export function loginFailureNotice(error: CommerceError): AccountNotice {
  if (error.kind !== 'user') return { tone: 'error', key: 'somethingWrong' };
  if (RATE_LIMITED.test(error.message)) return { tone: 'error', text: error.message };
  const reasons = error.debug ?? [];
  if (reasons.some((reason) => UNKNOWN_USER.test(reason))) return { tone: 'error', key: 'unknownUser' };
  if (reasons.some((reason) => WRONG_PASSWORD.test(reason))) return { tone: 'error', key: 'wrongPassword' };
  return { tone: 'error', key: 'somethingWrong' };
}

/** A refused reset: an invalid, used or expired key asks for a new link; anything else is a failure. */
export function resetFailureNotice(error: CommerceError): AccountNotice {
  if (error.kind === 'user' && error.messages.some((message) => RESET_KEY.test(message))) return { tone: 'error', key: 'resetInvalid' };
  if (error.kind === 'user' && error.messages.some((message) => TOO_SHORT.test(message))) return { tone: 'error', key: 'passwordTooShort' };
  return { tone: 'error', key: 'resetFailed' };
}

/** The current password did not sign in: a rate limit as the shop says it, anything else "incorrect" (the account exists: it is the viewer's). */
export function currentPasswordNotice(error: CommerceError): AccountNotice {
  if (error.kind === 'user' && RATE_LIMITED.test(error.message)) return { tone: 'error', text: error.message };
  return error.kind === 'user' ? { tone: 'error', key: 'currentPasswordWrong' } : { tone: 'error', key: 'somethingWrong' };
}

/** The shop's own words when it gave a reason (duplicate username, rate limit), else ours. */
export function userWordsOr(error: CommerceError, key: AccountMessageKey): AccountNotice {
  if (error.kind === 'user' && TOO_SHORT.test(error.message)) return { tone: 'error', key: 'passwordTooShort' };
  return error.kind === 'user' ? { tone: 'error', text: error.message } : { tone: 'error', key };
}

// The embedded backend's words (server/commerce/oauth/oauth-login.ts), and WordPress's when
// Headless Login would create a user whose e-mail is taken.
const LINK_FROM_ACCOUNT = /^An account with this e-mail address already exists\.|email address is already (used|registered)/i;
const LINKED_ELSEWHERE = /already linked to another/i;

/** A refused third-party sign-in: an account that is its owner's to link, or the §8 message. */
export function oauthFailureNotice(error: CommerceError): AccountNotice {
  if (error.kind === 'user' && error.messages.some((message) => LINK_FROM_ACCOUNT.test(message))) return { tone: 'error', key: 'oauthLinkFirst' };
  return { tone: 'error', key: 'oauthFailed' };
}

/** A refused link: the identity belongs to another account, or it failed. */
export function oauthLinkFailureNotice(error: CommerceError): AccountNotice {
  if (error.kind === 'user' && error.messages.some((message) => LINKED_ELSEWHERE.test(message))) return { tone: 'error', key: 'oauthLinkedElsewhere' };
  return { tone: 'error', key: 'oauthFailed' };
}
