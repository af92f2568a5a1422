import type { Queryable } from '../../db';
import { returnStock } from '../checkout/stock-reservation';
import { releaseCouponUses } from '../coupons/coupon-store';
import type { OrderRecord, OrderStatus } from './order-record';

/**
 * The merchant cancels an order that will not be delivered, as WooCommerce's hooks on
 * `woocommerce_order_status_cancelled` do: its units go back into stock (so the shop can sell
 * them again, and back-in-stock alerts go out through the change feed), its coupon uses and
 * gift-card credit are given back, its files are no longer granted. Only an order that took no
 * money is cancelled here: unpaid (cash on delivery), or paid in full by gift cards and coupons
 * (total 0) without issuing gift cards of its own. One that took money is refunded, and this
 * backend records no refunds: cancelling it would keep the shopper's money on a void order.
 */
export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'paid' | 'not-cancellable';

const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['pending', 'on-hold', 'processing']);

/** In the caller's transaction, with the order's row locked (update-order.ts). */
export async function cancelUnpaidOrder(tx: Queryable, order: OrderRecord): Promise<CancelOutcome> {
  if (order.status === 'cancelled') return 'already-cancelled';
  if (tookMoney(order)) return 'paid';
  if (!CANCELLABLE.has(order.status)) return 'not-cancellable';
  await returnStock(tx, order.items);
  await releaseCouponUses(tx, order.id);
  await tx.query('DELETE FROM download_permission WHERE order_id = $1', [order.id]);
  await tx.query(`UPDATE shop_order SET status = 'cancelled', modified_at = now() WHERE id = $1`, [order.id]);
  return 'cancelled';
}

/** Paid with money, or it issued gift cards (orders/gift-card-issue.ts), which a cancellation cannot take back. */
function tookMoney(order: OrderRecord): boolean {
  if (order.paidAt === null) return false;
  return order.total > 0 || order.meta.some((entry) => entry.key === '_gift_card_codes');
}
