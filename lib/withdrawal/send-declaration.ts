import 'server-only';
import { z } from 'zod';
import { commerceGraphqlUrl } from '@/lib/commerce/endpoint';
import { clientAddressHeaders } from '@/lib/security/client-address';
import type { Declaration } from './form-input';

/**
 * Hands a declaration to the shop: POST /wp-json/vitrine/v1/withdrawals beside the GraphQL
 * endpoint (server/commerce/withdrawals/withdrawal-route.ts, docs/woographql-contract.md
 * "Withdrawal"). With the shopper's signed address, so the shop's limit counts them, not the
 * storefront.
 *
 * `unsupported`: the store has no such route (a WooCommerce without the plugin answers 404):
 * the page then says so and offers the declaration as a ready-made e-mail to the shop instead of
 * pretending it was received.
 */
export type SendOutcome = { kind: 'received'; receivedAt: string } | { kind: 'tooMany' } | { kind: 'unsupported' } | { kind: 'failed' };

const ROUTE = '/wp-json/vitrine/v1/withdrawals';
const TIMEOUT_MS = 10_000;
const received = z.object({ received: z.literal(true), receivedAt: z.iso.datetime({ offset: true }) });

export async function sendDeclaration(declaration: Declaration, url = commerceGraphqlUrl()): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(new URL(ROUTE, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(await clientAddressHeaders()) },
      body: JSON.stringify(declaration),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 429) return { kind: 'tooMany' };
  if (response.status === 404 || response.status === 405) return { kind: 'unsupported' };
  if (response.status !== 202) return { kind: 'failed' };
  const body = received.safeParse(await response.json().catch(() => null));
  return body.success ? { kind: 'received', receivedAt: body.data.receivedAt } : { kind: 'failed' };
}
