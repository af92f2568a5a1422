import path from 'node:path';
import { orderConfirmationMail } from '../../server/commerce/mail/templates/order-confirmation';
import { openDatabase, type Database } from '../../server/db';
import type { DatabaseAfter, OrderLine, StockRow } from './buying-verify';

/**
 * The buying bench's look into the database, before and after the backend runs: PGlite
 * belongs to one process at a time, so these run while the backend is stopped.
 */
export async function withDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Simple products a guest can buy: published, visible, priced and in stock. */
const BUYABLE = `type = 'simple' AND status = 'publish' AND catalog_visibility <> 'hidden' AND price IS NOT NULL
  AND stock_status <> 'outofstock' AND NOT sold_individually`;

export interface ProductPools {
  /** Never running out during the bench: unmanaged stock or plenty of it. For the latency runs. */
  steady: number[];
  /** Stock-managed products, some down to their last units, that the rush sells out. */
  scarce: number[];
  /** Unmanaged stock, so rush shoppers always find something once the scarce ones are gone. */
  unlimited: number[];
}

export async function pickPools(db: Database, sizes: { steady: number; scarce: number; unlimited: number }): Promise<ProductPools> {
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  const steady = ids(
    await db.query<{ id: number }>(
      `SELECT id FROM product WHERE ${BUYABLE} AND (NOT manage_stock OR (backorders = 'no' AND stock_quantity >= 20)) ORDER BY id LIMIT $1`,
      [sizes.steady],
    ),
  );
  // Half at their last one to three units, half with a shop's usual 6–60.
  const scarce = ids(
    await db.query<{ id: number }>(
      `(SELECT id FROM product WHERE ${BUYABLE} AND manage_stock AND backorders = 'no' AND stock_quantity BETWEEN 1 AND 3 ORDER BY id DESC LIMIT $1)
       UNION ALL
       (SELECT id FROM product WHERE ${BUYABLE} AND manage_stock AND backorders = 'no' AND stock_quantity > 3 AND NOT (id = ANY($3)) ORDER BY id DESC LIMIT $2)`,
      [Math.floor(sizes.scarce / 2), Math.ceil(sizes.scarce / 2), steady],
    ),
  );
  const unlimited = ids(
    await db.query<{ id: number }>(`SELECT id FROM product WHERE ${BUYABLE} AND NOT manage_stock AND NOT (id = ANY($2)) ORDER BY id DESC LIMIT $1`, [
      sizes.unlimited,
      steady,
    ]),
  );
  if (steady.length < sizes.steady || scarce.length < sizes.scarce || unlimited.length < sizes.unlimited) {
    throw new Error(`the catalogue holds too few buyable products: ${steady.length} steady, ${scarce.length} scarce, ${unlimited.length} unlimited`);
  }
  return { steady, scarce, unlimited };
}

interface StockDbRow {
  id: number;
  manage_stock: boolean;
  backorders: string;
  stock_quantity: number | null;
  total_sales: number;
}

/** The stock rows of `productIds` and of their variations. */
export async function readStock(db: Database, productIds: number[]): Promise<StockRow[]> {
  const columns = 'id, manage_stock, backorders, stock_quantity, total_sales';
  const toRow = (table: StockRow['table']) => (row: StockDbRow) => ({
    table,
    id: row.id,
    manageStock: row.manage_stock,
    backorders: row.backorders,
    stockQuantity: row.stock_quantity,
    totalSales: row.total_sales,
  });
  const products = await db.query<StockDbRow>(`SELECT ${columns} FROM product WHERE id = ANY($1)`, [productIds]);
  const variations = await db.query<StockDbRow>(`SELECT ${columns} FROM product_variation WHERE product_id = ANY($1)`, [productIds]);
  return [...products.map(toRow('product')), ...variations.map(toRow('product_variation'))];
}

/** Where the bench begins: the last order and the last outbox mail before it. */
export interface Since {
  orderId: number;
  mailId: number;
}

export async function readSince(db: Database): Promise<Since> {
  const [row] = await db.query<{ order_id: number; mail_id: number }>(
    `SELECT coalesce((SELECT max(id) FROM shop_order), 0)::int AS order_id, coalesce((SELECT max(id) FROM mail_outbox), 0)::int AS mail_id`,
  );
  return { orderId: row?.order_id ?? 0, mailId: row?.mail_id ?? 0 };
}

/** Orders since the bench began with their lines, the pools' stock again, oversold rows anywhere, and the confirmation mails. */
export async function readAfter(db: Database, since: Since, productIds: number[]): Promise<DatabaseAfter> {
  const sinceOrderId = since.orderId;
  const orders = await db.query<{ id: number }>('SELECT id FROM shop_order WHERE id > $1 ORDER BY id', [sinceOrderId]);
  const items = await db.query<{ order_id: number; product_id: number; variation_id: number | null; quantity: number }>(
    `SELECT order_id, product_id, variation_id, quantity FROM order_item WHERE item_type = 'line_item' AND order_id > $1`,
    [sinceOrderId],
  );
  const lines = new Map<number, OrderLine[]>();
  for (const item of items) {
    const list = lines.get(item.order_id) ?? [];
    list.push({ productId: item.product_id, variationId: item.variation_id, quantity: item.quantity });
    lines.set(item.order_id, list);
  }
  const [oversold] = await db.query<{ count: number }>(
    `SELECT (SELECT count(*) FROM product WHERE manage_stock AND backorders = 'no' AND stock_quantity < 0)::int
          + (SELECT count(*) FROM product_variation WHERE manage_stock AND backorders = 'no' AND stock_quantity < 0)::int AS count`,
  );
  const [mails] = await db.query<{ enqueued: number; sent: number; failed: number }>(
    `SELECT count(*)::int AS enqueued, count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed
     FROM mail_outbox WHERE id > $1 AND template = $2`,
    [since.mailId, orderConfirmationMail.name],
  );
  return {
    orders: orders.map((order) => ({ id: order.id, lines: lines.get(order.id) ?? [] })),
    stock: await readStock(db, productIds),
    oversoldRows: oversold?.count ?? 0,
    confirmationMails: mails ?? { enqueued: 0, sent: 0, failed: 0 },
  };
}
