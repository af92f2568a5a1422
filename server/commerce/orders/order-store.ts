import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import { queryJsonRows } from '../../db/json-rows';
import { UserError } from '../errors';
import { paymentMessages } from '../payments/messages';
import type { Address } from '../sessions/session-data';
import type { OrderItemRecord, OrderRecord, OrderStatus } from './order-record';

export interface OrderDraft {
  status: OrderStatus;
  sessionKey: string;
  cartRevision: number;
  /** The signed-in customer, or the account created at this checkout. */
  customerId: number | null;
  billing: Address;
  shipping: Address;
  paymentMethod: string;
  paymentMethodTitle: string;
  customerNote: string;
  needsShipping: boolean;
  totals: Pick<OrderRecord, 'subtotal' | 'subtotalTax' | 'discountTotal' | 'discountTax' | 'shippingTotal' | 'shippingTax' | 'totalTax' | 'total'>;
  meta: { key: string; value: string }[];
  createdVia: string;
  items: Omit<OrderItemRecord, 'id'>[];
}

/** WooCommerce order keys: "wc_order_" and 13 random characters. */
function newOrderKey(): string {
  return `wc_order_${randomBytes(10).toString('base64url').slice(0, 13)}`;
}

export async function insertOrder(tx: Queryable, draft: OrderDraft): Promise<{ id: number; orderKey: string }> {
  const orderKey = newOrderKey();
  const t = draft.totals;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO shop_order (order_key, status, session_key, cart_revision, billing, shipping, billing_email, payment_method,
       payment_method_title, customer_note, needs_shipping, subtotal, subtotal_tax, discount_total, discount_tax,
       shipping_total, shipping_tax, total_tax, total, meta, created_via, customer_user_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::jsonb, $21, $22)
     RETURNING id`,
    [
      orderKey, draft.status, draft.sessionKey, draft.cartRevision, JSON.stringify(draft.billing), JSON.stringify(draft.shipping),
      draft.billing.email, draft.paymentMethod, draft.paymentMethodTitle, draft.customerNote, draft.needsShipping,
      t.subtotal, t.subtotalTax, t.discountTotal, t.discountTax, t.shippingTotal, t.shippingTax, t.totalTax, t.total,
      JSON.stringify(draft.meta), draft.createdVia, draft.customerId,
    ],
  );
  const id = row?.id;
  if (id === undefined) throw new Error('the order was not stored');
  for (const item of draft.items) {
    await tx.query(
      `INSERT INTO order_item (order_id, item_type, name, product_id, variation_id, quantity, subtotal, subtotal_tax, total, total_tax, meta)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [id, item.itemType, item.name, item.productId, item.variationId, item.quantity, item.subtotal, item.subtotalTax, item.total, item.totalTax, JSON.stringify(item.meta)],
    );
  }
  return { id, orderKey };
}

/**
 * Records the gateway's answer: status, transaction id and, when paid, the payment date. A
 * transaction id pays one order (unique index, migration 065): a second use is refused with a
 * message, also when two checkouts race for it.
 */
export async function recordPayment(tx: Queryable, orderId: number, status: OrderStatus, transactionId: string, paid: boolean): Promise<void> {
  if (transactionId !== '') {
    const taken = await tx.query('SELECT id FROM shop_order WHERE transaction_id = $1 AND id <> $2', [transactionId, orderId]);
    if (taken.length > 0) throw new UserError(paymentMessages.alreadyUsed);
  }
  try {
    await tx.query(
      `UPDATE shop_order SET status = $2, transaction_id = $3, paid_at = CASE WHEN $4 THEN now() ELSE paid_at END,
         completed_at = CASE WHEN $2 = 'completed' THEN now() ELSE completed_at END, modified_at = now()
       WHERE id = $1`,
      [orderId, status, transactionId, paid],
    );
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new UserError(paymentMessages.alreadyUsed);
    throw error;
  }
}

const UNIQUE_VIOLATION = '23505';

/**
 * WC_Order::has_downloadable_item: a line whose product is downloadable and has a file, the same
 * lines grantDownloads grants. A gateway that does not take the money now (cash on delivery)
 * holds such an order, since a download, once granted, cannot be taken back at the door.
 */
