import type { Queryable } from '../../db';
import { returnStock } from '../checkout/stock-reservation';
import { releaseCouponUses } from '../coupons/coupon-store';
import type { OrderRecord, OrderStatus } from './order-record';

/**
 * The merchant cancels an order that will not be delivered, as WooCommerce's hooks on
 * `woocommerce_order_status_cancelled` do: its units go back into stock (so the shop can sell
 * them again, and back-in-stock alerts go out through the change feed), its coupon uses and
 * gift-card credit are given back, its files are no longer granted. Only an unpaid order is
 * cancelled here: a paid one is refunded, and this backend records no refunds — cancelling it
 * would keep the shopper's money on an order the shop marks as void.
 */
export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'paid' | 'not-cancellable';

const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['pending', 'on-hold', 'processing']);

/** In the caller's transaction, with the order's row locked (update-order.ts). */
export async function cancelUnpaidOrder(tx: Queryable, order: OrderRecord): Promise<CancelOutcome> {
  if (order.status === 'cancelled') return 'already-cancelled';
  if (order.paidAt !== null) return 'paid';
  if (!CANCELLABLE.has(order.status)) return 'not-cancellable';
  await returnStock(tx, order.id);
  await releaseCouponUses(tx, order.id);
  await tx.query('DELETE FROM download_permission WHERE order_id = $1', [order.id]);
  await tx.query(`UPDATE shop_order SET status = 'cancelled', modified_at = now() WHERE id = $1`, [order.id]);
  return 'cancelled';
}
