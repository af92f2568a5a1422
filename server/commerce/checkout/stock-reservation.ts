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
