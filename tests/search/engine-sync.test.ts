import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { createSearchService, type SearchService } from '@/server/search';

/**
 * Two engines over one database, as two backend instances hold it (on a Postgres server the
 * backend tests run two whole backends: tests/server/search-instances.test.ts). Here on PGlite,
 * so every `npm test` checks how one engine applies what the other wrote.
 */
const credentials = { appId: 'SYNCTEST', adminKey: 'sync-admin-key', searchKey: 'sync-search-key' };
let db: Database;
let a: SearchService;
let b: SearchService;
beforeAll(async () => {
  db = await openDatabase({});
  a = await createSearchService({ db, credentials });
  b = await createSearchService({ db, credentials });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await db.close();
});

async function onB<T>(read: () => T, expected: T) {
  const deadline = Date.now() + 1000;
  for (;;) {
    let value: T | undefined;
    try {
      value = read();
    } catch {
      value = undefined;
    }
    if (JSON.stringify(value) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) expect(value).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const titles = (service: SearchService, index: string, query = '') =>
  (service.engine.search(index, { query, hitsPerPage: 100 }).hits as { title: string }[]).map((hit) => hit.title).sort();

describe('two engines over one database', () => {
  it('apply each other’s batches, partial updates, deletes, settings and clears', async () => {
    a.engine.batch('shop', { requests: ['rot', 'blau', 'grün'].map((title, n) => ({ action: 'addObject', body: { objectID: `o${n}`, title } })) });
    await onB(() => titles(b, 'shop'), ['blau', 'grün', 'rot']);
    a.engine.partialUpdateObject('shop', 'o0', { title: 'gelb' }, false);
    await onB(() => titles(b, 'shop', 'gelb'), ['gelb']);
    // B writes on top of what A wrote: its partial update merges into A's version of the record.
    b.engine.partialUpdateObject('shop', 'o0', { size: 'M' }, false);
    await onB(() => a.engine.getObject('shop', 'o0'), { objectID: 'o0', title: 'gelb', size: 'M' });
    a.engine.deleteObject('shop', 'o1');
    await onB(() => titles(b, 'shop'), ['gelb', 'grün']);
    a.engine.setSettings('shop', { searchableAttributes: ['size'] }, false);
    await onB(() => titles(b, 'shop', 'gelb'), []);
    await onB(() => titles(b, 'shop', 'm'), ['gelb']);
    a.engine.clearObjects('shop');
    await onB(() => titles(b, 'shop'), []);
    a.engine.deleteIndex('shop');
    await onB(() => b.engine.listIndices().items, []);
  });

  it('hands a moved index over whole, replicas and all', async () => {
    a.engine.setSettings('live', { replicas: ['live_desc'] }, false);
    a.engine.setSettings('live_desc', { customRanking: ['desc(n)'] }, false);
    a.engine.batch('live', { requests: [1, 2].map((n) => ({ action: 'addObject', body: { objectID: `x${n}`, title: 'alt', n } })) });
    await onB(() => titles(b, 'live_desc'), ['alt', 'alt']);
    a.engine.operationIndex('live', { operation: 'copy', destination: 'live_tmp', scope: ['settings'] });
    a.engine.batch('live_tmp', { requests: [1, 2, 3].map((n) => ({ action: 'addObject', body: { objectID: `y${n}`, title: 'neu', n } })) });
    a.engine.operationIndex('live_tmp', { operation: 'move', destination: 'live' });
    await onB(() => titles(b, 'live'), ['neu', 'neu', 'neu']);
    expect((b.engine.search('live_desc', { query: '' }).hits as { n: number }[]).map((hit) => hit.n)).toEqual([3, 2, 1]);
    const names = (b.engine.listIndices().items as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(['live', 'live_desc']);
  });
});
