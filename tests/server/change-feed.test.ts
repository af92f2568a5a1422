import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startChangeFeed, type ProductChange } from '@/server/commerce/catalog/change-feed';
import { signBody, storefrontRevalidation } from '@/server/commerce/webhooks/storefront-revalidation';
import { startTestBackend } from './backend';

const backend = startTestBackend();
const received: { body: string; signature: string | undefined }[] = [];
const storefront = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({ body, signature: request.headers['x-vitrine-signature'] as string | undefined });
    response.writeHead(200).end('{"revalidated":true}');
  });
});
afterAll(() => new Promise<void>((resolve) => storefront.close(() => resolve())));

async function waitUntil(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('product changes reach the storefront', () => {
  it('sends a signed revalidation naming the changed product', async () => {
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/api/revalidate`;
    const db = backend.running.db;
    const feed = startChangeFeed(db, [storefrontRevalidation({ url, secret: 'test-secret' })], { intervalMs: 30 });
    try {
      // The first round only records where the feed starts; history is not replayed.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(received).toEqual([]);
      const [product] = await db.query<{ id: number; slug: string }>(
        `SELECT id, slug FROM product WHERE status = 'publish' ORDER BY id DESC LIMIT 1`,
      );
      await db.query('UPDATE product SET menu_order = menu_order WHERE id = $1', [product!.id]);
      // Other test files may change products in a shared Postgres database meanwhile.
      const tag = `product:${product!.slug}`;
      const ours = () => received.find((delivery) => delivery.body.includes(`"${tag}"`));
      await waitUntil(() => ours() !== undefined);
      const delivery = ours()!;
      expect(JSON.parse(delivery.body)).toEqual({ tags: expect.arrayContaining(['products', tag]) });
      expect(delivery.signature).toBe(signBody(delivery.body, 'test-secret'));
    } finally {
      await feed.stop();
    }
  });

  it('says it once more a while later, for a page whose render began before the change and was stored after it', async () => {
    const url = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/api/revalidate`;
    const db = backend.running.db;
    const consumer = storefrontRevalidation({ url, secret: 'test-secret', repeatAfterMs: 400 });
    const feed = startChangeFeed(db, [{ ...consumer, name: `test-repeat-${Date.now().toString(36)}` }], { intervalMs: 30 });
    const seen = received.length;
    try {
      await waitUntil(() => feed.isIdle(), 5_000);
      const [product] = await db.query<{ id: number; slug: string }>(`SELECT id, slug FROM product WHERE status = 'publish' ORDER BY id DESC OFFSET 1 LIMIT 1`);
      const tag = `"product:${product!.slug}"`;
      await db.query('UPDATE product SET menu_order = menu_order WHERE id = $1', [product!.id]);
      const ours = () => received.slice(seen).filter((delivery) => delivery.body.includes(tag));
      await waitUntil(() => ours().length >= 1);
      const firstAt = performance.now();
      await waitUntil(() => ours().length >= 2, 5_000);
      expect(performance.now() - firstAt).toBeGreaterThan(300);
      const [first, second] = ours();
      expect(second!.body).toBe(first!.body);
      expect(second!.signature).toBe(signBody(second!.body, 'test-secret'));
    } finally {
      await feed.stop();
    }
  });

  it('hands a product write over at once, long before the next poll (migration 180 NOTIFYs the feed)', async () => {
    const db = backend.running.db;
    const handedAt = new Map<string, number>();
    const consumer = {
      name: `test-wake-${Date.now().toString(36)}`,
      async handle(changes: ProductChange[]) {
        for (const change of changes) handedAt.set(change.slug, performance.now());
      },
    };
    // A poll this slow would leave the change waiting 30 s: only a notification delivers it sooner.
    const feed = startChangeFeed(db, [consumer], { intervalMs: 30_000 });
    try {
      await waitUntil(() => feed.isIdle(), 5_000); // the position is recorded at the start
      const [product] = await db.query<{ id: number; slug: string }>(
        `SELECT id, slug FROM product WHERE status = 'publish' ORDER BY id LIMIT 1`,
      );
      const since = performance.now();
      await db.query('UPDATE product SET menu_order = menu_order WHERE id = $1', [product!.id]);
      await waitUntil(() => handedAt.has(product!.slug), 5_000);
      // A figure for docs/benchmarks.md, not a limit: the machine's load decides it.
      console.log(`change feed (${db.driver}): a product write reached its consumer after ${Math.round(handedAt.get(product!.slug)! - since)} ms, with a 30 s poll`);
    } finally {
      await feed.stop();
    }
  });
});
