import { warmUp } from './chromium';
import { measureFirstLoadJs, type FirstLoadJs } from './first-load-js';
import { measureFrameworkFloor } from './framework-floor';
import { auditPage, type PageFigures } from './lighthouse-run';
import { machineLine, writeReportSection } from './report';
import { findSlugs, startShop, stopShop } from './shop';

/**
 * The storefront as shoppers' browsers see it: Lighthouse (mobile, median of five runs) on the
 * home page, the product list and a product page, and the JavaScript each route loads on a
 * first visit. The shop runs as `npm start` runs it (production build, embedded backend), on
 * its own ports and data directory so it never meets another server.
 */
const STOREFRONT_PORT = 3300;
const BACKEND_PORT = 4300;
const RUNS = 5;

const TARGETS = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** The product page's first-load JS when the page cache was asked for: it may not grow. */
const PRODUCT_JS_BEFORE_CACHE_KIB = 148.8;
/** With the cart, the product page loads at most this much more than an empty Next.js page. */
const PRODUCT_JS_ABOVE_FLOOR_KIB = 25;

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

function report(pages: [string, string, PageFigures][], js: FirstLoadJs[], productPath: string, floor: FirstLoadJs): string {
  const figures = pages[0]?.[2];
  const scoreRows = pages.map(
    ([label, pagePath, page]) =>
      `| ${label} (\`${pagePath}\`) | ${page.scores.performance} | ${page.scores.accessibility} | ${page.scores['best-practices']} | ${page.scores.seo} | ` +
      `${(page.metrics.fcp / 1000).toFixed(2)} | ${(page.metrics.lcp / 1000).toFixed(2)} | ${Math.round(page.metrics.tbt)} | ${page.metrics.cls.toFixed(3)} |`,
  );
  const targetRows = pages.flatMap(([label, , page]) =>
    (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map(
      (category) =>
        `| ${label}: ${category} ${TARGETS[category] === 100 ? '100' : `≥ ${TARGETS[category]}`} | ${page.scores[category]} | ${met(page.scores[category] >= TARGETS[category])} |`,
    ),
  );
  const productJs = js.find((route) => route.path === productPath);
  if (productJs) {
    const aboveFloor = productJs.gzipBytes - floor.gzipBytes;
    targetRows.push(
      `| product page: first-load JS no more than before the page cache (${PRODUCT_JS_BEFORE_CACHE_KIB} KiB) | ${kib(productJs.gzipBytes)} KiB | ${met(productJs.gzipBytes <= PRODUCT_JS_BEFORE_CACHE_KIB * 1024)} |`,
      `| product page with the cart: ≤ ${PRODUCT_JS_ABOVE_FLOOR_KIB} KiB above an empty Next.js page (${kib(floor.gzipBytes)} KiB) | +${kib(aboveFloor)} KiB | ${met(aboveFloor <= PRODUCT_JS_ABOVE_FLOOR_KIB * 1024)} |`,
    );
  }
  // Scripts every measured route loads: React, the Next.js router and runtime, the shell.
  const shared = js
    .map((route) => new Set(route.scripts.map((script) => script.url)))
    .reduce((common, urls) => new Set([...common].filter((url) => urls.has(url))));
  const sharedBytes = (js[0]?.scripts ?? []).filter((script) => shared.has(script.url)).reduce((sum, script) => sum + script.gzipBytes, 0);
  const jsRows = js.map(
    (route) => `| \`${route.path}\` | ${route.scripts.length} | ${kib(route.gzipBytes)} | ${kib(route.gzipBytes - sharedBytes)} |`,
  );
  const findings = pages.flatMap(([label, , page]) => page.findings.map((finding) => `- ${label}: ${finding}`));

  const browser = figures?.userAgent.match(/HeadlessChrome\/[\d.]+/)?.[0] ?? 'headless Chromium';
  return `## Storefront: Lighthouse and first-load JavaScript

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}.
Lighthouse ${figures?.lighthouseVersion ?? '?'} (CLI, mobile form factor, simulated throttling) in ${browser},
${RUNS} runs per page, median per category and metric; Lighthouse's CPU benchmark index here: ${Math.round(figures?.benchmarkIndex ?? 0)}.
The shop runs as \`npm start\` runs it (production build, embedded backend, seeded data) on loopback, on the same
two cores as the browser; each page is opened once on a phone-sized screen before the runs, so data and resized
pictures are cached. Mobile scores here are noisy (single runs of one page differ by twenty points, medians of five
by about five between whole runs of this bench): compare medians, and the metrics beside them.

| page | performance | accessibility | best practices | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS |
|---|---|---|---|---|---|---|---|---|
${scoreRows.join('\n')}

| target | figure | |
|---|---|---|
${targetRows.join('\n')}

${findings.length ? `Audits below full marks (accessibility, best practices, SEO):\n\n${findings.join('\n')}` : 'No accessibility, best-practices or SEO audit below full marks in any run.'}

### First-load JavaScript per route

Each route opened once in a fresh Chromium context (empty cache) with Playwright, waiting until the
network is idle; every script response (\`resourceType\` script: Next.js chunks, whether in the HTML or
loaded by the router or hydration) is gzipped here with zlib's default level, as \`next start\` sends it (the shop's own
server sends brotli, a little smaller; the budget keeps the gzip measure).
Inline scripts (the RSC payload) belong to the HTML and are not counted. 1 KiB = 1024 bytes.

| route | scripts | gzipped JS (KiB) | beyond the ${kib(sharedBytes)} KiB every route loads (KiB) |
|---|---|---|---|
${jsRows.join('\n')}

The floor: an empty App Router page (a root layout and an \`<h1>\`, no client component, no library)
built with this repo's Next.js and React by \`next build\` (Turbopack) and measured the same way loads
${floor.scripts.length} scripts, ${kib(floor.gzipBytes)} KiB gzipped: ${floor.scripts.map((script) => kib(script.gzipBytes)).join(' + ')} KiB (React DOM, the App Router
runtime, Turbopack's chunk loader). The shop's product page adds ${productJs ? kib(productJs.gzipBytes - floor.gzipBytes) : '?'} KiB to that.`;
}

export async function benchLighthouse(): Promise<void> {
  // Built and measured first, while nothing else runs.
  const floor = await measureFrameworkFloor();
  const shop = await startShop({ storefrontPort: STOREFRONT_PORT, backendPort: BACKEND_PORT, dataDir: 'data/bench-lighthouse' });
  try {
    const slugs = await findSlugs(shop.backendOrigin);
    const productPath = `/product/${slugs.product}`;
    const pages: [string, string][] = [
      ['home', '/'],
      ['product list', '/products'],
      ['product page', productPath],
    ];
    await warmUp(shop.origin, pages.map(([, pagePath]) => pagePath));

    const audited: [string, string, PageFigures][] = [];
    for (const [label, pagePath] of pages) audited.push([label, pagePath, await auditPage(`${shop.origin}${pagePath}`, RUNS)]);
    const js = await measureFirstLoadJs(shop.origin, ['/', '/products', `/product-category/${slugs.category}`, '/categories', productPath, '/search', '/checkout', '/contact']);

    const markdown = report(audited, js, productPath, floor);
    console.log(markdown);
    await writeReportSection('storefront', markdown);
  } finally {
    await stopShop(shop);
  }
}
