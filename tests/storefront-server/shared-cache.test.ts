import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SharedCache, type BuildSeeds, type GetContext } from '@/storefront-server/shared-cache/shared-cache';
import { freePort, TestRedis } from './redis-server';

/**
 * Issue 23 item 1: two storefront instances (two SharedCaches in one process, each with its own
 * connections, as two processes would have) over one real Redis.
 */
let redis: TestRedis;
let caches: SharedCache[] = [];
const logs: string[] = [];

beforeAll(async () => {
  // Persistent, as a production Redis usually is: entries outlive a restart.
  redis = new TestRedis(await freePort(), mkdtempSync(path.join(tmpdir(), 'vitrine-redis-')));
  await redis.start();
});
afterEach(async () => {
  await Promise.all(caches.map((cache) => cache.close()));
  caches = [];
  logs.length = 0;
});
afterAll(() => redis.stop());

function instance(keyPrefix: string, buildSeeds?: BuildSeeds, server: TestRedis = redis): SharedCache {
  const cache = new SharedCache({ redisUrl: server.url, keyPrefix, buildSeeds, log: (message) => logs.push(message) });
  caches.push(cache);
  return cache;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

async function twoSharedInstances(): Promise<[SharedCache, SharedCache]> {
  const prefix = `test-${randomUUID()}:`;
  const pair: [SharedCache, SharedCache] = [instance(prefix), instance(prefix)];
  await until(() => pair.every((cache) => cache.state === 'shared'));
  return pair;
}

const PAGE_KEY = '/route-cache/APP_PAGE/0123/$/de_DE/produkt/leinenkleid';
const pageContext = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false } as GetContext;
const dataContext = { kind: 'FETCH', tags: ['product:leinenkleid'], softTags: [] } as unknown as GetContext;

function page(price: string): CacheHandlerValue['value'] {
  return {
    kind: 'APP_PAGE',
    html: `<html><body><p>Leinenkleid Marlene ${price}</p></body></html>`,
    rscData: Buffer.from(`0:["${price}"]`),
    headers: { 'x-next-cache-tags': 'product:leinenkleid,products,_N_T_/de_DE/produkt/leinenkleid' },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  } as CacheHandlerValue['value'];
}

function data(price: string): CacheHandlerValue['value'] {
  return {
    kind: 'FETCH',
    data: { headers: {}, body: JSON.stringify({ price }), url: '' },
    tags: ['product:leinenkleid'],
    revalidate: 3600,
  } as CacheHandlerValue['value'];
}

const html = (entry: CacheHandlerValue | null) => (entry?.value && 'html' in entry.value ? entry.value.html : null);
const lifetime = { revalidate: 3600, expire: 31_536_000 };

describe('two instances sharing one Redis', () => {
  it('a page stored by one is served by the other, with its lifetime', async () => {
    const [a, b] = await twoSharedInstances();
    await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
    const seen = await b.get(PAGE_KEY, pageContext);
    expect(html(seen)).toContain('89,00 €');
    expect(seen?.cacheControl).toEqual(lifetime);
    expect(seen?.value && 'rscData' in seen.value && seen.value.rscData?.toString()).toBe('0:["89,00 €"]');
  });

  it('revalidateTag through one makes the other miss, for pages and data alike', async () => {
    const [a, b] = await twoSharedInstances();
    await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
    await a.set('data-key', data('89,00 €'), { tags: ['product:leinenkleid'] });
    // B has read both (and keeps them in its memory): the revalidation must still reach it.
    expect(await b.get(PAGE_KEY, pageContext)).not.toBeNull();
    expect(await b.get('data-key', dataContext)).not.toBeNull();

    await a.revalidateTag(['product:leinenkleid'], { expire: 31_536_000 });
    const reach = await until(async () => (await b.get(PAGE_KEY, pageContext)) === null && (await b.get('data-key', dataContext)) === null);
    expect(reach).toBeLessThan(500);
  });

  it('a prerendered page of the build is stored once, and not brought back after a revalidation', async () => {
    const prefix = `test-${randomUUID()}:`;
    let seedReads = 0;
    const seeds: BuildSeeds = {
      get: async (key) => {
        if (key !== PAGE_KEY) return null;
        seedReads += 1;
        return { lastModified: 1_700_000_000_000, value: page('79,00 € (build)'), cacheControl: lifetime };
      },
      revalidateTag: async () => undefined,
    };
    const a = instance(prefix, seeds);
    const b = instance(prefix, seeds);
    await until(() => a.state === 'shared' && b.state === 'shared');

    const first = await a.get(PAGE_KEY, pageContext);
    expect(html(first)).toContain('(build)');
    // B finds it in Redis with the build's own time, so Next judges its age as it would the file's.
    const second = await b.get(PAGE_KEY, pageContext);
    expect(html(second)).toContain('(build)');
    expect(second?.lastModified).toBe(1_700_000_000_000);
    expect(seedReads).toBe(1);

    await b.revalidateTag('products');
    await until(async () => (await a.get(PAGE_KEY, pageContext)) === null);
    expect(await b.get(PAGE_KEY, pageContext)).toBeNull();
    expect(seedReads).toBe(1);
  });

  it('another build (another prefix) does not see this build’s entries', async () => {
    const [a] = await twoSharedInstances();
    const other = instance(`test-${randomUUID()}:`);
    await until(() => other.state === 'shared');
    await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
    expect(await other.get(PAGE_KEY, pageContext)).toBeNull();
  });
});

