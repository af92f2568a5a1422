import type { Database, Queryable } from '../../db';
import { watchChannel } from '../../db/watch';

export interface ProductChange {
  productId: number;
  slug: string;
}

/** Something that reacts to changed products: page revalidation, search re-indexing. */
export interface ChangeConsumer {
  /** Names the consumer's stored position; keep it stable. */
  name: string;
  /** Must be idempotent: after a failure the same changes are handed over again. */
  handle(changes: ProductChange[]): Promise<void>;
  /**
   * Another consumer's name: a product's changes are handed to this one only once that one has
   * had every change of the product so far (the back-in-stock mail only once the storefront was
   * told, so the mail's link shows the stock: the notifier reads the product as it is now, so an
   * older change is held back too while a newer one is not yet told), or once the change is
   * FOLLOW_AT_MOST_MS old (a storefront that stays unreachable delays the mail, never stops it).
   */
  follows?: string;
}

/** How long a following consumer waits for the one it follows before it goes ahead anyway. */
export const FOLLOW_AT_MOST_MS = 60_000;

/** Migration 180's NOTIFY channel. */
const CHANNEL = 'catalog_change';
const BATCH = 500;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Hands the catalog_change outbox (migration 005) to each consumer in id order, at least once.
 * A consumer's position lives in site_option, so a restart resumes where it stopped; a new
 * consumer starts at the newest change rather than replaying history. Every backend instance
 * runs the feed; each batch goes to each consumer through one instance at a time (`deliver`).
 * A NOTIFY on each insert (migration 180) wakes every instance at once; the poll every
 * `intervalMs` only catches what a lost notification or a held-back batch left behind.
 */
export function startChangeFeed(
  db: Database,
  consumers: ChangeConsumer[],
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): { stop: () => Promise<void>; isIdle: () => boolean } {
  const intervalMs = options.intervalMs ?? 1000;
  const log = options.log ?? (() => {});
  let stopped = false;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  // Idle once a whole tick found nothing to deliver; a failed delivery keeps it busy.
  let idle = false;
  let prunedAt = 0;

  /** One batch to each consumer; whether any change went out and none failed. */
  const tick = async (): Promise<boolean> => {
    let delivered = 0;
    let failed = false;
    for (const consumer of consumers) {
      try {
        delivered += await deliver(db, consumer);
      } catch (error) {
        failed = true;
        log(`${consumer.name}: ${error instanceof Error ? error.message : String(error)} (will retry)`);
      }
    }
    idle = delivered === 0 && !failed;
    // Rows every consumer has long passed are no longer needed; checking hourly is plenty.
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await db.query(`DELETE FROM catalog_change WHERE changed_at < now() - interval '7 days'`);
    }
    return delivered > 0 && !failed;
  };
  // Batch after batch while there is more, so a backlog goes out at once; a failure waits for the poll.
  const drain = async () => {
    while (!stopped && (await tick()));
  };
  // One drain at a time; a wake during one runs another after it, since its changes may have
  // committed after the running batch was read.
  const wake = () => {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    wokenWhileRunning = false;
    running = drain()
      .catch((error: unknown) => log(`change feed: ${error instanceof Error ? error.message : String(error)} (will retry)`))
      .finally(() => {
        running = null;
        if (wokenWhileRunning) wake();
      });
  };
  const watching = watchChannel(db, CHANNEL, wake, { label: 'change feed', log, fallbackMs: intervalMs });
  return {
    async stop() {
      stopped = true;
      await (await watching)();
      await running;
    },
    isIdle: () => idle,
  };
}

/** Hands one batch to the consumer; returns how many changes it delivered. */
async function deliver(db: Database, consumer: ChangeConsumer): Promise<number> {
  const key = `change_feed:${consumer.name}`;
  // PGlite's data folder is open in this one process, so no other instance can deliver; and its
  // single connection could not serve the consumer's own queries (the indexer reads GraphQL)
  // while a transaction held it. So the position is read and moved without a lock there.
  if (db.driver === 'pglite') return deliverFrom(db, key, await readPosition(db, key), consumer);
  // On a Postgres server every instance runs this feed: the consumer's position row stays locked
  // while its batch is delivered, so one instance at a time delivers it (the others skip it), and
  // an instance that dies mid-delivery loses its connection, which rolls back and frees the row.
  return db.transaction(async (tx) => {
    const [held] = await tx.query<{ value: string }>('SELECT value FROM site_option WHERE name = $1 FOR UPDATE SKIP LOCKED', [key]);
    if (held) return deliverFrom(tx, key, held.value, consumer, true);
    // No row: a new consumer (start it); or a locked one: another instance is delivering it.
    await readPosition(tx, key);
    return 0;
  });
}

