import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db';
import { answerJson, merchantJsonBody } from '../../http/merchant-api';
import { stockUpdateInput, updateStock } from './stock-update';

/**
 * The merchant's stock route, WooCommerce REST's shape for the stock fields only:
 *
 *   PUT /wp-json/wc/v3/products/<id>                    {manage_stock?, stock_quantity?, stock_status?}
 *   PUT /wp-json/wc/v3/products/<id>/variations/<id>    the same for one variation
 *
 * Only with `Authorization: Bearer <ADMIN_SECRET>` (without ADMIN_SECRET, the one the backend made
 * up for this run and printed at start). Answers the stored stock fields.
 */
export const STOCK_ROUTE = /^\/wp-json\/wc\/v3\/products\/(\d{1,10})(?:\/variations\/(\d{1,10}))?$/;

export function stockRoute(deps: { db: Database; adminSecret: string }) {
  return async function handle(request: IncomingMessage, response: ServerResponse, ids: { productId: number; variationId: number | null }) {
    const body = await merchantJsonBody(request, response, deps.adminSecret);
    if (!body) return;
    const input = stockUpdateInput.safeParse(body.json);
    if (!input.success) return answerJson(response, 400, { code: 'rest_invalid_param', message: input.error.issues[0]?.message });
    const stored = await updateStock(deps.db, ids, input.data);
    if (!stored) return answerJson(response, 404, { code: 'woocommerce_rest_invalid_id' });
    return answerJson(response, 200, { id: ids.variationId ?? ids.productId, ...stored });
  };
}
