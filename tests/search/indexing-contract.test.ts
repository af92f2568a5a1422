import type { SearchResponse } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { loadCatalogue, PRODUCTS, SETTINGS } from './support/catalogue';
import { startTestEngine, waitFor, type TestEngine } from './support/engine';

/** The write side as the indexer drives it: the full v5 client with the admin key, over PGlite. */
let db: Database;
let engine: TestEngine;
beforeAll(async () => {
  db = await openDatabase({});
  engine = await startTestEngine(db);
});
afterAll(async () => {
  await engine.close();
  await db.close();
});

async function names(indexName: string, params: Record<string, unknown> = {}): Promise<string[]> {
  const response = (await engine.lite.search<{ name: string }>({ requests: [{ indexName, hitsPerPage: 100, ...params }] })).results[0];
  return (response as SearchResponse<{ name: string }>).hits.map((hit) => hit.name);
}

describe('settings', () => {
  it('stores settings, answers them over Algolia’s defaults, and creates replicas', async () => {
    const { taskID } = await engine.admin.setSettings({ indexName: 'settings-demo', indexSettings: { ...SETTINGS, replicas: ['settings-demo_price_asc'] } });
    await waitFor(engine.admin, 'settings-demo', taskID);
    expect(await engine.admin.getSettings({ indexName: 'settings-demo' })).toMatchObject({
      ...SETTINGS,
      replicas: ['settings-demo_price_asc'],
      hitsPerPage: 20,
      minWordSizefor1Typo: 4,
      highlightPreTag: '<em>',
    });
    expect(await engine.admin.getSettings({ indexName: 'settings-demo_price_asc' })).toMatchObject({ primary: 'settings-demo', customRanking: SETTINGS.customRanking });
    await expect(engine.admin.setSettings({ indexName: 'settings-demo', indexSettings: { customRanking: ['price'] } })).rejects.toMatchObject({ status: 400 });
    await expect(engine.admin.getSettings({ indexName: 'nowhere' })).rejects.toMatchObject({ status: 404, message: 'Index nowhere does not exist' });
  });
});

describe('records', () => {
  it('applies every batch action in order, as one task', async () => {
    const response = await engine.admin.batch({
      indexName: 'batch-demo',
      batchWriteParams: {
        requests: [
          { action: 'addObject', body: { objectID: 'a', name: 'Alpha', stock: 1 } },
          { action: 'addObject', body: { name: 'No id' } },
          { action: 'updateObject', body: { objectID: 'b', name: 'Beta' } },
          { action: 'partialUpdateObject', body: { objectID: 'a', stock: { _operation: 'Increment', value: 2 } } },
          { action: 'partialUpdateObjectNoCreate', body: { objectID: 'ghost', name: 'Ghost' } },
          { action: 'deleteObject', body: { objectID: 'b' } },
        ],
      },
    });
    expect(response.objectIDs).toHaveLength(6);
    await waitFor(engine.admin, 'batch-demo', response.taskID);
    expect(await engine.admin.getObject({ indexName: 'batch-demo', objectID: 'a' })).toEqual({ objectID: 'a', name: 'Alpha', stock: 3 });
    await expect(engine.admin.getObject({ indexName: 'batch-demo', objectID: 'b' })).rejects.toMatchObject({ status: 404 });
    const { results } = await engine.admin.getObjects({ requests: [{ indexName: 'batch-demo', objectID: response.objectIDs[1]! }, { indexName: 'batch-demo', objectID: 'ghost' }] });
    expect(results).toEqual([{ objectID: response.objectIDs[1], name: 'No id' }, null]);
  });

  it('supports the client’s helpers: saveObjects, partialUpdateObjects, deleteObjects, clearObjects', async () => {
    await engine.admin.saveObjects({ indexName: 'helpers', objects: PRODUCTS, waitForTasks: true, batchSize: 4 });
    expect(await names('helpers')).toHaveLength(10);
    await engine.admin.partialUpdateObjects({ indexName: 'helpers', objects: [{ objectID: '1', name: 'Etuikleid Hanna' }], waitForTasks: true });
    expect(await names('helpers', { query: 'hanna' })).toEqual(['Etuikleid Hanna']);
    await engine.admin.deleteObjects({ indexName: 'helpers', objectIDs: ['1', '2'], waitForTasks: true });
    expect(await names('helpers')).toHaveLength(8);
    const single = await engine.admin.saveObject({ indexName: 'helpers', body: { name: 'Einzelstück' } });
    await waitFor(engine.admin, 'helpers', single.taskID);
    expect(await names('helpers', { query: 'einzelstuck' })).toEqual(['Einzelstück']);
    const cleared = await engine.admin.clearObjects({ indexName: 'helpers' });
    await waitFor(engine.admin, 'helpers', cleared.taskID);
    expect(await names('helpers')).toEqual([]);
  });

  it('writes several indices in one multiple batch, with a task per index', async () => {
    const response = await engine.admin.multipleBatch({
      requests: [
        { action: 'addObject', indexName: 'multi-a', body: { objectID: '1', name: 'Eins' } },
        { action: 'addObject', indexName: 'multi-b', body: { objectID: '1', name: 'Uno' } },
      ],
    });
    for (const [indexName, taskID] of Object.entries(response.taskID)) await waitFor(engine.admin, indexName, taskID);
    expect([await names('multi-a'), await names('multi-b')]).toEqual([['Eins'], ['Uno']]);
  });

  it('reports task status for waitForTask', async () => {
    const { taskID } = await engine.admin.saveObject({ indexName: 'tasks', body: { objectID: 't', name: 'Task' } });
    await waitFor(engine.admin, 'tasks', taskID);
    expect(await engine.admin.getTask({ indexName: 'tasks', taskID })).toEqual({ status: 'published' });
    await expect(engine.admin.getTask({ indexName: 'tasks', taskID: taskID + 1_000_000 })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses bad records and actions with 400', async () => {
    await expect(engine.admin.batch({ indexName: 'bad', batchWriteParams: { requests: [{ action: 'updateObject', body: { name: 'no id' } }] } })).rejects.toMatchObject({ status: 400 });
    await expect(engine.admin.batch({ indexName: 'bad', batchWriteParams: { requests: [{ action: 'explode' as never, body: {} }] } })).rejects.toMatchObject({ status: 400 });
    const huge = { objectID: 'big', text: 'x'.repeat(120_000) };
    await expect(engine.admin.saveObject({ indexName: 'bad', body: huge })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('too big') });
  });
});

