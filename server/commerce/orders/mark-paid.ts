import type { Database } from '../../db';
import { enqueueOrderConfirmation, type ConfirmationMailSettings } from '../checkout/confirmation-mail';
import { issueGiftCards } from './gift-card-issue';
import { needsProcessing, type OrderRecord, type OrderStatus } from './order-record';
import { grantDownloads, readOrder, recordPayment } from './order-store';

/**
 * The merchant records the money of an order that was not paid at checkout (cash on delivery:
 * the courier collected it), as WC_Order::payment_complete does it:
 * - the payment date is set, and the transaction id if one is given;
 * - an order on hold (it holds a download) goes to processing, or to completed when nothing in it
 *   needs hands (virtual downloads only), and its files are granted now;
 * - a gift voucher in it issues its gift cards now (gift-card-issue.ts);
 * - the shopper gets the order mail once more as "Zahlung erhalten", with the codes and the files' links.
 * Only an unpaid order on hold or in processing can be paid this way. A cancelled, refunded or
 * failed order is refused: WooCommerce would revive it, but its stock and coupons were given back.
 * Paying an order already paid changes nothing, so a repeated call issues no second gift card.
 */
export type MarkPaidOutcome =
  | { kind: 'paid'; order: OrderRecord }
  | { kind: 'already-paid'; order: OrderRecord }
  | { kind: 'not-payable'; order: OrderRecord }
  | { kind: 'not-found' };

const PAYABLE: ReadonlySet<OrderStatus> = new Set(['on-hold', 'processing']);

export async function markOrderPaid(
  db: Database,
  orderId: number,
  request: { transactionId: string | null; mail: ConfirmationMailSettings },
): Promise<MarkPaidOutcome> {
  return db.transaction(async (tx) => {
    // The row lock makes two calls at once pay once: the second reads the first one's payment date.
    const [locked] = await tx.query<{ id: number }>('SELECT id FROM shop_order WHERE id = $1 FOR UPDATE', [orderId]);
    const order = locked ? await readOrder(tx, { id: orderId }) : null;
    if (!order) return { kind: 'not-found' };
    if (order.paidAt !== null) return { kind: 'already-paid', order };
    if (!PAYABLE.has(order.status)) return { kind: 'not-payable', order };

    const status: OrderStatus = order.status === 'on-hold' ? (needsProcessing(order) ? 'processing' : 'completed') : order.status;
    await recordPayment(tx, order.id, status, request.transactionId ?? order.transactionId, true);
    // Each file once: an order held by migration 230 was granted its files before it was held.
    await grantDownloads(tx, order.id);
    await issueGiftCards(tx, order.id);
    await enqueueOrderConfirmation(tx, order.id, request.mail, true);
    return { kind: 'paid', order: (await readOrder(tx, { id: order.id }))! };
  });
}
