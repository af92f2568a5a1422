import type { Queryable } from '../../db';
import { UserError } from '../errors';
import { fromGlobalId } from '../ids';
import type { OrderRecord } from './order-record';
import { readOrder } from './order-store';

export type OrderIdType = 'ID' | 'DATABASE_ID' | 'ORDER_KEY';

export const orderMessages = {
  notAuthorized: 'Not authorized to access this order',
  invalidId: 'The "id" is invalid',
  noOrderForKey: (key: string) => `No order ID was found corresponding to the order_key: ${key}`,
  noOrder: (type: string, id: string | number) => `No order exists with the ${type}: ${id}`,
} as const;

/**
 * Who may read an order through `order(id:)` (docs/woographql-contract.md §11), as WooGraphQL
 * 1.0.2 decides it (contract/recordings/buying/01, 02): only the signed-in customer it belongs
 * to, and only by `ID` or `DATABASE_ID`. A guest reads no order at all: not the one their
 * session placed, not one whose billing e-mail they typed into their session, not one whose
 * key they hold. By `ORDER_KEY` the real store refuses even the owner (it compares the key's
 * id as a string with the customer's int ids), so this server refuses it too: it must never be
 * more permissive than a real store. There are no shop managers here.
 */
function mayRead(viewerId: number | null, order: OrderRecord, idType: OrderIdType): boolean {
  if (idType === 'ORDER_KEY' || viewerId === null) return false;
  return order.customerUserId !== null && order.customerUserId === viewerId;
}

/**
 * The order named by `id`, or the real store's UserError: unknown ids and keys are told apart
 * before the authorisation check, in WooGraphQL's order and words.
 */
export async function findVisibleOrder(db: Queryable, viewerId: number | null, id: string | null | undefined, idType: OrderIdType): Promise<OrderRecord> {
  if (!id) throw new UserError(orderMessages.invalidId);
  let order: OrderRecord | null;
  if (idType === 'ORDER_KEY') {
    order = await readOrder(db, { orderKey: id });
    if (!order) throw new UserError(orderMessages.noOrderForKey(id));
  } else {
    let databaseId: number | null = null;
    if (idType === 'DATABASE_ID') databaseId = /^\d{1,9}$/.test(id) ? Number(id) : null;
    else {
      const parsed = fromGlobalId(id);
      if (!parsed || parsed.type !== 'order' || !/^\d{1,9}$/.test(parsed.id)) throw new UserError(orderMessages.invalidId);
      databaseId = Number(parsed.id);
    }
    if (databaseId === null) throw new UserError(orderMessages.invalidId);
    order = await readOrder(db, { id: databaseId });
    if (!order) throw new UserError(orderMessages.noOrder(idType === 'ID' ? 'id' : 'database_id', databaseId));
  }
  if (!mayRead(viewerId, order, idType)) throw new UserError(orderMessages.notAuthorized);
  return order;
}
