/**
 * The products indexer: reads the catalogue through the commerce GraphQL contract and writes it
 * through the Algolia API with the real client, so it fills the embedded engine and a real
 * Algolia application alike (`npm run index`, start-up indexing, the change feed).
 */
import type { Algoliasearch, BatchRequest } from 'algoliasearch';
import type { ProductChange } from '../../commerce/catalog/change-feed';
import { primarySettings, replicaSettings } from './index-settings';
import { productRecord, readProducts, type ProductRecord } from './products';

export interface IndexerOptions {
  client: Algoliasearch;
  indexName: string;
  graphqlUrl: string;
  log?: (line: string) => void;
}

/** docs/behaviour.md §9: tasks are polled every 50 ms and given up on after 5000 ms. */
const TASK_POLL_MS = 50;
const TASK_TIMEOUT_MS = 5000;
const BATCH_SIZE = 1000;

async function waitFor(client: Algoliasearch, indexName: string, taskID: number) {
  await client.waitForTask({ indexName, taskID, maxRetries: TASK_TIMEOUT_MS / TASK_POLL_MS, timeout: () => TASK_POLL_MS });
}

/** Settings on the index and on each replica (sort orders). */
export async function applyIndexSettings(client: Algoliasearch, indexName: string) {
  const primary = await client.setSettings({ indexName, indexSettings: primarySettings(indexName) });
  await waitFor(client, indexName, primary.taskID);
  for (const [replica, settings] of Object.entries(replicaSettings(indexName))) {
    const { taskID } = await client.setSettings({ indexName: replica, indexSettings: settings });
    await waitFor(client, replica, taskID);
  }
}

/**
 * Rebuilds the index from every product: settings first, then the records go into a temporary
 * index that is moved over the live one, so searches never see a half-filled index and products
 * that are gone disappear. Returns the number of records.
 */
export async function indexAllProducts(options: IndexerOptions): Promise<number> {
  const { client, indexName, graphqlUrl } = options;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const records = (await readProducts(graphqlUrl)).map(productRecord);
  log(`read ${records.length} products from ${graphqlUrl} in ${Math.round(performance.now() - started)} ms`);
  await applyIndexSettings(client, indexName);
  const temporary = `${indexName}_tmp_${Date.now()}`;
  const copy = await client.operationIndex({ indexName, operationIndexParams: { operation: 'copy', destination: temporary, scope: ['settings'] } });
  await waitFor(client, indexName, copy.taskID);
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    const requests: BatchRequest[] = records.slice(start, start + BATCH_SIZE).map((body) => ({ action: 'addObject', body }));
    const { taskID } = await client.batch({ indexName: temporary, batchWriteParams: { requests } });
    await waitFor(client, temporary, taskID);
  }
  const move = await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: indexName } });
  await waitFor(client, temporary, move.taskID);
  log(`indexed ${records.length} products into ${indexName} in ${Math.round(performance.now() - started)} ms`);
  return records.length;
}

/** A product to re-index: its slug, and its id when known (the change feed knows it). */
export type ProductRef = Pick<ProductChange, 'slug'> & Partial<Pick<ProductChange, 'productId'>>;

/**
 * Re-reads changed products and saves or deletes their records in one batch. A product that no
 * longer comes back from the catalogue (deleted, unpublished, hidden from search) leaves the
 * index. Before the first full build there is no index, and nothing to do.
 */
export async function reindexProducts(options: IndexerOptions, changes: ProductRef[]): Promise<{ saved: number; deleted: number }> {
  const { client, indexName, graphqlUrl } = options;
  if (changes.length === 0 || !(await client.indexExists({ indexName }))) return { saved: 0, deleted: 0 };
  const slugs = [...new Set(changes.map((change) => change.slug))];
  const found = new Map<string, ProductRecord>();
  for (let start = 0; start < slugs.length; start += 100) {
    for (const product of await readProducts(graphqlUrl, slugs.slice(start, start + 100))) {
      const record = productRecord(product);
      found.set(record.objectID, record);
    }
  }
  const foundSlugs = new Set([...found.values()].map((record) => record.slug));
  const gone = new Set(changes.flatMap((change) => (change.productId === undefined ? [] : [String(change.productId)])));
  const unknownSlugs = changes.filter((change) => change.productId === undefined && !foundSlugs.has(change.slug)).map((change) => change.slug);
  for (const objectID of await objectIDsBySlug(client, indexName, unknownSlugs)) gone.add(objectID);
  const deletions = [...gone].filter((id) => !found.has(id));
  const requests: BatchRequest[] = [
    ...[...found.values()].map((body): BatchRequest => ({ action: 'updateObject', body })),
    ...deletions.map((objectID): BatchRequest => ({ action: 'deleteObject', body: { objectID } })),
  ];
  if (requests.length === 0) return { saved: 0, deleted: 0 };
  const { taskID } = await client.batch({ indexName, batchWriteParams: { requests } });
  await waitFor(client, indexName, taskID);
  return { saved: found.size, deleted: deletions.length };
}

/** Records of products known only by slug (slug is a filterOnly facet). */
async function objectIDsBySlug(client: Algoliasearch, indexName: string, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const filters = slugs.map((slug) => `slug:${JSON.stringify(slug)}`).join(' OR ');
  const { hits } = await client.searchSingleIndex({ indexName, searchParams: { filters, attributesToRetrieve: ['objectID'], hitsPerPage: 1000 } });
  return hits.map((hit) => hit.objectID);
}

/** For start-up: builds the index when it is missing or empty. True when it did. */
export async function indexIfEmpty(options: IndexerOptions): Promise<boolean> {
  const { client, indexName } = options;
  if (await client.indexExists({ indexName })) {
    const { nbHits } = await client.searchSingleIndex({ indexName, searchParams: { query: '', hitsPerPage: 0 } });
    if ((nbHits ?? 0) > 0) return false;
  }
  await indexAllProducts(options);
  return true;
}
