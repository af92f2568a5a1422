import os from 'node:os';
import type autocannon from 'autocannon';
import { defaultLocaleCode, localeCodes, localeCookie, type LocaleCode } from '../../lib/i18n/locales';
import { categoryListBody, checkCategoryList, listCategorySlugs } from './category-list-request';
import { combine, figures, runLoad, type LoadTarget } from './load-cannon';
import { LOAD_PLAN } from './load-plan';
import { loadReport, type LoadResults } from './load-report';
import { machineLine, writeReportSection } from './report';
import { createSettle, waitUntilQuiet, type Settle } from './quiet';
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
export const PAGE_HEADERS: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** A page request in one language: the default one as on a first visit (no cookie), the others by the locale cookie. */
function localeHeaders(code: LocaleCode): Record<string, string> {
  return code === defaultLocaleCode ? PAGE_HEADERS : { ...PAGE_HEADERS, cookie: `${localeCookie.name}=${code}` };
}

/** One request per language, which each connection sends in turn. */
function pageRequests(path: string): autocannon.Request[] {
  return localeCodes.map((code) => ({ method: 'GET', path, headers: localeHeaders(code) }));
}

/** `total` connections spread over `count` targets as evenly as whole numbers allow. */
export function share(total: number, count: number, index: number): number {
  return Math.floor(total / count) + (index < total % count ? 1 : 0);
}

export function pageTargets(routes: [string, string][], connections: number): LoadTarget[] {
  return routes.map(([label, path], index) => ({ label, path, requests: pageRequests(path), connections: share(connections, routes.length, index) }));
}

/** Every route in every language once (each must answer 200), then a short burst for the JIT. */
export async function warmUp(origin: string, routes: [string, string][]): Promise<void> {
  for (const [, path] of routes) {
    for (const code of localeCodes) {
      // A redirect would count as an error under load: see it here, not followed.
      const response = await fetch(`${origin}${path}`, { headers: localeHeaders(code), redirect: 'manual', signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`warm-up: ${path} answered ${response.status}`);
    }
  }
  const burst = await runLoad(origin, pageTargets(routes, LOAD_PLAN.warmBurst.connections), LOAD_PLAN.warmBurst.seconds);
  for (const count of burst) console.log(`[bench load] warm-up burst ${count.path}: ${count.responses} answers, ${count.non2xx} non-2xx, ${count.timeouts} timeouts`);
}

/** One route alone, in German, at `connections` for `seconds`. */
export async function measureAlone(origin: string, label: string, path: string, connections: number, seconds: number) {
  const target: LoadTarget = { label, path, requests: [{ method: 'GET', path, headers: PAGE_HEADERS }], connections };
  const [count] = await runLoad(origin, [target], seconds);
  if (!count) throw new Error(`${path} was not measured`);
  return figures(count);
}

/** A prerendered file, the product page and the product list back to back, each alone on a quiet shop for the same time. */
async function measureRatio(origin: string, productPath: string, settle: Settle) {
  const routes: [string, string][] = [
    ['prerendered file', '/robots.txt'],
    ['product page', productPath],
    ['product list', '/products'],
  ];
  const measured = [];
  for (const [label, path] of routes) {
    await settle(`the ratio run on ${path}`);
    measured.push(await measureAlone(origin, label, path, LOAD_PLAN.ratio.connections, LOAD_PLAN.ratio.seconds));
  }
  return measured;
}

/** `/robots.txt` alone at the rush's connections: the latency floor the server sets before any page is rendered. */
async function measureFileRush(origin: string, settle: Settle) {
  await settle('the prerendered file at the rush’s load');
  return measureAlone(origin, 'prerendered file', '/robots.txt', LOAD_PLAN.rush.connections, LOAD_PLAN.fileRush.seconds);
}

/** The storefront's category request straight to the backend, rotating through every category with products. */
async function measureBackend(backendOrigin: string, settle: Settle) {
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
  await settle('the backend run');
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
    const loadAverageAtStart = os.loadavg()[0] ?? 0;
    const started = performance.now();
    const log = (message: string) => console.log(`[bench load] ${message} (${Math.round((performance.now() - started) / 1000)} s)`);
    const { settle, unsettled } = createSettle(shop.process.pid ?? 0, LOAD_PLAN.settle, log);

    log('warming up');
    await warmUp(shop.origin, routes);
    await settle('the time to first byte');
    const ttfb = await measureTtfb(`${shop.origin}${productPath}`, { headers: PAGE_HEADERS, ...LOAD_PLAN.ttfb });
    const backend = await measureBackend(shop.backendOrigin, settle);
    const ratio = await measureRatio(shop.origin, productPath, settle);
    await settle('the rush');
    const rushCounts = await runLoad(shop.origin, pageTargets(routes, LOAD_PLAN.rush.connections), LOAD_PLAN.rush.seconds);
    // What the rush left behind: requests timed out or cut off at its end that the shop still works on.
    const afterRush = await waitUntilQuiet(shop.process.pid ?? 0, LOAD_PLAN.settle.afterRushSeconds);
    const fileRush = await measureFileRush(shop.origin, settle);
    log('done');

    const results: LoadResults = {
      date: new Date().toISOString().slice(0, 10),
      machine: machineLine(),
      loadAverage: [loadAverageAtStart, os.loadavg()[0] ?? 0],
      minutes: (performance.now() - started) / 60_000,
      productPath,
      rush: rushCounts.map((count, index) => ({ ...figures(count), connections: share(LOAD_PLAN.rush.connections, routes.length, index) })),
      rushOverall: figures(combine('overall', '', rushCounts, true)),
      afterRush,
      fileRush,
      unsettled,
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
