import 'server-only';
import { callFormsApi } from './client';

/**
 * The newsletter's calls that follow a mailed link (double opt-in, unsubscribe). The sign-up
 * itself is a server action (newsletter-action.ts). docs/behaviour.md, "Newsletter".
 */
export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid' | 'unavailable';

/** Confirms the sign-up whose mailed link carries `key` (single use, expiring: the backend decides). */
export async function confirmSignUp(key: string): Promise<ConfirmOutcome> {
  if (!key || key.length > 200) return 'invalid';
  const answer = await callFormsApi('newsletter/confirm', { key });
  if (answer.kind !== 'ok') return answer.kind === 'invalid' ? 'invalid' : 'unavailable';
  const status = answer.body.status;
  return status === 'confirmed' || status === 'expired' ? status : 'invalid';
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid' | 'unavailable';

/** Ends the subscription an unsubscribe token names. */
export async function unsubscribeWith(token: string): Promise<UnsubscribeOutcome> {
  if (!token || token.length > 200) return 'invalid';
  const answer = await callFormsApi('newsletter/unsubscribe', { token });
  if (answer.kind !== 'ok') return answer.kind === 'invalid' ? 'invalid' : 'unavailable';
  return answer.body.status === 'unsubscribed' ? 'unsubscribed' : 'invalid';
}
