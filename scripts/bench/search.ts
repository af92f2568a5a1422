import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { indexAllProducts } from '../../server/search/indexer/run';
import { primarySettings, replicaNames, replicaSettings } from '../../server/search/indexer/index-settings';
import { productRecord, readProducts, type ProductRecord } from '../../server/search/indexer/products';
import { credentialsFile, searchClient, searchTargetFromEnv } from '../../server/search/indexer/target';
import { startService, stopService, treeRssMiB } from './process';
import { machineLine, writeReportSection } from './report';
import { BENCH_CREDENTIALS } from './search-engine-process';
import { syntheticProducts } from './search-catalogue';
import { measure, type LatencySummary } from './stats';

/**
 * The embedded search engine under what the /search page sends: InstantSearch multi-queries
 * typed letter by letter, with typos, facets, refinements (an extra disjunctive query), a price
 * filter and sort replicas — at the seeded shop's size (the real backend, indexed through
 * GraphQL by the indexer) and at 10 000 and 100 000 synthetic records (the engine alone).
 */
const BACKEND_PORT = 4102;
const ENGINE_PORT = 4103;
const SAMPLES = 400;
const INDEX = 'products';

const TYPED = ['k', 'kl', 'kle', 'klei', 'kleid', 'h', 'he', 'hem', 'hemd', 'je', 'jea', 'jeans', 'sch', 'schw', 'schwarz', 'ma', 'man', 'mant', 'mantel'];
const TYPOS = ['klied', 'hmed', 'jaens', 'pulover', 'schwrz', 'roecke', 'strasse'];
const PHRASES = ['kleid schwarz', 'jeans blau', 'leinen hemd', 'wolle mantel', ''];
const QUERIES = [...TYPED, ...TYPOS, ...PHRASES];
const FACETS = ['gender', 'onSale', 'price', 'terms.productCat'];

/** The i-th request of the mix: what InstantSearch sends for one keystroke or refinement. */
function requestFor(i: number) {
  const query = QUERIES[i % QUERIES.length]!;
  const sorted = i % 6 === 5;
  const refined = i % 3 === 1;
  const base = {
    indexName: sorted ? replicaNames(INDEX).priceAscending : INDEX,
    query,
    hitsPerPage: 20,
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    ...(i % 4 === 2 ? { numericFilters: ['price>=20', 'price<=150'] } : {}),
  };
  if (!refined) return [{ ...base, facets: FACETS }];
  return [
    { ...base, facets: FACETS, facetFilters: [['gender:Damen']] },
    { ...base, facets: ['gender'], hitsPerPage: 0, analytics: false, clickAnalytics: false },
  ];
}

async function queryLatency(client: LiteClient): Promise<LatencySummary> {
  return measure((i) => client.search({ requests: requestFor(i) }).then(() => undefined), SAMPLES, 150);
}

interface Figures {
  label: string;
  records: number;
  buildSeconds: number;
  latency: LatencySummary;
  rssAfterMiB: number;
  /** JavaScript heap and array buffers the loaded index added (engine alone). */
  heapMiB: number | null;
  restartSeconds: number | null;
}

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

async function engineMemory(): Promise<number> {
  const usage = (await (await fetch(`http://127.0.0.1:${ENGINE_PORT}/memory`)).json()) as { heapUsed: number; arrayBuffers: number };
  return usage.heapUsed + usage.arrayBuffers;
}

