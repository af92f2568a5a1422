import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startChangeFeed, type ChangeConsumer, type ProductChange } from '@/server/commerce/catalog/change-feed';
import { openDatabase, type Database } from '@/server/db';

/**
 * The change feed as two backend instances run it over one PostgreSQL database: each runs
 * startChangeFeed over its own connections, with the same consumers. On PGlite the database
 * belongs to one process, so there is only ever one instance.
 */
const { databaseUrl } = inject('testBackend');
const run = randomUUID().slice(0, 8);
// Each instance's connections carry a name, so a test can cut one instance off as if it died.
const connectionOf = (instance: string) => `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}application_name=feed-${run}-${instance}`;
let admin: Database;

beforeAll(async () => {
  if (databaseUrl) admin = await openDatabase({ databaseUrl });
});
afterAll(async () => {
  await admin?.close();
});

/** Outbox rows of this test only: products no shop has, with slugs no other test writes. */
async function recordChanges(prefix: string, count: number): Promise<string[]> {
  const slugs = Array.from({ length: count }, (_, n) => `${prefix}-${run}-${n}`);
  for (const slug of slugs) await admin.query('INSERT INTO catalog_change (product_id, slug) VALUES ($1, $2)', [-1, slug]);
  return slugs;
}

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Counts what a consumer named `name` was handed, on whichever instance, and how many handed at once. */
function countingConsumers(name: string, slowMs: number) {
  const delivered = new Map<string, number>();
  const state = { inFlight: 0, mostAtOnce: 0, calls: 0 };
  const consumer = (): ChangeConsumer => ({
    name,
    async handle(changes: ProductChange[]) {
      state.calls += 1;
      state.inFlight += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, slowMs));
        for (const change of changes) delivered.set(change.slug, (delivered.get(change.slug) ?? 0) + 1);
      } finally {
        state.inFlight -= 1;
      }
    },
  });
  return { consumer, delivered, state };
}