export async function hasDownloadableItem(q: Queryable, orderId: number): Promise<boolean> {
  const [row] = await q.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM order_item oi JOIN product p ON p.id = oi.product_id AND p.downloadable
       JOIN product_download d ON d.product_id = p.id
       WHERE oi.order_id = $1 AND oi.item_type = 'line_item') AS found`,
    [orderId],
  );
  return row?.found === true;
}

/**
 * Grants the downloads of the order's downloadable products (limits and expiry from the
 * product), each file once: a file the order was granted before keeps its permission, as
 * WooCommerce grants an order's files only once (an order held by migration 230 had them).
 */
export async function grantDownloads(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `INSERT INTO download_permission (order_id, product_id, download_id, downloads_remaining, access_expires)
     SELECT oi.order_id, d.product_id, d.id, NULLIF(p.download_limit, -1),
            CASE WHEN p.download_expiry > 0 THEN now() + make_interval(days => p.download_expiry) END
     FROM order_item oi JOIN product p ON p.id = oi.product_id AND p.downloadable
     JOIN product_download d ON d.product_id = p.id
     WHERE oi.order_id = $1 AND oi.item_type = 'line_item'
       AND NOT EXISTS (SELECT 1 FROM download_permission granted WHERE granted.order_id = oi.order_id AND granted.download_id = d.id)`,
    [orderId],
  );
}

const ORDER_SQL = `
SELECT o.id, o.order_key AS "orderKey", o.status, o.session_key AS "sessionKey", o.customer_user_id AS "customerUserId", o.billing, o.shipping,
  o.payment_method AS "paymentMethod", o.payment_method_title AS "paymentMethodTitle", o.transaction_id AS "transactionId",
  o.customer_note AS "customerNote", o.currency, o.needs_shipping AS "needsShipping", o.subtotal, o.subtotal_tax AS "subtotalTax",
  o.discount_total AS "discountTotal", o.discount_tax AS "discountTax", o.shipping_total AS "shippingTotal",
  o.shipping_tax AS "shippingTax", o.total_tax AS "totalTax", o.total, o.meta, o.created_via AS "createdVia",
  o.created_at AS "createdAt", o.modified_at AS "modifiedAt", o.paid_at AS "paidAt", o.completed_at AS "completedAt",
  COALESCE((SELECT json_agg(json_build_object('id', i.id, 'itemType', i.item_type, 'name', i.name, 'productId', i.product_id,
     'variationId', i.variation_id, 'quantity', i.quantity, 'subtotal', i.subtotal, 'subtotalTax', i.subtotal_tax,
     'total', i.total, 'totalTax', i.total_tax, 'meta', i.meta) ORDER BY i.id) FROM order_item i WHERE i.order_id = o.id), '[]'::json) AS items,
  COALESCE((SELECT json_agg(json_build_object('id', dp.id, 'orderId', dp.order_id, 'productId', dp.product_id, 'downloadId', dp.download_id, 'name', d.name,
     'filePath', d.file_path, 'downloadsRemaining', dp.downloads_remaining, 'accessExpires', dp.access_expires) ORDER BY dp.id)
   FROM download_permission dp JOIN product_download d ON d.id = dp.download_id WHERE dp.order_id = o.id), '[]'::json) AS downloads
FROM shop_order o`;

const ORDER_DATES = ['createdAt', 'modifiedAt', 'paidAt', 'completedAt'];

function revive(order: OrderRecord): OrderRecord {
  return { ...order, downloads: order.downloads.map((d) => ({ ...d, accessExpires: d.accessExpires ? new Date(d.accessExpires) : null })) };
}

export async function readOrder(db: Queryable, by: { id: number } | { orderKey: string }): Promise<OrderRecord | null> {
  const [sql, value] = 'id' in by ? [`${ORDER_SQL} WHERE o.id = $1`, by.id] : [`${ORDER_SQL} WHERE o.order_key = $1`, by.orderKey];
  const [row] = await queryJsonRows<OrderRecord>(db, sql, [value], ORDER_DATES);
  return row ? revive(row) : null;
}

/** A customer's orders, newest first (docs/woographql-contract.md §7: at most `limit`). */
export async function readCustomerOrders(db: Queryable, customerId: number, limit: number): Promise<OrderRecord[]> {
  const rows = await queryJsonRows<OrderRecord>(
    db,
    `${ORDER_SQL} WHERE o.customer_user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
    [customerId, limit],
    ORDER_DATES,
  );
  return rows.map(revive);
}