/** The consumer's position, or null after starting a new consumer at the newest change. */
async function readPosition(db: Queryable, key: string): Promise<string | null> {
  const [stored] = await db.query<{ value: string }>('SELECT value FROM site_option WHERE name = $1', [key]);
  if (stored) return stored.value;
  const [latest] = await db.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM catalog_change');
  await db.query('INSERT INTO site_option (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [key, latest?.id ?? '0']);
  return null;
}

async function deliverFrom(db: Queryable, key: string, position: string | null, consumer: ChangeConsumer, concurrent = false): Promise<number> {
  if (position === null) return 0;
  const read = await db.query<{ id: string; product_id: number; slug: string; changed_at: string }>(
    `SELECT id::text AS id, product_id, slug, to_json(changed_at)#>>'{}' AS changed_at
       FROM catalog_change WHERE id > $1::bigint ORDER BY id LIMIT $2`,
    [position, BATCH],
  );
  const ready = consumer.follows ? await toldToLeader(db, consumer.follows, position, read) : read;
  const rows = concurrent ? await beforeOpenGap(db, position, ready) : ready;
  const last = rows[rows.length - 1];
  if (!last) return 0;
  const unique = new Map(rows.map((row) => [`${row.product_id}:${row.slug}`, { productId: row.product_id, slug: row.slug }]));
  await consumer.handle([...unique.values()]);
  // Never move backwards.
  await db.query('UPDATE site_option SET value = $1 WHERE name = $2 AND value::bigint < $1::bigint', [last.id, key]);
  return rows.length;
}

/**
 * The rows up to the first whose product has a change (this one or a later one, younger than
 * FOLLOW_AT_MOST_MS) that the followed consumer has not had yet; the rest wait for a later round.
 * No position stored for it yet: it starts at the newest change, as this consumer did.
 */
async function toldToLeader<Row extends { product_id: number }>(db: Queryable, leader: string, position: string, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const [stored] = await db.query<{ value: string }>('SELECT value FROM site_option WHERE name = $1', [`change_feed:${leader}`]);
  const untold = await db.query<{ product_id: number }>(
    `SELECT DISTINCT product_id FROM catalog_change
      WHERE id > $1::bigint AND product_id = ANY($2::int[]) AND changed_at >= now() - make_interval(secs => $3::int / 1000.0)`,
    [stored?.value ?? position, [...new Set(rows.map((row) => row.product_id))], FOLLOW_AT_MOST_MS],
  );
  const waiting = new Set(untold.map((row) => row.product_id));
  const first = rows.findIndex((row) => waiting.has(row.product_id));
  return first === -1 ? rows : rows.slice(0, first);
}

/**
 * Ids are taken when a row is inserted but seen when its transaction commits, so with concurrent
 * writers a row may commit after a higher one was delivered, and moving the position past it
 * would lose it. A gap in the ids is either such a row or a rolled-back one: the rows up to the
 * first gap that a transaction still running (one that began before the row after the gap was
 * inserted) may fill are delivered now, the rest once that transaction has ended.
 */
async function beforeOpenGap<Row extends { id: string; changed_at: string }>(db: Queryable, position: string, rows: Row[]): Promise<Row[]> {
  const [running] = await db.query<{ oldest: string | null }>(
    `SELECT to_json(min(xact_start))#>>'{}' AS oldest FROM pg_stat_activity
      WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()`,
  );
  if (!running?.oldest) return rows;
  const oldest = Date.parse(running.oldest);
  let previous = BigInt(position);
  for (const [index, row] of rows.entries()) {
    const id = BigInt(row.id);
    if (id !== previous + 1n && Date.parse(row.changed_at) >= oldest) return rows.slice(0, index);
    previous = id;
  }
  return rows;
}
