import { createHmac } from 'node:crypto';

/**
 * The storefront's word that the browser sending a purchase event placed (or owns) that order:
 * base64url HMAC-SHA256 of "purchase;<order id>", keyed with CLIENT_ADDRESS_SECRET, the secret
 * storefront and backend already share (server/commerce/analytics/purchase-proof.ts checks it).
 * The prefix keeps it apart from the signed client address made with the same key. It travels
 * from the storefront's server to the backend only; no browser ever sees it.
 */
export const PURCHASE_PROOF_HEADER = 'x-vitrine-purchase-proof';

export function signPurchase(orderId: string, secret: string): string {
  return createHmac('sha256', secret).update(`purchase;${orderId}`).digest('base64url');
}
