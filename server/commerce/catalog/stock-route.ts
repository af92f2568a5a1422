import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db';
import { readBodyCapped } from '../../http/read-body';
import { stockUpdateInput, updateStock } from './stock-update';

/**
 * The merchant's stock route, WooCommerce REST's shape for the stock fields only:
 *
 *   PUT /wp-json/wc/v3/products/<id>                    {manage_stock?, stock_quantity?, stock_status?}
 *   PUT /wp-json/wc/v3/products/<id>/variations/<id>    the same for one variation
 *
 * Only with `Authorization: Bearer <ADMIN_SECRET>`; without ADMIN_SECRET configured the route
 * does not exist (404), so a shop never opens it by accident. Answers the stored stock fields.
 */
export const STOCK_ROUTE = /^\/wp-json\/wc\/v3\/products\/(\d{1,10})(?:\/variations\/(\d{1,10}))?$/;

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function authorised(request: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function stockRoute(deps: { db: Database; adminSecret: string }) {
  return async function handle(request: IncomingMessage, response: ServerResponse, ids: { productId: number; variationId: number | null }) {
    if (!authorised(request, deps.adminSecret)) return answer(response, 401, { code: 'woocommerce_rest_cannot_edit' });
    if (request.method !== 'PUT' && request.method !== 'POST') {
      response.setHeader('Allow', 'PUT, POST');
      return answer(response, 405, { code: 'method_not_allowed' });
    }
    const body = await readBodyCapped(request, 4096);
    if (body === null) return answer(response, 413, { code: 'too_large' });
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(response, 400, { code: 'invalid_json' });
    }
    const input = stockUpdateInput.safeParse(json);
    if (!input.success) return answer(response, 400, { code: 'rest_invalid_param', message: input.error.issues[0]?.message });
    const stored = await updateStock(deps.db, ids, input.data);
    if (!stored) return answer(response, 404, { code: 'woocommerce_rest_invalid_id' });
    return answer(response, 200, { id: ids.variationId ?? ids.productId, ...stored });
  };
}
