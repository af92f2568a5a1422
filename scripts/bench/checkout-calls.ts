import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { withBrowser } from './chromium';
import { startService, stopService } from './process';
import { startShop, stopShop, type Shop } from './shop';
import { machineLine, writeReportSection } from './report';

/**
 * The checkout's calls to the backend per shopper action (issue 21, item 12: checkout once asked
 * for GetCartItemCount and GetCountryStates dozens of times per visit). A second storefront
 * process on the current build is pointed at a counting proxy in front of the same backend, and
 * Chromium goes through one checkout visit: the page load, a shipping choice, a change of
 * country, the order. Each GraphQL operation the storefront sends is counted per action and
 * kind. Target: at most one of each kind per action.
 *
 * Uses the backend at BACKEND_PORT when one answers (`npm start`), else starts the shop itself as
 * `npm start` does (its own ports and data); with COMMERCE_GRAPHQL_URL, that backend (a real store,
 * with a build made for it): `npm run bench -- checkout-calls`.
 */
const STOREFRONT_PORT = Number(process.env.BENCH_CALLS_STOREFRONT_PORT || 3290);
const ORIGIN = `http://127.0.0.1:${STOREFRONT_PORT}`;
const EXTERNAL_TARGET = process.env.COMMERCE_GRAPHQL_URL?.trim() || null;
const RUNNING_TARGET = `http://127.0.0.1:${process.env.BACKEND_PORT || 4000}/graphql`;
/** The shop this bench starts when nothing answers at RUNNING_TARGET. */
const OWN_SHOP = { storefrontPort: STOREFRONT_PORT + 1, backendPort: 4291, dataDir: 'data/bench-checkout-calls' };
const ACTIONS = ['page load', 'shipping choice', 'country change', 'place order'] as const;
type Action = (typeof ACTIONS)[number];
type Counts = Map<string, number>;

const log = (message: string) => console.log(`[bench checkout-calls] ${message}`);

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The operation's name: the request's operationName, else the query's first named operation. */
export function operationName(body: string): string {
  try {
    const parsed = JSON.parse(body) as { operationName?: string; query?: string };
    return parsed.operationName || /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation)\s+(\w+)/.exec(parsed.query ?? '')?.[1] || '(anonymous)';
  } catch {
    return '(not JSON)';
  }
}

