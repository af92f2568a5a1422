import { signUnsubscribeToken, verifySignedToken } from '../opt-in/link-keys';

/** The newsletter's link keys: the shared double opt-in keys (opt-in/link-keys.ts) for this list. */
export { hashConfirmKey, newConfirmKey } from '../opt-in/link-keys';

const PURPOSE = 'newsletter-unsubscribe';

export function unsubscribeToken(secret: string, id: string): string {
  return signUnsubscribeToken(secret, PURPOSE, id);
}

/** The subscription id a token names, or null when it is not one this shop signed. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  return verifySignedToken(secret, PURPOSE, token);
}
