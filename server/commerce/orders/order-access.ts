import type { Queryable } from '../../db';
import { UserError } from '../errors';
import { fromGlobalId } from '../ids';
import type { RequestSession } from '../session';
import { readSession } from '../sessions/session-store';
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
 * Who may read an order (docs/woographql-contract.md §6 visibility, §11): the session that placed it, a guest
 * whose session billing e-mail is the order's, or anyone holding its order key (the key is the
 * secret WooCommerce puts in order-received links), or the customer account it belongs to (a
 * signed-in customer's session is keyed by their id, and only their auth token opens it).
 */
async function mayRead(db: Queryable, session: RequestSession, order: OrderRecord, heldKey: boolean): Promise<boolean> {
  if (heldKey || order.sessionKey === session.customerId) return true;
  if (order.customerUserId !== null && String(order.customerUserId) === session.customerId) return true;
  const email = (await readSession(db, session.customerId)).data.customer.billing.email.trim().toLowerCase();
  return email !== '' && email === order.billing.email.trim().toLowerCase();
}

export async function findVisibleOrder(db: Queryable, session: RequestSession, id: string | null | undefined, idType: OrderIdType): Promise<OrderRecord> {
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
  if (!(await mayRead(db, session, order, idType === 'ORDER_KEY'))) throw new UserError(orderMessages.notAuthorized);
  return order;
}
