import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a purchase event comes with the storefront's word that its sender placed the order
 * (lib/analytics/purchase-proof.ts): base64url HMAC-SHA256 of "purchase;<order id>" with the
 * secret both share (CLIENT_ADDRESS_SECRET). The storefront gives it only to a browser that may
 * see the order, so a script naming a recent order number of somebody else counts nothing.
 *
 * Without a shared secret this backend cannot tell the storefront from any other sender (the
 * same holds for the shopper address of its limits): then a purchase of a recent real order
 * counts as before, and docs/security.md says to set the secret.
 */
export const PURCHASE_PROOF_HEADER = 'x-vitrine-purchase-proof';

export function purchaseProven(proof: string | string[] | undefined, orderId: string, secret: string | undefined): boolean {
  if (!secret) return true;
  if (typeof proof !== 'string') return false;
  const expected = createHmac('sha256', secret).update(`purchase;${orderId}`).digest();
  const given = Buffer.from(proof, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
