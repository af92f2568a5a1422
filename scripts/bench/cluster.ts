import os from 'node:os';
import pg from 'pg';
import { startCluster, type Cluster } from '../cluster/cluster';
import { STOREFRONT_HEALTH_PATH } from '../cluster/options';
import { TEST_CLUSTER } from '../cluster/test-cluster-settings';
import { combine, figures, runLoad } from './load-cannon';
import { LOAD_PLAN } from './load-plan';
import { measureAlone, pageTargets, warmUp } from './load';
import { clusterReport, type ClusterResults } from './cluster-report';
import { machineLine, writeReportSection } from './report';
import { findSlugs } from './shop';
import { summarize } from './stats';

/**
 * The cluster (scripts/cluster): the load bench's rush through HAProxy with two storefront
 * processes and with one (the second taken out of the balancer through its admin socket), in the
 * same run, each next to a prerendered file at the same load; then how long a product write takes
 * to reach a fresh page on every storefront.
 */
const REACH_SAMPLES = 20;
const REACH_TIMEOUT_MS = 10_000;
const PAUSE_MS = 5_000;

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/** The rush's route mix, then /robots.txt alone at the rush's connections, through the balancer. */
async function rushAndFile(cluster: Cluster, routes: [string, string][], log: (line: string) => void) {
  log('the rush');
  const counts = await runLoad(cluster.url, pageTargets(routes, LOAD_PLAN.rush.connections), LOAD_PLAN.rush.seconds);
  await pause();
  log('the prerendered file at the rush’s load');
  const file = await measureAlone(cluster.url, 'prerendered file', '/robots.txt', LOAD_PLAN.rush.connections, LOAD_PLAN.fileRush.seconds);
  await pause();
  return { rush: figures(combine('overall', '', counts, true)), perRoute: counts.map(figures), file };
}

/** A product's price as a storefront's page shows it (its structured data), read straight from that storefront. */
async function pagePrice(origin: string, slug: string): Promise<string | null> {
  const html = await fetch(`${origin}/product/${slug}`).then((response) => response.text());
  return /"price":"([\d.]+)"/.exec(html)?.[1] ?? null;
}

/** Writes a new price `REACH_SAMPLES` times; each time, the milliseconds until every storefront serves it. */
async function revalidationReach(cluster: Cluster, log: (line: string) => void): Promise<{ samples: number[]; missed: number }> {
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  try {
    const { rows } = await db.query<{ id: number; slug: string; price: number }>(
      `SELECT id, slug, price FROM product WHERE type = 'simple' AND status = 'publish' AND price = regular_price
         AND sale_price IS NULL AND price BETWEEN 1000 AND 9000 ORDER BY id DESC LIMIT 1`,
    );
    const product = rows[0];
    if (!product) throw new Error('no simple product to change');
    const samples: number[] = [];
    let missed = 0;
    for (let sample = 0; sample < REACH_SAMPLES; sample += 1) {
      // Cached first on every storefront, so the write has something to make stale.
      for (const storefront of cluster.storefronts) await pagePrice(storefront.origin, product.slug);
      const cents = product.price + 1 + sample;
      const started = performance.now();
      await db.query('UPDATE product SET price = $2, regular_price = $2 WHERE id = $1', [product.id, cents]);
      const waits = cluster.storefronts.map(async (storefront) => {
        while (performance.now() - started < REACH_TIMEOUT_MS) {
          if ((await pagePrice(storefront.origin, product.slug)) === (cents / 100).toFixed(2)) return performance.now() - started;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return null;
      });
      const reached = await Promise.all(waits);
      if (reached.some((ms) => ms === null)) missed += 1;
      else samples.push(Math.max(...(reached as number[])));
      log(`reach ${sample + 1}/${REACH_SAMPLES}: ${reached.map((ms) => (ms === null ? 'missed' : `${Math.round(ms)} ms`)).join(', ')}`);
    }
    await db.query('UPDATE product SET price = $2, regular_price = $2 WHERE id = $1', [product.id, product.price]);
    return { samples, missed };
  } finally {
    await db.end();
  }
}

export async function benchCluster(): Promise<void> {
  const started = performance.now();
  const log = (line: string) => console.log(`[bench cluster] ${line} (${Math.round((performance.now() - started) / 1000)} s)`);
  const cluster = await startCluster({
    ...TEST_CLUSTER,
    storefronts: 2,
    backends: 2,
    storefrontHealthPath: STOREFRONT_HEALTH_PATH,
    output: { logDir: TEST_CLUSTER.dataDir },
    log,
  });
  try {
    const loadAverageAtStart = os.loadavg()[0] ?? 0;
    const slugs = await findSlugs(cluster.backendUrl);
    const routes: [string, string][] = [
      ['home', '/'],
      ['product list', '/products'],
      ['product list, page 2', '/products/page/2'],
      ['category', `/product-category/${slugs.category}`],
      ['product page', `/product/${slugs.product}`],
      ['search', '/search'],
    ];
    log('warming up both storefronts');
    for (const storefront of cluster.storefronts) await warmUp(storefront.origin, routes);
    await pause();
    const two = await rushAndFile(cluster, routes, log);
    // One storefront: the second out of the balancer, and out of its fail-open fallback (its process keeps running, idle).
    await cluster.haproxy.admin('disable server storefronts/storefront2');
    await cluster.haproxy.admin('disable server storefronts/storefront2-fallback');
    await pause();
    const one = await rushAndFile(cluster, routes, log);
    await cluster.haproxy.admin('enable server storefronts/storefront2');
    await cluster.haproxy.admin('enable server storefronts/storefront2-fallback');
    await pause();
    log('revalidation reach');
    const reach = await revalidationReach(cluster, log);
    const results: ClusterResults = {
      date: new Date().toISOString().slice(0, 10),
      machine: machineLine(),
      cores: os.cpus().length,
      loadAverage: [loadAverageAtStart, os.loadavg()[0] ?? 0],
      minutes: (performance.now() - started) / 60_000,
      two,
      one,
      reach: { latency: summarize(reach.samples), missed: reach.missed, storefronts: cluster.storefronts.length },
    };
    const markdown = clusterReport(results);
    console.log(markdown);
    await writeReportSection('cluster', markdown);
  } finally {
    await cluster.stop();
  }
}

