import type { Database, Queryable } from '../../db';
import { enqueueOrderConfirmation, type ConfirmationMailSettings } from '../checkout/confirmation-mail';
import type { OrderMailOccasion } from '../mail/templates/order-confirmation';
import { cancelUnpaidOrder } from './cancel-order';
import { payOrder } from './mark-paid';
import type { OrderRecord } from './order-record';
import { readOrder } from './order-store';

/**
 * The merchant's change of one order (order-route.ts): record its payment (mark-paid.ts), complete
 * it (shipped, or ready for pickup) or cancel it when it took no money (cancel-order.ts). One
 * transaction under the order row's lock, so two calls at once change it once: the second finds
 * the first's result and changes nothing. The shopper gets the order mail once per change, in the
 * order's language: "Zahlung erhalten", "abgeschlossen" (which includes a payment recorded with it)
 * or "storniert".
 * A refusal changes nothing, not even a payment sent in the same request.
 */
export interface OrderChange {
  setPaid: boolean;
  transactionId: string | null;
  status: 'completed' | 'cancelled' | null;
}

export type OrderChangeOutcome = { kind: 'changed'; order: OrderRecord } | { kind: 'not-found' } | { kind: 'refused'; code: string; message: string };

/** Thrown inside the transaction, so that whatever it wrote is rolled back. */
class OrderChangeRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function changeOrder(db: Database, orderId: number, change: OrderChange, mail: ConfirmationMailSettings): Promise<OrderChangeOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.query<{ id: number }>('SELECT id FROM shop_order WHERE id = $1 FOR UPDATE', [orderId]);
      const order = locked ? await readOrder(tx, { id: orderId }) : null;
      if (!order) return { kind: 'not-found' } as const;
      const occasion = await applyChange(tx, order, change);
      if (occasion) await enqueueOrderConfirmation(tx, orderId, mail, occasion);
      return { kind: 'changed', order: (await readOrder(tx, { id: orderId }))! } as const;
    });
  } catch (error) {
    if (error instanceof OrderChangeRefused) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
}

/** The mail the change calls for, or null when nothing changed (a repeated call). */
async function applyChange(tx: Queryable, order: OrderRecord, change: OrderChange): Promise<OrderMailOccasion | null> {
  let occasion: OrderMailOccasion | null = null;
  let current = order;
  if (change.setPaid) {
    const paid = await payOrder(tx, current, change.transactionId);
    if (paid === 'not-payable') {
      throw new OrderChangeRefused('woocommerce_rest_order_not_payable', `Order ${order.id} is ${order.status}: only an unpaid order on hold or in processing can be marked paid.`);
    }
    if (paid === 'already-paid' && change.transactionId !== null && change.transactionId !== order.transactionId) {
      const message = `Order ${order.id} is already paid (transaction "${order.transactionId}"): its transaction id is not changed.`;
      throw new OrderChangeRefused('woocommerce_rest_order_already_paid', message);
    }
    if (paid === 'paid') {
      occasion = 'paid';
      current = (await readOrder(tx, { id: order.id }))!;
    }
  }
  if (change.status === 'completed' && (await completeOrder(tx, current))) occasion = 'completed';
  if (change.status === 'cancelled') {
    const cancelled = await cancelUnpaidOrder(tx, current);
    if (cancelled === 'paid') {
      const message = `Order ${order.id} is paid: this backend cancels only orders that took no money, since a paid order is refunded and it records no refunds.`;
      throw new OrderChangeRefused('woocommerce_rest_order_paid', message);
    }
    if (cancelled === 'not-cancellable') {
      throw new OrderChangeRefused('woocommerce_rest_order_not_cancellable', `Order ${order.id} is ${order.status}: only a pending, on-hold or processing order can be cancelled.`);
    }
    if (cancelled === 'cancelled') occasion = 'cancelled';
  }
  return occasion;
}

/**
 * Completes a paid order in processing (the goods left, or wait at the counter). True when it was
 * completed now, false when it already was; refused unpaid (cash on delivery records the payment
 * first, or with it) and in any other status.
 */
async function completeOrder(tx: Queryable, order: OrderRecord): Promise<boolean> {
  if (order.status === 'completed') return false;
  if (order.paidAt === null) {
    throw new OrderChangeRefused('woocommerce_rest_order_not_paid', `Order ${order.id} is not paid: record its payment ("set_paid": true) before completing it, or in the same request.`);
  }
  if (order.status !== 'processing') {
    throw new OrderChangeRefused('woocommerce_rest_order_not_completable', `Order ${order.id} is ${order.status}: only an order in processing can be completed.`);
  }
  await tx.query(`UPDATE shop_order SET status = 'completed', completed_at = now(), modified_at = now() WHERE id = $1`, [order.id]);
  return true;
}
