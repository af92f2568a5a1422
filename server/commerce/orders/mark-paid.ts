import type { Queryable } from '../../db';
import { issueGiftCards } from './gift-card-issue';
import { needsProcessing, type OrderRecord, type OrderStatus } from './order-record';
import { grantDownloads, recordPayment } from './order-store';

/**
 * The merchant records the money of an order that was not paid at checkout (cash on delivery:
 * the courier collected it), as WC_Order::payment_complete does it:
 * - the payment date is set, and the transaction id if one is given;
 * - an order on hold (it holds a download) goes to processing, or to completed when nothing in it
 *   needs hands (virtual downloads only), and its files are granted now;
 * - a gift voucher in it issues its gift cards now (gift-card-issue.ts).
 * Only an unpaid order on hold or in processing can be paid this way. A cancelled, refunded or
 * failed order is refused: WooCommerce would revive it, but its stock and coupons were given back.
 * Paying an order already paid changes nothing, so a repeated call issues no second gift card.
 * Runs in the caller's transaction, with the order's row locked (update-order.ts).
 */
export type PayOrderOutcome = 'paid' | 'already-paid' | 'not-payable';

const PAYABLE: ReadonlySet<OrderStatus> = new Set(['on-hold', 'processing']);

export async function payOrder(tx: Queryable, order: OrderRecord, transactionId: string | null): Promise<PayOrderOutcome> {
  if (order.paidAt !== null) return 'already-paid';
  if (!PAYABLE.has(order.status)) return 'not-payable';
  const status: OrderStatus = order.status === 'on-hold' ? (needsProcessing(order) ? 'processing' : 'completed') : order.status;
  await recordPayment(tx, order.id, status, transactionId ?? order.transactionId, true);
  // Each file once: an order held by migration 230 was granted its files before it was held.
  await grantDownloads(tx, order.id);
  await issueGiftCards(tx, order.id);
  return 'paid';
}
