import 'server-only';
import { headers } from 'next/headers';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from './client-address-signature';

/**
 * The shopper's address, told to the backend so its abuse limits (login, registration, reset,
 * coupon codes, reviews, checkout mails) count each shopper apart instead of counting every
 * shopper as the storefront (docs/security.md).
 *
 * The storefront's server (storefront-server/shopper-address.ts) puts the address it derived
 * from the socket (and, behind a trusted proxy, X-Forwarded-For) in SHOPPER_ADDRESS_HEADER,
 * replacing anything a client sent under that name. It goes on to the backend signed with
 * CLIENT_ADDRESS_SECRET (HMAC-SHA256 over address and time), which the backend checks
 * (server/commerce/edge/client-address.ts): no other client can forge it.
 *
 * Only under that server (VITRINE_STOREFRONT_SERVER=1): with `next dev` or `next start` nobody
 * replaces the header, so nothing is sent and the backend counts the storefront's own address.
 */
const SHOPPER_ADDRESS_HEADER = 'x-vitrine-shopper-address';

/** The signed header for a backend call made while answering a shopper's request, or none. */
export async function clientAddressHeaders(env: Record<string, string | undefined> = process.env): Promise<Record<string, string>> {
  const secret = env.CLIENT_ADDRESS_SECRET;
  if (!secret || env.VITRINE_STOREFRONT_SERVER !== '1') return {};
  let address: string | null = null;
  try {
    address = (await headers()).get(SHOPPER_ADDRESS_HEADER);
  } catch {
    // Outside a request (a build, a background task): there is no shopper to speak for.
    return {};
  }
  return address ? { [CLIENT_ADDRESS_HEADER]: signClientAddress(address, secret) } : {};
}
