import { z } from 'zod';
import type { Database } from '../../db';

/**
 * A merchant's stock change, in WooCommerce REST's field names (`PUT /wc/v3/products/<id>`):
 * the subset the embedded shop supports. With a counted stock (`manage_stock`), the status
 * follows the quantity as WooCommerce sets it: above 0 in stock, else on backorder when
 * backorders are allowed, else out of stock; a status given as well is ignored then.
 */
export const stockUpdateInput = z
  .object({
    manage_stock: z.boolean().optional(),
    stock_quantity: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
    stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'nothing to change');

export type StockUpdate = z.infer<typeof stockUpdateInput>;

export interface StockTarget {
  productId: number;
  /** A variation of that product, or null for the product itself. */
  variationId: number | null;
}

export interface StockState {
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: string;
}

/**
 * Writes the change in one statement (the catalog_change trigger records it, so the change feed's
 * consumers — page revalidation, search, back-in-stock alerts — see it). Null when no such
 * product, or no such variation of it.
 */
export async function updateStock(db: Database, target: StockTarget, update: StockUpdate): Promise<StockState | null> {
  const table = target.variationId === null ? 'product' : 'product_variation';
  // The product, or the variation $5 of the product $1 (0 names no variation).
  const where = target.variationId === null ? 'id = $1 AND $5::int = 0' : 'id = $5 AND product_id = $1';
  return db.transaction(async (tx) => {
    const [row] = await tx.query<StockState>(
      `UPDATE ${table} SET
         manage_stock = COALESCE($2::boolean, manage_stock),
         stock_quantity = CASE WHEN $6::boolean THEN $3::int ELSE stock_quantity END,
         stock_status = CASE
           WHEN COALESCE($2::boolean, manage_stock) AND (CASE WHEN $6::boolean THEN $3::int ELSE stock_quantity END) IS NOT NULL THEN
             CASE WHEN (CASE WHEN $6::boolean THEN $3::int ELSE stock_quantity END) > 0 THEN 'instock'
                  WHEN backorders <> 'no' THEN 'onbackorder' ELSE 'outofstock' END
           ELSE COALESCE($4::text, stock_status) END
       WHERE ${where}
       RETURNING manage_stock, stock_quantity, stock_status`,
      [target.productId, update.manage_stock ?? null, update.stock_quantity ?? null, update.stock_status ?? null, target.variationId ?? 0, update.stock_quantity !== undefined],
    );
    return row ?? null;
  });
}
