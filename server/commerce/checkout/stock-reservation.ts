import type { Queryable } from '../../db';
import { UserError } from '../errors';
import type { CartItemView } from '../cart/cart-view';
import type { OrderItemRecord, StockTaken } from '../orders/order-record';
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
  // In the order returnStock locks them too, so a checkout and a cancellation never wait on each other crosswise.
  for (const { table, id, quantity, item } of [...byOwner.values()].sort(byRow)) {
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

/** Rows in one order for every writer of stock: table, then id. */
const byRow = (a: { table: string; id: number }, b: { table: string; id: number }) => a.table.localeCompare(b.table) || a.id - b.id;

/** What reserveStock takes for this line, recorded with the order line (order-record.ts StockTaken). */
export function stockTaken(item: CartItemView): StockTaken {
  const owner = itemStock(item);
  return { table: owner.table, id: owner.id, taken: owner.facts.manageStock ? item.quantity : 0 };
}

/**
 * Puts a cancelled order's units back, as wc_increase_stock_levels does with each line's
 * `_reduced_stock`: exactly what checkout took, to the row it took it from, if that row still
 * counts stock; the sales count drops on the row checkout raised it on. The stock status then
 * follows the quantity as the stock route sets it (catalog/stock-update.ts). A line of a product
 * or variation deleted since is skipped. Orders placed before lines recorded it: the row that
 * counts the line's stock now.
 */
export async function returnStock(tx: Queryable, items: readonly OrderItemRecord[]): Promise<void> {
  const byRowKey = new Map<string, StockTaken & { sold: number }>();
  for (const item of items) {
    if (item.itemType !== 'line_item' || item.productId === null) continue;
    const taken = item.meta.stock ?? (await currentStockRow(tx, item));
    if (!taken) continue;
    const key = `${taken.table}:${taken.id}`;
    const entry = byRowKey.get(key) ?? { ...taken, taken: 0, sold: 0 };
    entry.taken += taken.taken;
    entry.sold += item.quantity;
    byRowKey.set(key, entry);
  }
  for (const row of [...byRowKey.values()].sort(byRow)) {
    await tx.query(
      `UPDATE ${row.table === 'product' ? 'product' : 'product_variation'}
       SET stock_quantity = CASE WHEN manage_stock THEN stock_quantity + $2 ELSE stock_quantity END,
           stock_status = CASE WHEN NOT manage_stock OR $2 = 0 THEN stock_status
                               WHEN stock_quantity + $2 > 0 THEN 'instock'
                               WHEN backorders <> 'no' THEN 'onbackorder' ELSE 'outofstock' END,
           total_sales = greatest(total_sales - $3, 0)
       WHERE id = $1`,
      [row.id, row.taken, row.sold],
    );
  }
}

/** For a line stored without its StockTaken: the row that counts its stock now (cart/purchasables.ts stockOwner), null when gone. */
async function currentStockRow(tx: Queryable, item: OrderItemRecord): Promise<StockTaken | null> {
  const [row] = await tx.query<{ product_managed: boolean; variation_id: number | null; variation_managed: boolean | null }>(
    `SELECT p.manage_stock AS product_managed, v.id AS variation_id, v.manage_stock AS variation_managed
     FROM product p LEFT JOIN product_variation v ON v.id = $2 AND v.product_id = p.id WHERE p.id = $1`,
    [item.productId, item.variationId ?? 0],
  );
  if (!row || (item.variationId !== null && row.variation_id === null)) return null;
  const byVariation = row.variation_id !== null && (row.variation_managed === true || !row.product_managed);
  const managed = byVariation ? row.variation_managed === true : row.product_managed;
  return { table: byVariation ? 'product_variation' : 'product', id: byVariation ? row.variation_id! : item.productId!, taken: managed ? item.quantity : 0 };
}
