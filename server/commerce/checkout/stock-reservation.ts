import type { Queryable } from '../../db';
import { UserError } from '../errors';
import type { CartItemView } from '../cart/cart-view';
import { itemStock } from '../cart/cart-view';
import { stockMessages, stockProblemAtCheckout } from '../cart/stock-rules';

/**
 * Takes the ordered quantities out of stock inside the order's transaction. Each row is changed
 * only if it still holds enough (`WHERE stock_quantity >= n`), so concurrent checkouts can never
 * sell the same unit twice: the loser finds no row and the whole order rolls back.
 */
export async function reserveStock(tx: Queryable, items: readonly CartItemView[]): Promise<void> {
  const byOwner = new Map<string, { table: 'product' | 'product_variation'; id: number; quantity: number; item: CartItemView }>();
  for (const item of items) {
    const owner = itemStock(item);
    const key = `${owner.table}:${owner.id}`;
    const entry = byOwner.get(key) ?? { table: owner.table, id: owner.id, quantity: 0, item };
    entry.quantity += item.quantity;
    byOwner.set(key, entry);
  }
  for (const { table, id, quantity, item } of byOwner.values()) {
    const rows = await tx.query<{ id: number }>(
      `UPDATE ${table === 'product' ? 'product' : 'product_variation'}
       SET stock_quantity = CASE WHEN manage_stock THEN stock_quantity - $2 ELSE stock_quantity END,
           stock_status = CASE WHEN manage_stock AND stock_quantity - $2 <= 0
                               THEN (CASE WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END)
                               ELSE stock_status END,
           total_sales = total_sales + $2
       WHERE id = $1
         AND (CASE WHEN manage_stock THEN backorders <> 'no' OR stock_quantity >= $2 ELSE stock_status <> 'outofstock' END)
       RETURNING id`,
      [id, quantity],
    );
    if (rows.length === 0) {
      const [now] = await tx.query<{ stock_quantity: number | null }>(
        `SELECT stock_quantity FROM ${table === 'product' ? 'product' : 'product_variation'} WHERE id = $1`,
        [id],
      );
      const facts = { ...itemStock(item).facts, stockQuantity: now?.stock_quantity ?? 0 };
      throw new UserError(stockProblemAtCheckout(item.name, facts, quantity) ?? stockMessages.outOfStockAtCheckout(item.name));
    }
  }
}

/**
 * Puts a cancelled order's quantities back, as wc_increase_stock_levels does: each line's units go
 * to whatever counts its stock now (the variation, or the product for a variation that leaves it
 * to the product), and the status follows a counted quantity above 0. The product's sales count
 * drops by as much. Lines of a product deleted since are skipped. Rows are changed in id order, so
 * two cancellations never wait on each other in opposite orders.
 */
export async function returnStock(tx: Queryable, orderId: number): Promise<void> {
  const lines = await tx.query<{ table: 'product' | 'product_variation'; id: number; quantity: number }>(
    `SELECT owner.table_name AS "table", owner.id, sum(oi.quantity)::int AS quantity
     FROM order_item oi JOIN product p ON p.id = oi.product_id
     LEFT JOIN product_variation v ON v.id = oi.variation_id AND v.product_id = p.id
     CROSS JOIN LATERAL (SELECT CASE WHEN v.id IS NOT NULL AND (v.manage_stock OR NOT p.manage_stock) THEN 'product_variation' ELSE 'product' END AS table_name,
                                CASE WHEN v.id IS NOT NULL AND (v.manage_stock OR NOT p.manage_stock) THEN v.id ELSE p.id END AS id) owner
     WHERE oi.order_id = $1 AND oi.item_type = 'line_item'
     GROUP BY owner.table_name, owner.id ORDER BY owner.table_name, owner.id`,
    [orderId],
  );
  for (const line of lines) {
    await tx.query(
      `UPDATE ${line.table === 'product' ? 'product' : 'product_variation'}
       SET stock_quantity = CASE WHEN manage_stock THEN stock_quantity + $2 ELSE stock_quantity END,
           stock_status = CASE WHEN manage_stock AND stock_quantity + $2 > 0 THEN 'instock' ELSE stock_status END,
           total_sales = greatest(total_sales - $2, 0)
       WHERE id = $1`,
      [line.id, line.quantity],
    );
  }
}
