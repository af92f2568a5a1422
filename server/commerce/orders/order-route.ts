import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Database } from '../../db';
import { answerJson, merchantJsonBody } from '../../http/merchant-api';
import type { ConfirmationMailSettings } from '../checkout/confirmation-mail';
import { isUserError } from '../errors';
import type { OrderRecord } from './order-record';
import { changeOrder } from './update-order';

/**
 * The merchant's order route, WooCommerce REST's shape for the changes a shop without admin screens
 * needs (update-order.ts):
 *
 *   PUT /wp-json/wc/v3/orders/<id>    {"set_paid": true, "transaction_id"?: "…"}   record the payment
 *                                     {"status": "completed"}                       shipped, or ready for pickup
 *                                     {"set_paid": true, "status": "completed"}     both at once (cash on delivery)
 *                                     {"status": "cancelled"}                       an order that took no money will not be delivered
 *
 * Only with `Authorization: Bearer <ADMIN_SECRET>`. Other fields and statuses of WooCommerce's
 * order API are refused, not ignored, so a caller never believes a change was made that was not;
 * so is another transaction id for an order already paid. Answers the order's status and payment
 * fields under WooCommerce's names.
 *
 * The address and body are WooCommerce REST's, the effects this backend's own: a WooCommerce
 * store's `set_paid` acts only on an order that needs payment (pending, failed), its merchant
 * releases a cash-on-delivery order by setting its status, and it cancels a paid order too
 * (refunding is then a step of its own).
 */
export const ORDER_ROUTE = /^\/wp-json\/wc\/v3\/orders\/(\d{1,10})$/;

const changeInput = z
  .object({
    set_paid: z.literal(true, { error: 'Send "set_paid": true to record the payment; a payment is not taken back here.' }).optional(),
    transaction_id: z.string().trim().min(1).max(190).optional(),
    status: z.enum(['completed', 'cancelled'], { error: 'Only "completed" or "cancelled" can be set as the status here.' }).optional(),
  })
  .strict()
  .refine((input) => input.set_paid || input.status, { error: 'Send "set_paid": true, "status": "completed" or "status": "cancelled".' })
  .refine((input) => input.set_paid || input.transaction_id === undefined, { error: 'A transaction id is recorded with "set_paid": true only.' })
  .refine((input) => !(input.set_paid && input.status === 'cancelled'), { error: 'An order is paid or cancelled, not both: send one of them.' });

const MAX_ORDER_ID = 2_147_483_647;
const INVALID_ID = { code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.' };

/** WooCommerce REST writes dates without a zone, the GMT ones in UTC. */
const gmt = (date: Date | null) => (date ? date.toISOString().slice(0, 19) : null);

function orderJson(order: OrderRecord) {
  return {
    id: order.id,
    status: order.status,
    currency: order.currency,
    total: (order.total / 100).toFixed(2),
    payment_method: order.paymentMethod,
    payment_method_title: order.paymentMethodTitle,
    transaction_id: order.transactionId,
    date_paid_gmt: gmt(order.paidAt),
    date_completed_gmt: gmt(order.completedAt),
  };
}

export function orderRoute(deps: { db: Database; adminSecret: string; mail: ConfirmationMailSettings }) {
  return async function handle(request: IncomingMessage, response: ServerResponse, orderId: number) {
    const body = await merchantJsonBody(request, response, deps.adminSecret);
    if (!body) return;
    const input = changeInput.safeParse(body.json);
    if (!input.success) return answerJson(response, 400, { code: 'rest_invalid_param', message: input.error.issues[0]?.message });
    // Order ids are Postgres integers: a larger number names no order.
    if (orderId > MAX_ORDER_ID) return answerJson(response, 404, INVALID_ID);
    const change = { setPaid: input.data.set_paid === true, transactionId: input.data.transaction_id ?? null, status: input.data.status ?? null };
    try {
      const outcome = await changeOrder(deps.db, orderId, change, deps.mail);
      if (outcome.kind === 'not-found') return answerJson(response, 404, INVALID_ID);
      if (outcome.kind === 'refused') return answerJson(response, 400, { code: outcome.code, message: outcome.message });
      return answerJson(response, 200, orderJson(outcome.order));
    } catch (error) {
      // A transaction id that already pays another order (order-store.ts recordPayment).
      if (isUserError(error)) return answerJson(response, 400, { code: 'woocommerce_rest_invalid_transaction_id', message: (error as Error).message });
      throw error;
    }
  };
}