describe('when Redis goes away', () => {
  it('serves and stores from memory without errors or waits, says so once, and shares again when it is back', async () => {
    const [a, b] = await twoSharedInstances();
    await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
    expect(html(await b.get(PAGE_KEY, pageContext))).toContain('89,00 €');
    await b.set('data-key', data('89,00 €'), { tags: ['product:leinenkleid'] });
    logs.length = 0;

    await redis.stop();
    await until(() => a.state === 'local (redis unavailable)' && b.state === 'local (redis unavailable)');
    for (let round = 0; round < 20; round += 1) {
      const started = Date.now();
      // What each one held is still served: B read the page, and wrote the data.
      expect(html(await b.get(PAGE_KEY, pageContext))).toContain('89,00 €');
      expect(await b.get('data-key', dataContext)).not.toBeNull();
      await a.set('/other', page('12,00 €'), { cacheControl: lifetime });
      expect(html(await a.get('/other', pageContext))).toContain('12,00 €');
      expect(Date.now() - started).toBeLessThan(500);
    }
    // One line per instance for the outage, not one per request.
    expect(logs.filter((line) => line.includes('unavailable'))).toHaveLength(2);
    // A change while Redis is away reaches A at once, and the page kept in Redis once it is back.
    await a.revalidateTag('product:leinenkleid', { expire: 31_536_000 });
    expect(await a.get(PAGE_KEY, pageContext)).toBeNull();

    await redis.start();
    await until(() => a.state === 'shared' && b.state === 'shared', 15_000);
    expect(logs.filter((line) => line.startsWith('using Redis'))).toHaveLength(2);
    // Redis kept the page through its restart; the revalidation A held drops it for B too
    // within moments, and the cache is shared again.
    await until(async () => (await b.get(PAGE_KEY, pageContext)) === null, 2_000);
    await b.set(PAGE_KEY, page('95,00 €'), { cacheControl: lifetime });
    expect(html(await a.get(PAGE_KEY, pageContext))).toContain('95,00 €');
  });

  it('a storefront started while Redis is down serves from memory, then joins when Redis starts', async () => {
    await redis.stop();
    const prefix = `test-${randomUUID()}:`;
    const a = instance(prefix);
    await until(() => logs.some((line) => line.includes('unavailable')));
    expect(a.state).toBe('local (redis unavailable)');
    const started = Date.now();
    await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
    expect(html(await a.get(PAGE_KEY, pageContext))).toContain('89,00 €');
    expect(Date.now() - started).toBeLessThan(500);

    await redis.start();
    await until(() => a.state === 'shared', 15_000);
    const b = instance(prefix);
    await until(() => b.state === 'shared');
    await a.set(PAGE_KEY, page('91,00 €'), { cacheControl: lifetime });
    expect(html(await b.get(PAGE_KEY, pageContext))).toContain('91,00 €');
  });

  it('after Redis lost its data, an instance started since can still revalidate what the others stored again', async () => {
    // No persistence: a restart empties it, as a cache-only Redis often is.
    const forgetful = new TestRedis(await freePort());
    await forgetful.start();
    try {
      const prefix = `test-${randomUUID()}:`;
      const a = instance(prefix, undefined, forgetful);
      await until(() => a.state === 'shared');
      await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });

      await forgetful.stop();
      await until(() => a.state === 'local (redis unavailable)');
      await forgetful.start();
      await until(() => a.state === 'shared', 15_000);
      // The same page with the same tags, stored again into the emptied Redis.
      await a.set(PAGE_KEY, page('79,00 €'), { cacheControl: lifetime });

      const c = instance(prefix, undefined, forgetful);
      await until(() => c.state === 'shared');
      expect(html(await c.get(PAGE_KEY, pageContext))).toContain('79,00 €');
      await c.revalidateTag('product:leinenkleid');
      await until(async () => (await a.get(PAGE_KEY, pageContext)) === null, 500);
      expect(await c.get(PAGE_KEY, pageContext)).toBeNull();
    } finally {
      await forgetful.stop();
    }
  });
});