describe.skipIf(!databaseUrl)('the change feed on two backend instances over one PostgreSQL database (PGlite has one instance only)', () => {
  it('hands each change to each consumer once, never through both instances at the same time', async () => {
    const dbA = await openDatabase({ databaseUrl: connectionOf('a') });
    const dbB = await openDatabase({ databaseUrl: connectionOf('b') });
    const search = countingConsumers(`test-search-${run}`, 150);
    const pages = countingConsumers(`test-pages-${run}`, 150);
    const feedA = startChangeFeed(dbA, [search.consumer(), pages.consumer()], { intervalMs: 20 });
    const feedB = startChangeFeed(dbB, [search.consumer(), pages.consumer()], { intervalMs: 20 });
    try {
      // The first round records where each consumer starts.
      await until(() => feedA.isIdle() && feedB.isIdle());
      const slugs: string[] = [];
      for (let round = 0; round < 4; round += 1) {
        slugs.push(...(await recordChanges(`round${round}`, 5)));
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      const ours = (delivered: Map<string, number>) => slugs.filter((slug) => delivered.has(slug)).length;
      await until(() => ours(search.delivered) === slugs.length && ours(pages.delivered) === slugs.length);
      await new Promise((resolve) => setTimeout(resolve, 400)); // room for a second delivery, were there one
      for (const consumer of [search, pages]) {
        expect(slugs.map((slug) => consumer.delivered.get(slug))).toEqual(slugs.map(() => 1));
        expect(consumer.state.mostAtOnce).toBe(1);
      }
    } finally {
      await Promise.all([feedA.stop(), feedB.stop()]);
      await Promise.all([dbA.close(), dbB.close()]);
    }
  });

  it('wakes both instances at once on a change, still handing it to each consumer once', async () => {
    const dbA = await openDatabase({ databaseUrl: connectionOf('wake-a') });
    const dbB = await openDatabase({ databaseUrl: connectionOf('wake-b') });
    const search = countingConsumers(`test-wake-search-${run}`, 50);
    const pages = countingConsumers(`test-wake-pages-${run}`, 50);
    // A poll this slow would hold every change back 30 s: only the NOTIFY (migration 180) delivers sooner.
    const feedA = startChangeFeed(dbA, [search.consumer(), pages.consumer()], { intervalMs: 30_000 });
    const feedB = startChangeFeed(dbB, [search.consumer(), pages.consumer()], { intervalMs: 30_000 });
    try {
      await until(() => feedA.isIdle() && feedB.isIdle(), 5_000);
      const slugs: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        slugs.push(...(await recordChanges(`wake${round}`, 3)));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      const ours = (delivered: Map<string, number>) => slugs.filter((slug) => delivered.has(slug)).length;
      await until(() => ours(search.delivered) === slugs.length && ours(pages.delivered) === slugs.length, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 300)); // room for a second delivery, were there one
      for (const consumer of [search, pages]) {
        expect(slugs.map((slug) => consumer.delivered.get(slug))).toEqual(slugs.map(() => 1));
        expect(consumer.state.mostAtOnce).toBe(1);
      }
    } finally {
      await Promise.all([feedA.stop(), feedB.stop()]);
      await Promise.all([dbA.close(), dbB.close()]);
    }
  });

  it('does not move past a change whose transaction commits after a later one', async () => {
    const name = `test-order-${run}`;
    const db = await openDatabase({ databaseUrl: connectionOf('order') });
    const consumer = countingConsumers(name, 0);
    const feed = startChangeFeed(db, [consumer.consumer()], { intervalMs: 20 });
    let commitSlow: () => void = () => {};
    let slowInserted: () => void = () => {};
    const inserted = new Promise<void>((resolve) => (slowInserted = resolve));
    try {
      await until(() => feed.isIdle());
      // A product write that takes its id first and commits last (a slow checkout, say).
      const slow = admin.transaction(async (tx) => {
        await tx.query('INSERT INTO catalog_change (product_id, slug) VALUES ($1, $2)', [-1, `slow-${run}`]);
        slowInserted();
        await new Promise<void>((resolve) => (commitSlow = resolve));
      });
      await inserted;
      await recordChanges('quick', 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(consumer.delivered.has(`quick-${run}-0`)).toBe(false);
      commitSlow();
      await slow;
      // A new consumer reads the whole outbox, whose gaps (other files' rolled-back checkouts on
      // the shared database) wait, rightly, for whichever of their transactions still run.
      await until(() => consumer.delivered.has(`slow-${run}`) && consumer.delivered.has(`quick-${run}-0`), 60_000);
      expect([consumer.delivered.get(`slow-${run}`), consumer.delivered.get(`quick-${run}-0`)]).toEqual([1, 1]);
    } finally {
      commitSlow();
      await feed.stop();
      await db.close();
    }
  }, 90_000);

  it('lets the other instance deliver a batch whose instance died mid-delivery', async () => {
    const name = `test-crash-${run}`;
    const dbA = await openDatabase({ databaseUrl: connectionOf('dying') });
    const dbB = await openDatabase({ databaseUrl: connectionOf('survivor') });
    let handedToA = 0;
    let releaseA: () => void = () => {};
    const stuckOnA: ChangeConsumer = {
      name,
      // Instance A takes the batch and never finishes: it hangs, then its process "dies".
      handle: () => {
        handedToA += 1;
        return new Promise<void>((resolve) => (releaseA = resolve));
      },
    };
    const onB = countingConsumers(name, 0);
    const feedA = startChangeFeed(dbA, [stuckOnA], { intervalMs: 20 });
    await until(() => feedA.isIdle()); // A has recorded where the consumer starts
    const slugs = await recordChanges('crash', 3);
    await until(() => handedToA === 1);
    const feedB = startChangeFeed(dbB, [onB.consumer()], { intervalMs: 20, log: () => {} });
    try {
      // While A holds the batch, B does not hand it over a second time.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(onB.state.calls).toBe(0);
      // A dies: its connections end, which rolls its delivery back.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`feed-${run}-dying`]);
      await until(() => slugs.every((slug) => onB.delivered.get(slug) === 1));
      expect(handedToA).toBe(1);
    } finally {
      releaseA();
      await Promise.all([feedA.stop(), feedB.stop()]);
      await Promise.all([dbA.close().catch(() => undefined), dbB.close()]);
    }
  });
});
