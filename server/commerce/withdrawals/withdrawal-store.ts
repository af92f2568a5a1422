import type { Queryable } from '../../db';
import type { Declaration } from './declaration';

/** What the shop knows of the named order: enough to match the e-mail and name the lines. */
export interface OrderForWithdrawal {
  id: number;
  billingEmail: string;
  createdAt: Date;
  lines: { id: number; name: string; quantity: number }[];
}

export async function findOrderForWithdrawal(q: Queryable, orderId: number): Promise<OrderForWithdrawal | null> {
  const [order] = await q.query<{ id: number; billing_email: string; created_at: Date | string }>(
    'SELECT id, billing_email, created_at FROM shop_order WHERE id = $1',
    [orderId],
  );
  if (!order) return null;
  const lines = await q.query<{ id: number; name: string; quantity: number }>(
    `SELECT id, name, quantity FROM order_item WHERE order_id = $1 AND item_type = 'line_item' ORDER BY id`,
    [orderId],
  );
  return { id: order.id, billingEmail: order.billing_email, createdAt: new Date(order.created_at), lines };
}

export interface StoredWithdrawal {
  id: number;
  receivedAt: Date;
}

/** Keeps the declaration as typed; `orderId` only when it matched the order's billing e-mail. */
export async function insertWithdrawal(
  tx: Queryable,
  declaration: Declaration,
  facts: { orderId: number | null; items: number[]; periodMayHaveExpired: boolean; acknowledged: boolean },
): Promise<StoredWithdrawal> {
  const [row] = await tx.query<{ id: number; received_at: Date | string }>(
    `INSERT INTO order_withdrawal (order_id, order_number, name, email, scope, items, items_text, period_may_have_expired, acknowledged)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING id, received_at`,
    [
      facts.orderId,
      declaration.orderNumber,
      declaration.name,
      declaration.email,
      declaration.scope,
      JSON.stringify(facts.items),
      declaration.itemsText,
      facts.periodMayHaveExpired,
      facts.acknowledged,
    ],
  );
  if (!row) throw new Error('the withdrawal was not stored');
  return { id: row.id, receivedAt: new Date(row.received_at) };
}

/** The order meta key a WooCommerce plugin would keep the declaration under; the owner reads it as Order.metaData. */
export const WITHDRAWAL_META_KEY = 'withdrawal_declaration';

/**
 * What the order's owner (and the merchant) read back: one meta entry per declaration, its value
 * JSON. The storefront's account order page shows it (lib/withdrawal/order-withdrawals.ts).
 */
export interface WithdrawalMetaValue {
  receivedAt: string;
  name: string;
  email: string;
  scope: 'all' | 'some';
  items: { id: number; name: string; quantity: number }[];
  itemsText: string;
  periodMayHaveExpired: boolean;
}

export async function appendWithdrawalMeta(tx: Queryable, orderId: number, value: WithdrawalMetaValue): Promise<void> {
  await tx.query(
    `UPDATE shop_order SET meta = meta || jsonb_build_array(jsonb_build_object('key', $2::text, 'value', $3::text)), modified_at = now()
     WHERE id = $1`,
    [orderId, WITHDRAWAL_META_KEY, JSON.stringify(value)],
  );
}
