import { randomUUID } from 'node:crypto';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { describe, expect, inject, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend';

/**
 * Two backend instances over one PostgreSQL database, each with its own connections and its own
 * in-memory search engine: what is written through one is searched on the other within a second.
 * On PGlite the database belongs to one process, so there is only ever one instance.
 */
const { databaseUrl } = inject('testBackend');
const logB: string[] = [];
const a = startTestBackend();
const b = startTestBackend({ options: { log: (line) => logB.push(line) } });

const VISIBLE_WITHIN_MS = 1000;

function adminClient(backend: TestBackend): Algoliasearch {
  const { appId, adminKey } = backend.running.search.credentials;
  return algoliasearch(appId, adminKey, { hosts: [{ url: '127.0.0.1', port: Number(new URL(backend.url).port), protocol: 'http', accept: 'readWrite' }] });
}

/** POSTs to the instance's Algolia API with the admin key; the status and body. */
async function api(backend: TestBackend, method: string, path: string, body?: unknown) {
  const { appId, adminKey } = backend.running.search.credentials;
  const response = await fetch(`${backend.url}/1/${path}`, {
    method,
    headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': adminKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function searchOn(backend: TestBackend, index: string, query = '', extra: Record<string, unknown> = {}) {
  const { status, body } = await api(backend, 'POST', `indexes/${index}/query`, { query, hitsPerPage: 1000, ...extra });
  return { status, nbHits: Number(body.nbHits ?? -1), hits: (body.hits ?? []) as { objectID: string; [key: string]: unknown }[] };
}

/** Polls until `check` holds; fails once `limitMs` have passed since `since`. Returns the time it took. */
async function within(limitMs: number, since: number, check: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await check()) return performance.now() - since;
    if (performance.now() - since > limitMs) throw new Error(`not visible within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const records = (count: number, generation: string) =>
  Array.from({ length: count }, (_, n) => ({ objectID: `r${n}`, title: `${generation} item ${n}`, generation }));

describe.skipIf(!databaseUrl)('search on two backend instances over one PostgreSQL database (PGlite has one instance only)', () => {
  it('shows every kind of write made through instance A in searches on instance B within a second', async () => {
    const index = `sync_${randomUUID().slice(0, 8)}`;
    const client = adminClient(a);

    let started = performance.now();
    await client.saveObjects({ indexName: index, objects: records(3, 'first') });
    await within(VISIBLE_WITHIN_MS, started, async () => (await searchOn(b, index)).nbHits === 3);

    started = performance.now();
    await client.partialUpdateObject({ indexName: index, objectID: 'r1', attributesToUpdate: { title: 'wombat' } });
    await within(VISIBLE_WITHIN_MS, started, async () => (await searchOn(b, index, 'wombat')).hits.map((hit) => hit.objectID).join() === 'r1');

    started = performance.now();
    await client.deleteObject({ indexName: index, objectID: 'r0' });
    await within(VISIBLE_WITHIN_MS, started, async () => (await searchOn(b, index)).nbHits === 2);

    started = performance.now();
    await client.setSettings({ indexName: index, indexSettings: { searchableAttributes: ['generation'], customRanking: ['desc(title)'] } });
    await within(VISIBLE_WITHIN_MS, started, async () => String((await api(b, 'GET', `indexes/${index}/settings`)).body.customRanking) === 'desc(title)');
    // The new searchable attributes are in B's text index too: "wombat" is only in a title now.
    expect((await searchOn(b, index, 'wombat')).nbHits).toBe(0);
    expect((await searchOn(b, index, 'first')).nbHits).toBe(2);

    started = performance.now();
    await client.clearObjects({ indexName: index });
    await within(VISIBLE_WITHIN_MS, started, async () => (await searchOn(b, index)).nbHits === 0);

    started = performance.now();
    await client.deleteIndex({ indexName: index });
    await within(VISIBLE_WITHIN_MS, started, async () => (await searchOn(b, index)).status === 404);
  });

  it('swaps a whole index in on instance B when A replaces all objects (a temporary index moved over)', async () => {
    const index = `sync_${randomUUID().slice(0, 8)}`;
    const client = adminClient(a);
    let started = performance.now();
    await client.saveObjects({ indexName: index, objects: records(30, 'old') });
    await within(VISIBLE_WITHIN_MS, started, async () => (await searchOn(b, index)).nbHits === 30);

    // B is searched throughout: it must only ever answer the old index or the new one, whole.
    const seen: string[] = [];
    let replacing = true;
    const watching = (async () => {
      while (replacing) {
        const { nbHits, hits } = await searchOn(b, index);
        seen.push(`${nbHits}:${[...new Set(hits.map((hit) => hit.generation))].join('+')}`);
      }
    })();
    try {
      // The replace is several tasks on A; it resolves once the move is done there.
      await client.replaceAllObjects({ indexName: index, objects: records(40, 'new'), batchSize: 5 });
      await within(VISIBLE_WITHIN_MS, performance.now(), async () => (await searchOn(b, index)).nbHits === 40);
    } finally {
      replacing = false;
      await watching;
    }
    expect(new Set(seen)).toEqual(new Set(seen.filter((state) => state === '30:old' || state === '40:new')));
    expect(seen).toContain('30:old');
    // The temporary index is gone on B as well.
    started = performance.now();
    await within(VISIBLE_WITHIN_MS, started, async () => {
      const { body } = await api(b, 'GET', 'indexes');
      const names = (body.items as { name: string }[]).map((item) => item.name);
      return names.includes(index) && !names.some((name) => name.startsWith(`${index}_tmp`));
    });
    await client.deleteIndex({ indexName: index });
  });

  it('listens again after losing its connection and catches up on what was written meanwhile', async () => {
    const index = `sync_${randomUUID().slice(0, 8)}`;
    const client = adminClient(a);
    // Every instance's LISTEN connection on this database drops (as after a network blip or a
    // Postgres restart); other test files' instances listen again too.
    const dropped = await a.running.db.query<{ dropped: boolean }>(
      `SELECT pg_terminate_backend(pid) AS dropped FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN "search_change"'`,
    );
    expect(dropped.length).toBeGreaterThanOrEqual(2);
    const started = performance.now();
    await client.saveObjects({ indexName: index, objects: records(2, 'meanwhile') });
    await within(VISIBLE_WITHIN_MS, started, async () => (await searchOn(b, index)).nbHits === 2);
    expect(logB.join('\n')).toMatch(/search sync: lost the LISTEN connection/);
    await client.deleteIndex({ indexName: index });
  });

  it('indexes a product written through instance A once, and both instances find it', async () => {
    // Another test file's backend may have built the index already.
    await a.running.buildSearchIndexIfEmpty();
    await within(10_000, performance.now(), async () => (await searchOn(b, 'products')).nbHits > 0);
    const [product] = await a.running.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM product WHERE status = 'publish' AND catalog_visibility IN ('visible', 'search') ORDER BY id LIMIT 1 OFFSET 7`,
    );
    const word = `quokka${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
    await a.running.db.query('UPDATE product SET name = $1 WHERE id = $2', [`${product!.name} ${word}`, product!.id]);
    try {
      // The change feed polls every second; then one instance indexes, and the other follows.
      const started = performance.now();
      await within(15_000, started, async () => (await searchOn(b, 'products', word)).nbHits === 1);
      await within(VISIBLE_WITHIN_MS, performance.now(), async () => (await searchOn(a, 'products', word)).nbHits === 1);
    } finally {
      await a.running.db.query('UPDATE product SET name = $1 WHERE id = $2', [product!.name, product!.id]);
    }
  });
});
