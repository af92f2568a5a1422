import type { Database, Queryable } from '../../db';
import type { AnalyticsEvent } from './event-input';
import type { OrderPurchase } from './order-purchase';

const toCents = (amount: number | undefined) => (amount === undefined ? null : Math.round(amount * 100));

/**
 * Stores one event with its products, in one transaction. A purchase is stored with its order's
 * own figures (`order`, order-purchase.ts), never the event's; one already stored for its order
 * (the order page reloaded) is dropped: false then.
 */
export async function recordEvent(db: Database, event: AnalyticsEvent, order: OrderPurchase | null = null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const commerce = event.event === 'search' ? null : event.ecommerce;
    const purchase = event.event === 'purchase' ? order : null;
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO analytics_event (name, currency, value_cents, transaction_id, search_term)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (transaction_id) WHERE name = 'purchase' DO NOTHING
       RETURNING id`,
      [
        event.event,
        purchase?.currency ?? commerce?.currency ?? null,
        purchase ? purchase.valueCents : toCents(commerce?.value),
        commerce?.transaction_id ?? null,
        event.event === 'search' ? event.search_term : null,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return false;
    const items = purchase
      ? purchase.items
      : (commerce?.items ?? []).map((item) => ({ itemId: item.item_id, name: item.item_name, quantity: item.quantity, priceCents: toCents(item.price) }));
    for (const item of items) {
      await tx.query('INSERT INTO analytics_event_item (event_id, item_id, item_name, quantity, price_cents) VALUES ($1, $2, $3, $4, $5)', [
        id,
        item.itemId,
        item.name,
        item.quantity,
        item.priceCents,
      ]);
    }
    return true;
  });
}

/** The funnel's steps: product views → adds to cart → checkouts begun → orders. */
export interface FunnelCounts {
  views: number;
  carts: number;
  checkouts: number;
  orders: number;
  /** Purchase values summed (the order totals), in cents. */
  revenueCents: number;
}

export interface FunnelDay extends FunnelCounts {
  /** YYYY-MM-DD in the shop's time zone. */
  day: string;
}

export interface FunnelProduct extends FunnelCounts {
  itemId: string;
  name: string;
  /** Units ordered. */
  units: number;
}

const STEPS = `
  count(*) FILTER (WHERE e.name = 'view_item')::int AS views,
  count(*) FILTER (WHERE e.name = 'add_to_cart')::int AS carts,
  count(*) FILTER (WHERE e.name = 'begin_checkout')::int AS checkouts,
  count(*) FILTER (WHERE e.name = 'purchase')::int AS orders`;

type CountRow = { views: number; carts: number; checkouts: number; orders: number; revenue_cents: string | number };

const counts = (row: CountRow): FunnelCounts => ({
  views: Number(row.views),
  carts: Number(row.carts),
  checkouts: Number(row.checkouts),
  orders: Number(row.orders),
  revenueCents: Number(row.revenue_cents),
});

/** The last `days` days (today included), newest first; days without events are left out. */
export async function funnelByDay(db: Queryable, options: { timeZone: string; days: number }): Promise<FunnelDay[]> {
  const rows = await db.query<CountRow & { day: string }>(
    `SELECT to_char(e.occurred_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day, ${STEPS},
            coalesce(sum(e.value_cents) FILTER (WHERE e.name = 'purchase'), 0) AS revenue_cents
       FROM analytics_event e
      WHERE e.occurred_at >= (date_trunc('day', now() AT TIME ZONE $1) - make_interval(days => $2 - 1)) AT TIME ZONE $1
      GROUP BY 1 ORDER BY 1 DESC`,
    [options.timeZone, options.days],
  );
  return rows.map((row) => ({ day: row.day, ...counts(row) }));
}

/** Per product over the same days: how often it was viewed, added, taken to checkout and ordered. */
export async function funnelByProduct(db: Queryable, options: { timeZone: string; days: number; limit: number }): Promise<FunnelProduct[]> {
  const rows = await db.query<CountRow & { item_id: string; name: string; units: string | number }>(
    `SELECT i.item_id, max(i.item_name) AS name, ${STEPS},
            coalesce(sum(i.quantity) FILTER (WHERE e.name = 'purchase'), 0) AS units,
            coalesce(sum(i.quantity * i.price_cents) FILTER (WHERE e.name = 'purchase'), 0) AS revenue_cents
       FROM analytics_event_item i JOIN analytics_event e ON e.id = i.event_id
      WHERE e.occurred_at >= (date_trunc('day', now() AT TIME ZONE $1) - make_interval(days => $2 - 1)) AT TIME ZONE $1
      GROUP BY i.item_id ORDER BY views DESC, orders DESC, i.item_id LIMIT $3`,
    [options.timeZone, options.days, options.limit],
  );
  return rows.map((row) => ({ itemId: row.item_id, name: row.name, units: Number(row.units), ...counts(row) }));
}
