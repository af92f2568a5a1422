import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db';
import { readBodyCapped } from '../../http/read-body';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../edge/client-address';
import { isUserError } from '../errors';
import type { ShopLimits } from '../limits/shop-limits';
import { analyticsEventSchema } from './event-input';
import { recordEvent } from './event-store';
import { orderPurchase } from './order-purchase';
import { PURCHASE_PROOF_HEADER, purchaseProven } from './purchase-proof';

/**
 * POST /wp-json/vitrine/v1/events: one analytics event from the storefront (lib/analytics/),
 * sent only after the shopper agreed to statistics. JSON only (no cross-site form posts), a
 * few KiB at most, counted per shopper address (limits/policy.ts, analyticsEventsPerAddress).
 *
 * A purchase counts only for an order this shop placed, with the order's own figures
 * (order-purchase.ts), and only with the storefront's proof that its sender placed it
 * (purchase-proof.ts). Answers: 204 stored (or dropped: a purchase already stored, or one
 * naming no recent order of the shop); 400 `invalid` naming the fields;
 * 413 too large; 415 not JSON; 429 `too_many_requests`.
 */
export const EVENTS_ROUTE = 'events';
const MAX_BODY = 8 * 1024;

export function eventsApi(deps: { db: Database; limits: ShopLimits; clientAddressSecret: string | undefined }) {
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? { 'Cache-Control': 'no-store' } : { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return answer(405, { code: 'method_not_allowed' });
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return answer(415, { code: 'json_only' });
    const body = await readBodyCapped(request, MAX_BODY);
    if (body === null) return answer(413, { code: 'too_large' });
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(400, { code: 'invalid_json' });
    }
    const input = analyticsEventSchema.safeParse(json);
    if (!input.success) {
      const fields = [...new Set(input.error.issues.map((issue) => issue.path.join('.')).filter(Boolean))];
      return answer(400, { code: 'invalid', fields });
    }
    const signed = request.headers[CLIENT_ADDRESS_HEADER];
    const address = clientAddress(request.socket.remoteAddress ?? '', typeof signed === 'string' ? signed : null, deps.clientAddressSecret);
    try {
      await deps.limits.analyticsEvent(address);
    } catch (error) {
      if (isUserError(error)) return answer(429, { code: 'too_many_requests', message: (error as Error).message });
      throw error;
    }
    // A purchase counts only for an order the shop placed, with its figures (order-purchase.ts),
    // sent by the browser that placed it (purchase-proof.ts).
    const event = input.data;
    const orderId = event.event === 'purchase' ? (event.ecommerce.transaction_id ?? '') : '';
    const proven = event.event === 'purchase' && purchaseProven(request.headers[PURCHASE_PROOF_HEADER], orderId, deps.clientAddressSecret);
    const order = proven ? await orderPurchase(deps.db, orderId) : null;
    if (event.event !== 'purchase' || order) await recordEvent(deps.db, event, order);
    return answer(204);
  };
}
