import 'server-only';
import { callFormsApi } from './client';

/**
 * The back-in-stock alert's calls that follow a mailed link (double opt-in, unsubscribe). The
 * request itself is a server action (back-in-stock-action.ts). docs/behaviour.md, "Back in stock".
 */
export type AlertConfirmOutcome = 'confirmed' | 'expired' | 'invalid' | 'unavailable';

export async function confirmAlert(key: string): Promise<AlertConfirmOutcome> {
  if (!key || key.length > 200) return 'invalid';
  const answer = await callFormsApi('back-in-stock/confirm', { key });
  if (answer.kind !== 'ok') return answer.kind === 'invalid' ? 'invalid' : 'unavailable';
  const status = answer.body.status;
  return status === 'confirmed' || status === 'expired' ? status : 'invalid';
}

export type AlertUnsubscribeOutcome = 'unsubscribed' | 'invalid' | 'unavailable';

export async function unsubscribeAlertWith(token: string): Promise<AlertUnsubscribeOutcome> {
  if (!token || token.length > 200) return 'invalid';
  const answer = await callFormsApi('back-in-stock/unsubscribe', { token });
  if (answer.kind !== 'ok') return answer.kind === 'invalid' ? 'invalid' : 'unavailable';
  return answer.body.status === 'unsubscribed' ? 'unsubscribed' : 'invalid';
}
