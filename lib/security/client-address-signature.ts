import { createHmac } from 'node:crypto';

/**
 * The signed client address the backend believes (server/commerce/edge/client-address.ts):
 * `<address>;<unix seconds>;<base64url HMAC-SHA256 of "<address>;<unix seconds>">`, keyed with
 * CLIENT_ADDRESS_SECRET. Kept apart from the request-reading code so tests can sign too.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';

export function signClientAddress(address: string, secret: string, nowMs = Date.now()): string {
  const stamp = Math.floor(nowMs / 1000).toString();
  const signature = createHmac('sha256', secret).update(`${address};${stamp}`).digest('base64url');
  return `${address};${stamp};${signature}`;
}
