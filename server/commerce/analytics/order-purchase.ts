import type { Queryable } from '../../db';

/**
 * What a purchase event may count: the shop's own order. The event comes from a browser, so
 * anyone can send one; counted as sent, a stranger could add orders and revenue that never
 * happened to the merchant's funnel, or name an order number before its buyer's page does and
 * so keep the real purchase out. A purchase therefore counts only for an order this shop placed
 * in the last day (its number is `transaction_id`), with the order's own total, currency and
 * lines, whatever the event says about them; any other is dropped without a word.
 */
const PURCHASE_WINDOW_HOURS = 24;

export interface OrderPurchase {
  currency: string;
  valueCents: number;
  items: { itemId: string; name: string; quantity: number; priceCents: number }[];
}

export async function orderPurchase(db: Queryable, transactionId: string): Promise<OrderPurchase | null> {
  if (!/^\d{1,10}$/.test(transactionId) || Number(transactionId) > 2_147_483_647) return null;
  const [order] = await db.query<{ id: number; currency: string; total: number }>(
    `SELECT id, currency, total FROM shop_order
      WHERE id = $1 AND status NOT IN ('checkout-draft', 'failed', 'cancelled') AND created_at > now() - make_interval(hours => $2)`,
    [Number(transactionId), PURCHASE_WINDOW_HOURS],
  );
  if (!order) return null;
  const lines = await db.query<{ id: number; product_id: number | null; name: string; quantity: number; gross: number }>(
    `SELECT id, product_id, name, quantity, subtotal + subtotal_tax AS gross FROM order_item
      WHERE order_id = $1 AND item_type = 'line_item' ORDER BY id`,
    [order.id],
  );
  return {
    currency: order.currency,
    valueCents: Number(order.total),
    // As the storefront's purchase event names them (lib/analytics/order-events.ts): the product, or the line.
    items: lines.map((line) => ({
      itemId: line.product_id ? String(line.product_id) : `line-${line.id}`,
      name: line.name,
      quantity: Math.max(1, line.quantity),
      priceCents: line.quantity > 0 ? Math.round(Number(line.gross) / line.quantity) : 0,
    })),
  };
}