describe('replicas', () => {
  beforeAll(async () => {
    await loadCatalogue(engine.admin, 'shop', { ...SETTINGS, replicas: ['shop_price_asc', 'shop_price_desc', 'shop_date_desc', 'shop_name_asc'] });
    const rankings: Record<string, string> = { shop_price_asc: 'asc(price)', shop_price_desc: 'desc(price)', shop_date_desc: 'desc(date)', shop_name_asc: 'asc(name)' };
    for (const [indexName, first] of Object.entries(rankings)) {
      const { taskID } = await engine.admin.setSettings({ indexName, indexSettings: { ranking: [first, 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'] } });
      await waitFor(engine.admin, indexName, taskID);
    }
  });

  it('sort the primary’s records by their own ranking', async () => {
    const prices = PRODUCTS.map((product) => product.price);
    const byPrice = (ascending: boolean) => [...PRODUCTS].sort((a, b) => (ascending ? a.price - b.price : b.price - a.price)).map((product) => product.name);
    expect(await names('shop_price_asc')).toEqual(byPrice(true));
    expect(await names('shop_price_desc')).toEqual(byPrice(false));
    expect(await names('shop_date_desc')).toEqual([...PRODUCTS].reverse().map((product) => product.name));
    expect((await names('shop_name_asc'))[0]).toBe('Etuikleid Helene');
    expect(await names('shop_price_asc', { query: 'kleid' })).toEqual(['Kleiderbügel Set', 'Jerseykleid Emma', 'Sommerkleid Paula', 'Etuikleid Helene']);
    expect(prices).toHaveLength(10);
  });

  it('see writes to the primary and refuse writes of their own', async () => {
    const { taskID } = await engine.admin.saveObject({ indexName: 'shop', body: { objectID: '99', name: 'Socken Otto', price: 5, date: 1 } });
    await waitFor(engine.admin, 'shop', taskID);
    expect((await names('shop_price_asc'))[0]).toBe('Socken Otto');
    await expect(engine.admin.saveObject({ indexName: 'shop_price_asc', body: { name: 'x' } })).rejects.toMatchObject({ status: 400 });
  });

  it('are listed with their primary', async () => {
    const { items } = await engine.admin.listIndices();
    expect(items.find((item) => item.name === 'shop')).toMatchObject({ entries: 11, replicas: expect.arrayContaining(['shop_price_asc']) });
    expect(items.find((item) => item.name === 'shop_price_asc')).toMatchObject({ primary: 'shop', entries: 11 });
  });
});

describe('index operations', () => {
  it('replaces all objects through a temporary copy and a move (replaceAllObjects)', async () => {
    await loadCatalogue(engine.admin, 'replace', { ...SETTINGS, replicas: ['replace_price_asc'] });
    await engine.admin.replaceAllObjects({ indexName: 'replace', objects: PRODUCTS.slice(0, 3), batchSize: 2 });
    expect(await names('replace')).toHaveLength(3);
    // A new replica starts with its primary's settings: here, best sellers first.
    expect(await names('replace_price_asc')).toEqual(['Etuikleid Helene', 'Jerseykleid Emma', 'Faltenrock Greta']);
    expect(await engine.admin.getSettings({ indexName: 'replace' })).toMatchObject({ replicas: ['replace_price_asc'], customRanking: SETTINGS.customRanking });
    expect((await engine.admin.listIndices()).items.some((item) => item.name.startsWith('replace_tmp'))).toBe(false);
  });

  it('deletes an index; its replicas become independent indices', async () => {
    await loadCatalogue(engine.admin, 'doomed', { ...SETTINGS, replicas: ['doomed_replica'] });
    const { taskID } = await engine.admin.deleteIndex({ indexName: 'doomed' });
    await waitFor(engine.admin, 'doomed', taskID);
    await expect(engine.admin.getSettings({ indexName: 'doomed' })).rejects.toMatchObject({ status: 404 });
    expect(await engine.admin.getSettings({ indexName: 'doomed_replica' })).not.toHaveProperty('primary');
    expect(await names('doomed_replica')).toHaveLength(10);
  });

  it('keeps indices, settings and replicas across restarts', async () => {
    const restarted = await startTestEngine(db);
    try {
      const response = (await restarted.lite.search<{ name: string }>({ requests: [{ indexName: 'shop_price_asc', query: 'kleid' }] })).results[0];
      expect((response as SearchResponse<{ name: string }>).hits.map((hit) => hit.name)).toEqual(['Kleiderbügel Set', 'Jerseykleid Emma', 'Sommerkleid Paula', 'Etuikleid Helene']);
      expect(await restarted.admin.getSettings({ indexName: 'shop' })).toMatchObject({ attributesForFaceting: SETTINGS.attributesForFaceting });
    } finally {
      await restarted.close();
    }
  });
});