function localHosts(port: number) {
  return [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
}

/** The seeded shop through the real backend: `npm run index`'s path, GraphQL in, Algolia API out. */
async function benchSeeded(): Promise<{ figures: Figures; templates: ProductRecord[] }> {
  const dataDir = path.resolve('data/bench-seeded');
  const env = { DATA_DIR: dataDir, BACKEND_PORT: String(BACKEND_PORT), DATABASE_URL: '' };
  const backend = await startService(process.execPath, ['--import', 'tsx', 'server/main.ts'], env, `http://127.0.0.1:${BACKEND_PORT}/health`);
  try {
    const graphqlUrl = `http://127.0.0.1:${BACKEND_PORT}/graphql`;
    const target = searchTargetFromEnv({ ...env, ALGOLIA_HOST_URL: `http://127.0.0.1:${BACKEND_PORT}`, ALGOLIA_INDEX_NAME: INDEX });
    const started = performance.now();
    const records = await indexAllProducts({ client: searchClient(target), indexName: INDEX, graphqlUrl });
    const buildSeconds = (performance.now() - started) / 1000;
    const rssAfterMiB = await treeRssMiB(backend.pid ?? 0);
    const { searchKey } = JSON.parse(await readFile(credentialsFile(env), 'utf8')) as { searchKey: string };
    const latency = await queryLatency(liteClient(target.appId, searchKey, { hosts: localHosts(BACKEND_PORT) }));
    const templates = (await readProducts(graphqlUrl)).map(productRecord);
    return { figures: { label: 'seeded shop (backend)', records, buildSeconds, latency, rssAfterMiB, heapMiB: null, restartSeconds: null }, templates };
  } finally {
    await stopService(backend);
  }
}

async function waitLong(client: Algoliasearch, indexName: string, taskID: number) {
  await client.waitForTask({ indexName, taskID, maxRetries: 6000, timeout: () => 50 });
}

function startEngine(dataDir: string | undefined) {
  const env: Record<string, string> = { SEARCH_BENCH_PORT: String(ENGINE_PORT), ...(dataDir ? { SEARCH_BENCH_DATA_DIR: dataDir } : {}) };
  const args = ['--expose-gc', '--import', 'tsx', 'scripts/bench/search-engine-process.ts'];
  return startService(process.execPath, args, env, `http://127.0.0.1:${ENGINE_PORT}/health`);
}

/** Settings, replicas and records through the client; seconds until the last task is published. */
async function fill(records: ProductRecord[]): Promise<number> {
  const admin = algoliasearch(BENCH_CREDENTIALS.appId, BENCH_CREDENTIALS.adminKey, { hosts: localHosts(ENGINE_PORT) });
  const started = performance.now();
  await waitLong(admin, INDEX, (await admin.setSettings({ indexName: INDEX, indexSettings: primarySettings(INDEX) })).taskID);
  for (const [replica, settings] of Object.entries(replicaSettings(INDEX))) {
    await waitLong(admin, replica, (await admin.setSettings({ indexName: replica, indexSettings: settings })).taskID);
  }
  const responses = await admin.saveObjects({ indexName: INDEX, objects: records, batchSize: 1000 });
  await waitLong(admin, INDEX, responses[responses.length - 1]!.taskID);
  return (performance.now() - started) / 1000;
}

/**
 * Synthetic records into the engine alone: first in memory only, to weigh the index without
 * PGlite's memory in the way; then persisted in PGlite on disk as the backend keeps it, for the
 * build time, the query latency and the time a restart takes to load it back.
 */
async function benchSynthetic(templates: ProductRecord[], count: number): Promise<Figures> {
  const records = syntheticProducts(templates, count);
  let engine = await startEngine(undefined);
  let heapMiB: number;
  try {
    const before = await engineMemory();
    await fill(records);
    heapMiB = mib((await engineMemory()) - before);
  } finally {
    await stopService(engine);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-search-bench-'));
  engine = await startEngine(dataDir);
  try {
    const buildSeconds = await fill(records);
    const rssAfterMiB = await treeRssMiB(engine.pid ?? 0);
    const latency = await queryLatency(liteClient(BENCH_CREDENTIALS.appId, BENCH_CREDENTIALS.searchKey, { hosts: localHosts(ENGINE_PORT) }));
    await stopService(engine);
    const restarted = performance.now();
    engine = await startEngine(dataDir);
    const restartSeconds = (performance.now() - restarted) / 1000;
    return { label: `${count.toLocaleString('en')} synthetic (engine)`, records: count, buildSeconds, latency, rssAfterMiB, heapMiB, restartSeconds };
  } finally {
    await stopService(engine);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchSearch(): Promise<void> {
  const load = os.loadavg()[0]!;
  const { figures: seeded, templates } = await benchSeeded();
  const results = [seeded, await benchSynthetic(templates, 10_000), await benchSynthetic(templates, 100_000)];
  const row = (f: Figures) =>
    `| ${f.label} | ${f.records} | ${f.latency.p50} | ${f.latency.p95} | ${f.latency.max} | ${f.buildSeconds.toFixed(1)} | ${f.heapMiB ?? '–'} | ${f.rssAfterMiB} | ${f.restartSeconds === null ? '–' : f.restartSeconds.toFixed(1)} |`;
  const markdown = `## Search (embedded Algolia-compatible engine)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} (load average ${load.toFixed(1)} at the start). ${SAMPLES} sequential InstantSearch-style requests per
catalogue through the real \`algoliasearch/lite\` client over HTTP on loopback, after 150 warm-up requests. The mix: queries
typed letter by letter (prefixes), typos and German spellings (\`klied\`, \`roecke\`, \`strasse\`), two-word queries and the empty
query; every request asks for 4 facets (gender, onSale, price with facets_stats, category); every third refines gender (so
InstantSearch adds a disjunctive facet query), every fourth filters the price, every sixth sorts through a replica.
Targets: p95 ≤ 10 ms at 10 000 records, ≤ 50 ms at 100 000.

| catalogue | records | p50 (ms) | p95 (ms) | max (ms) | index build (s) | index heap (MiB) | process RSS (MiB) | restart with index (s) |
|---|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}

Index build: the seeded shop through \`indexAllProducts\` (GraphQL read, settings and 4 sort replicas, records into a
temporary index moved over the live one); synthetic catalogues as batches of 1000 through \`saveObjects\` until the last
task is published, persisted in PGlite on disk. Index heap: what the loaded index adds to an in-memory engine process's JS
heap and array buffers (after a garbage collection). Process RSS: the whole process after loading (Node, PGlite's WebAssembly
memory and the engine; the backend's for the seeded shop). Restart: a new engine process loading the persisted index until
it answers. The machine is shared with other work, so the tail (max) is noisy.`;
  console.log(markdown);
  await writeReportSection('search', markdown);
}