/** Forwards every request to the target backend and counts its operation under the action under way. */
async function countingProxy(target: string, current: () => Action | null, counts: Map<Action, Counts>): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    inFlight.backend += 1;
    const body = await readBody(request);
    const action = current();
    if (action && request.method === 'POST') {
      const kinds = counts.get(action) ?? new Map<string, number>();
      const name = operationName(body.toString('utf8'));
      kinds.set(name, (kinds.get(name) ?? 0) + 1);
      counts.set(action, kinds);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers.set(name, value);
    }
    try {
      // Any path, not only /graphql: the storefront also reads the store's WPGraphQL readme.txt.
      const answer = await fetch(new URL(request.url ?? '/', target), { method: request.method, headers, body: request.method === 'POST' ? new Uint8Array(body) : undefined });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(502).end(String(error));
    } finally {
      inFlight.backend -= 1;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` };
}

/** A simple product that ships, with stock counted and plenty left, from the backend's own list. */
async function pickProduct(target: string): Promise<string> {
  const query = `{ products(first: 100, where: { type: SIMPLE, stockStatus: IN_STOCK }) {
    nodes { slug ... on SimpleProduct { price(format: RAW) manageStock stockQuantity virtual } } } }`;
  const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { data?: { products: { nodes: { slug: string; price: string | null; manageStock: unknown; stockQuantity: number | null; virtual: boolean | null }[] } } };
  const picks = (body.data?.products.nodes ?? [])
    .filter((node) => !node.virtual && Number(node.price) > 0 && String(node.manageStock).toUpperCase() === 'TRUE' && (node.stockQuantity ?? 0) >= 5)
    .sort((a, b) => (b.stockQuantity ?? 0) - (a.stockQuantity ?? 0));
  if (!picks[0]) throw new Error(`no simple product with stock at ${target}`);
  return picks[0].slug;
}

/** Requests under way: the browser's to the storefront, and the storefront's to the backend. */
const inFlight = { browser: 0, backend: 0 };

/** Until neither the page nor the storefront has had a request open for a second and a half. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (inFlight.browser > 0 || inFlight.backend > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 1_500) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the checkout did not settle within 60 s');
}

function countBrowserRequests(page: Page) {
  page.on('request', () => void (inFlight.browser += 1));
  const done = () => void (inFlight.browser = Math.max(0, inFlight.browser - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

async function fillAddress(page: Page) {
  await page.getByLabel('Vorname').first().fill('Berta');
  await page.getByLabel('Nachname').first().fill('Bench');
  await page.getByLabel('Straße und Hausnummer').first().fill('Ring 1');
  await page.getByLabel('Postleitzahl').first().fill('1010');
  await page.getByLabel('Ort / Stadt').first().fill('Wien');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(`bench-${Date.now()}@example.com`);
}

async function visitCheckout(target: string, run: (action: Action | null, step: () => Promise<void>) => Promise<void>) {
  const slug = await pickProduct(target);
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    countBrowserRequests(page);
    await run(null, async () => {
      await page.goto(`${ORIGIN}/product/${slug}`);
      await settle(page);
      await page.locator('main').getByRole('button', { name: 'In den Warenkorb' }).click();
      await page.getByRole('dialog', { name: 'Ihr Warenkorb' }).getByTestId('cart-line').waitFor();
      await settle(page);
    });
    await run('page load', async () => {
      await page.goto(`${ORIGIN}/checkout`);
      await page.getByTestId('checkout-total').waitFor();
      await settle(page);
    });
    await run('shipping choice', async () => {
      const other = page.locator('input[name="shipping-method"]:not(:checked)').first();
      if ((await other.count()) > 0) await other.check();
      await settle(page);
    });
    await run(null, () => fillAddress(page));
    await run('country change', async () => {
      await page.getByLabel('Land / Region').first().selectOption('AT');
      await settle(page);
    });
    await run('place order', async () => {
      await page.getByRole('radio', { name: 'Nachnahme' }).check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await page.waitForURL(/\/checkout\/order-received\/\d+$/, { timeout: 60_000 });
      await settle(page);
    });
    await context.close();
  });
}

export function checkoutCallsReport(counts: Map<Action, Counts>, date: string, machine: string, backend: string): string {
  const rows = ACTIONS.map((action) => {
    const kinds = [...(counts.get(action) ?? new Map<string, number>())].sort(([a], [b]) => a.localeCompare(b));
    const most = Math.max(0, ...kinds.map(([, count]) => count));
    const listed = kinds.map(([name, count]) => `${name} × ${count}`).join(', ') || '–';
    return `| ${action} | ${listed} | ${most} | ${most <= 1 ? 'met' : '**not met**'} |`;
  });
  return `## Checkout: calls to the backend per shopper action (${backend})

${date}, ${machine}. One checkout visit in Chromium through a storefront process on the
current build whose GraphQL requests pass a counting proxy: the page load of /checkout (with one product in the cart),
choosing the other shipping rate (when there is one), changing the country to Austria, and placing the order by cash on
delivery (the order-received page included). Target: at most one request of each kind per action.

| action | GraphQL operations sent by the storefront | most of one kind | target ≤ 1 |
| --- | --- | --- | --- |
${rows.join('\n')}`;
}

export async function benchCheckoutCalls(): Promise<void> {
  const answers = (url: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }).then(
      (response) => response.ok,
      () => false,
    );
  let target = EXTERNAL_TARGET ?? RUNNING_TARGET;
  let ownShop: Shop | null = null;
  if (!(await answers(target))) {
    if (EXTERNAL_TARGET) throw new Error(`no backend answers at ${EXTERNAL_TARGET}`);
    log(`nothing answers at ${RUNNING_TARGET}: starting the shop as npm start does (data in ${OWN_SHOP.dataDir})`);
    ownShop = await startShop(OWN_SHOP);
    target = `${ownShop.backendOrigin}/graphql`;
  }
  try {
    await countCheckoutCalls(target);
  } finally {
    if (ownShop) await stopShop(ownShop);
  }
}

async function countCheckoutCalls(target: string): Promise<void> {
  const counts = new Map<Action, Counts>();
  let current: Action | null = null;
  const proxy = await countingProxy(target, () => current, counts);
  log(`storefront on ${ORIGIN}, its backend calls counted on their way to ${target}`);
  const storefront = await startService(
    process.execPath,
    ['--import', 'tsx', 'storefront-server/main.ts'],
    // localhost, as npm start: Next's handler calls itself there (docs/architecture.md, "Listening address").
    { STOREFRONT_HOST: 'localhost', STOREFRONT_PORT: String(STOREFRONT_PORT), COMMERCE_GRAPHQL_URL: proxy.url, SITE_URL: ORIGIN },
    `${ORIGIN}/`,
    120_000,
  );
  try {
    await visitCheckout(target, async (action, step) => {
      current = action;
      try {
        await step();
      } finally {
        current = null;
      }
    });
  } finally {
    await stopService(storefront);
    proxy.server.close();
  }
  // Each kind of backend keeps its own section: a run against a real store does not replace the embedded figures.
  const external = EXTERNAL_TARGET !== null;
  const backend = external ? `the WooCommerce store at ${target}` : 'embedded backend';
  const markdown = checkoutCallsReport(counts, new Date().toISOString().slice(0, 10), machineLine(), backend);
  console.log(markdown);
  await writeReportSection(external ? 'checkout-calls-store' : 'checkout-calls', markdown);
}