/** A plain client on the test Redis: counts the GETs the caches send, and acts behind their backs. */
async function rawClient(server: TestRedis = redis) {
  const client = createClient({ url: server.url });
  await client.connect();
  return client;
}

async function redisGets(client: Awaited<ReturnType<typeof rawClient>>): Promise<number> {
  const stats = await client.info('commandstats');
  return Number(/cmdstat_get:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

/** A script holding Redis for half a second (DEBUG SLEEP is refused by Debian's default configuration). */
const BUSY_HALF_SECOND = `local function now() local t = redis.call('TIME') return t[1] * 1000000 + t[2] end
local started = now()
while now() - started < 500000 do end
return 1`;

describe('under a rush (issue 23, the figures)', () => {
  it('a fresh entry is served from memory for longer than a second, without asking Redis, until a revalidation announces it', async () => {
    const [a, b] = await twoSharedInstances();
    const client = await rawClient();
    try {
      await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
      expect(html(await b.get(PAGE_KEY, pageContext))).toContain('89,00 €');
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      const before = await redisGets(client);
      for (let request = 0; request < 20; request += 1) expect(html(await b.get(PAGE_KEY, pageContext))).toContain('89,00 €');
      expect(await redisGets(client)).toBe(before);

      await a.revalidateTag('product:leinenkleid');
      const reach = await until(async () => (await b.get(PAGE_KEY, pageContext)) === null);
      expect(reach).toBeLessThan(500);
    } finally {
      await client.quit();
    }
  });

  it('concurrent requests for an entry not in memory share one Redis read', async () => {
    const [a, b] = await twoSharedInstances();
    const client = await rawClient();
    try {
      await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
      const before = await redisGets(client);
      const answers = await Promise.all(Array.from({ length: 50 }, () => b.get(PAGE_KEY, pageContext)));
      expect(answers.every((answer) => html(answer)?.includes('89,00 €'))).toBe(true);
      expect((await redisGets(client)) - before).toBe(1);
    } finally {
      await client.quit();
    }
  });

  it('a Redis answer too late serves the memory copy, never a miss that would render the page again', async () => {
    const [a, b] = await twoSharedInstances();
    const client = await rawClient();
    try {
      // Fresh for one second only: after it, B asks Redis again.
      await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: { revalidate: 1, expire: 31_536_000 } });
      expect(html(await b.get(PAGE_KEY, pageContext))).toContain('89,00 €');
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      // Redis busy for half a second (as under the rush): longer than one read may take.
      const busy = client.eval(BUSY_HALF_SECOND);
      const served = await b.get(PAGE_KEY, pageContext);
      await busy;
      expect(html(served)).toContain('89,00 €');
    } finally {
      await client.quit();
    }
  });

  it('a dropped announcements connection makes every instance ask Redis again', async () => {
    const prefix = `test-${randomUUID()}:`;
    const [a, b] = [instance(prefix), instance(prefix)];
    await until(() => a.state === 'shared' && b.state === 'shared');
    const client = await rawClient();
    try {
      await a.set(PAGE_KEY, page('89,00 €'), { cacheControl: lifetime });
      expect(html(await b.get(PAGE_KEY, pageContext))).toContain('89,00 €');
      // Gone from Redis without an announcement, and the subscribers cut off (messages lost).
      await client.del(`${prefix}${PAGE_KEY}`);
      await client.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
      const reach = await until(async () => (await b.get(PAGE_KEY, pageContext)) === null, 3_000);
      expect(reach).toBeLessThan(3_000);
    } finally {
      await client.quit();
    }
  });
});
