import os from 'node:os';
import type autocannon from 'autocannon';
import { defaultLocaleCode, localeCodes, localeCookie } from '../../lib/i18n/locales';
import { categoryListBody, checkCategoryList, listCategorySlugs } from './category-list-request';
import { combine, figures, runLoad, type LoadCount, type LoadTarget } from './load-cannon';
import { LOAD_PLAN } from './load-plan';
import { loadReport, type LoadResults } from './load-report';
import { machineLine, writeReportSection } from './report';
import { findSlugs, startShop, stopShop } from './shop';
import { measureTtfb } from './ttfb';

/**
 * A sale-day rush: the storefront's production build over the embedded backend under many
 * concurrent shoppers, measured with autocannon on loopback. Four figures: the rush itself,
 * a cached product page's time to first byte, the pages' throughput as a ratio to a
 * prerendered file's (which holds across machines), and the backend alone.
 */
const STOREFRONT_PORT = 3400;
const BACKEND_PORT = 4400;
const DATA_DIR = 'data/bench-load';

/** What a browser sends with a page request; compression costs the server, as it does for shoppers. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** One request per language: the default one as a first visit (no cookie), the others by the locale cookie. */
function pageRequests(path: string): autocannon.Request[] {
  return localeCodes.map((code) => ({
    method: 'GET',
    path,
    headers: code === defaultLocaleCode ? PAGE_HEADERS : { ...PAGE_HEADERS, cookie: `${localeCookie.name}=${code}` },
  }));
}

/** `total` connections spread over `count` targets as evenly as whole numbers allow. */
function share(total: number, count: number, index: number): number {
  return Math.floor(total / count) + (index < total % count ? 1 : 0);
}

function pageTargets(routes: [string, string][], connections: number): LoadTarget[] {
  return routes.map(([label, path], index) => ({ label, path, requests: pageRequests(path), connections: share(connections, routes.length, index) }));
}

/** Every route in every language once (each must answer 200), then a short burst for the JIT. */
async function warmUp(origin: string, routes: [string, string][]): Promise<void> {
  for (const [, path] of routes) {
    for (const request of pageRequests(path)) {
      const response = await fetch(`${origin}${path}`, { headers: request.headers as Record<string, string> });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`warm-up: ${path} answered ${response.status}`);
    }
  }
  await runLoad(origin, pageTargets(routes, LOAD_PLAN.warmBurst.connections), LOAD_PLAN.warmBurst.seconds);
}

/** Product page, product list and a prerendered file back to back, in rounds so drift hits all three alike. */
async function measureRatio(origin: string, productPath: string) {
  const routes: [string, string][] = [
    ['`/robots.txt` (prerendered)', '/robots.txt'],
    ['product page', productPath],
    ['product list', '/products'],
  ];
  const counts: LoadCount[][] = routes.map(() => []);
  for (let round = 0; round < LOAD_PLAN.ratio.rounds; round += 1) {
    for (const [index, [label, path]] of routes.entries()) {
      const target: LoadTarget = { label, path, requests: [{ method: 'GET', path, headers: PAGE_HEADERS }], connections: LOAD_PLAN.ratio.connections };
      const [count] = await runLoad(origin, [target], LOAD_PLAN.ratio.roundSeconds);
      if (count) counts[index]?.push(count);
    }
  }
  return routes.map(([label, path], index) => figures(combine(label, path, counts[index] ?? [], false)));
}

/** The storefront's category request straight to the backend, rotating through every category with products. */
async function measureBackend(backendOrigin: string) {
  const slugs: string[] = [];
  for (const slug of await listCategorySlugs(backendOrigin)) if ((await checkCategoryList(backendOrigin, slug)) > 0) slugs.push(slug);
  const target: LoadTarget = {
    label: `category list (${slugs.length} categories in turn)`,
    path: '/graphql',
    requests: slugs.map((slug) => ({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: categoryListBody(slug) })),
    connections: LOAD_PLAN.backend.connections,
    // GraphQL answers its errors with status 200.
    verifyBody: (body) => !body.includes('"errors":'),
  };
  await runLoad(backendOrigin, [target], LOAD_PLAN.backend.warmupSeconds);
  const [count] = await runLoad(backendOrigin, [target], LOAD_PLAN.backend.seconds);
  if (!count) throw new Error('the backend was not measured');
  return figures(count);
}

export async function benchLoad(): Promise<void> {
  const shop = await startShop({ storefrontPort: STOREFRONT_PORT, backendPort: BACKEND_PORT, dataDir: DATA_DIR });
  try {
    const slugs = await findSlugs(shop.backendOrigin);
    const productPath = `/product/${slugs.product}`;
    const routes: [string, string][] = [
      ['home', '/'],
      ['product list', '/products'],
      ['product list, page 2', '/products/page/2'],
      ['category', `/product-category/${slugs.category}`],
      ['product page', productPath],
      ['search', '/search'],
    ];
    const loadAverage = os.loadavg()[0] ?? 0;
    const started = performance.now();
    const phase = (name: string) => console.log(`[bench load] ${name} (${Math.round((performance.now() - started) / 1000)} s)`);

    phase('warming up');
    await warmUp(shop.origin, routes);
    phase('cached product page: time to first byte');
    const ttfb = await measureTtfb(`${shop.origin}${productPath}`, { headers: PAGE_HEADERS, ...LOAD_PLAN.ttfb });
    phase('backend alone');
    const backend = await measureBackend(shop.backendOrigin);
    phase('ratio to a prerendered file');
    const ratio = await measureRatio(shop.origin, productPath);
    // Last: nothing measured after it meets the renders it leaves behind.
    phase('rush');
    const rushCounts = await runLoad(shop.origin, pageTargets(routes, LOAD_PLAN.rush.connections), LOAD_PLAN.rush.seconds);
    phase('done');

    const results: LoadResults = {
      date: new Date().toISOString().slice(0, 10),
      machine: machineLine(),
      loadAverage,
      minutes: (performance.now() - started) / 60_000,
      productPath,
      rush: rushCounts.map((count, index) => ({ ...figures(count), connections: share(LOAD_PLAN.rush.connections, routes.length, index) })),
      rushOverall: figures(combine('overall', '', rushCounts, true)),
      ttfb,
      ratio,
      backend,
    };
    const markdown = loadReport(results);
    console.log(markdown);
    await writeReportSection('load', markdown);
  } finally {
    await stopShop(shop);
  }
}
