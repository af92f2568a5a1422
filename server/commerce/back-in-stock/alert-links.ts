import type { Queryable } from '../../db';
import { signUnsubscribeToken, verifySignedToken } from '../opt-in/link-keys';
import type { UnsubscribeUrls } from '../opt-in/list-mail';
import { getOrCreateOption, randomSecret } from '../site-options';

const PURPOSE = 'back-in-stock-unsubscribe';

/** Signs the alerts' unsubscribe tokens; made once and kept in the database, so every instance agrees. */
export function alertSecret(db: Queryable): Promise<string> {
  return getOrCreateOption(db, 'back_in_stock_secret', randomSecret);
}

/** The storefront's pages behind an alert's mailed links (STOREFRONT_URL; never a typed host). */
export function confirmUrl(storefrontUrl: string, key: string): string {
  return `${storefrontUrl}/back-in-stock/confirm?key=${encodeURIComponent(key)}`;
}

export function unsubscribeUrls(storefrontUrl: string, secret: string, subscriptionId: string): UnsubscribeUrls {
  const token = encodeURIComponent(signUnsubscribeToken(secret, PURPOSE, subscriptionId));
  return {
    page: `${storefrontUrl}/back-in-stock/unsubscribe?token=${token}`,
    oneClick: `${storefrontUrl}/api/back-in-stock/unsubscribe?token=${token}`,
  };
}

export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  return verifySignedToken(secret, PURPOSE, token);
}
