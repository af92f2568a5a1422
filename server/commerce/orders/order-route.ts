import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Database } from '../../db';
import { answerJson, merchantJsonBody } from '../../http/merchant-api';
import type { ConfirmationMailSettings } from '../checkout/confirmation-mail';
import { isUserError } from '../errors';
import { markOrderPaid } from './mark-paid';
import type { OrderRecord } from './order-record';

/**
 * The merchant's order route, WooCommerce REST's shape for recording a payment only:
 *
 *   PUT /wp-json/wc/v3/orders/<id>    {"set_paid": true, "transaction_id"?: "…"}
 *
 * The embedded backend has no admin screens; this is how a merchant (or the tool that books the
 * courier's cash) marks a cash-on-delivery order paid (mark-paid.ts). Only with
 * `Authorization: Bearer <ADMIN_SECRET>`. Other fields of WooCommerce's order API are refused,
 * not ignored, so a caller never believes a change was made that was not; so is another
 * transaction id for an order already paid. Answers the order's status and payment fields under
 * WooCommerce's names.
 *
 * The address and body are WooCommerce REST's, the effect is this backend's own: a WooCommerce
 * store's `set_paid` acts only on an order that needs payment (pending, failed), and its merchant
 * releases a cash-on-delivery order by setting its status in the order screen.
 */
export const ORDER_ROUTE = /^\/wp-json\/wc\/v3\/orders\/(\d{1,10})$/;

const paymentInput = z
  .object({
    set_paid: z.literal(true, { error: 'This route records payments only: send {"set_paid": true}.' }),
    transaction_id: z.string().trim().min(1).max(190).optional(),
  })
  .strict();

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
    const input = paymentInput.safeParse(body.json);
    if (!input.success) return answerJson(response, 400, { code: 'rest_invalid_param', message: input.error.issues[0]?.message });
    // Order ids are Postgres integers: a larger number names no order.
    if (orderId > MAX_ORDER_ID) return answerJson(response, 404, INVALID_ID);
    const transactionId = input.data.transaction_id ?? null;
    try {
      const outcome = await markOrderPaid(deps.db, orderId, { transactionId, mail: deps.mail });
      if (outcome.kind === 'not-found') return answerJson(response, 404, INVALID_ID);
      if (outcome.kind === 'already-paid' && transactionId !== null && transactionId !== outcome.order.transactionId) {
        const message = `Order ${orderId} is already paid (transaction "${outcome.order.transactionId}"): its transaction id is not changed.`;
        return answerJson(response, 400, { code: 'woocommerce_rest_order_already_paid', message });
      }
      if (outcome.kind === 'not-payable') {
        const message = `Order ${orderId} is ${outcome.order.status}: only an unpaid order on hold or in processing can be marked paid.`;
        return answerJson(response, 400, { code: 'woocommerce_rest_order_not_payable', message });
      }
      return answerJson(response, 200, orderJson(outcome.order));
    } catch (error) {
      // A transaction id that already pays another order (order-store.ts recordPayment).
      if (isUserError(error)) return answerJson(response, 400, { code: 'woocommerce_rest_invalid_transaction_id', message: (error as Error).message });
      throw error;
    }
  };
}
