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
  | 'invalidEmail';

/** What an action tells the form: one of our messages, or the shop's own words (a duplicate e-mail, a rate limit). */
export type AccountNotice = { tone: 'success' | 'error'; key: AccountMessageKey } | { tone: 'error'; text: string };

const RATE_LIMITED = /^Too many attempts\./;
// WordPress's wp_authenticate() reasons, which Headless Login reports as debug messages.
const UNKNOWN_USER = /is not registered on this site|^Unknown email address/i;
const WRONG_PASSWORD = /password you entered for the .* is incorrect/i;
const RESET_KEY = /^Password reset link (is invalid|has expired)\.$/;

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
  return { tone: 'error', key: 'resetFailed' };
}

/** The shop's own words when it gave a reason (duplicate username, rate limit), else ours. */
export function userWordsOr(error: CommerceError, key: AccountMessageKey): AccountNotice {
  return error.kind === 'user' ? { tone: 'error', text: error.message } : { tone: 'error', key };
}
