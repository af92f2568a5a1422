import { z } from 'zod';
import { warmUp } from './chromium';
import { measureFirstLoadJs } from './first-load-js';
import { startBarePages, stopBarePages, type BarePicture } from './framework-floor';
import { lighthouseReport, type AuditedPage, type ThrottledAudits } from './lighthouse-report';
import { runLighthouse, summarise, THROTTLING_METHODS, type BrowserCookie, type LighthouseResult, type ThrottlingMethod } from './lighthouse-run';
import { writeReportSection } from './report';
import { findSlugs, startShop, stopShop, type Shop } from './shop';
import { commerceImageConfig } from '../../lib/commerce/media';
import { CONSENT_COOKIE, CONSENT_VERSION, serializeConsent } from '../../lib/consent/consent-choice';

/**
 * The storefront as shoppers' browsers see it: Lighthouse (mobile) on the home page, the
 * product list and a product page, each judged against two bare Next.js pages audited in the
 * same session (an empty page, and one with the product page's picture), since an absolute
 * mobile score follows the machine more than the page; and the JavaScript each route loads on a
 * first visit. The shop runs as `npm start` runs it (production build, embedded backend), on
 * its own ports and data directory so it never meets another server.
 */
const STOREFRONT_PORT = Number(process.env.BENCH_STOREFRONT_PORT || 3300);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT || 4300);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 3390);
const RUNS = process.env.BENCH_QUICK === '1' ? 3 : 5;
/**
 * BENCH_CONSENT=1 audits each shop page a second time in every round, in a browser that has
 * already made its cookie choice: Lighthouse's own runs are first visits, with the consent
 * banner shown (issue 25), and the pair shows what the banner costs.
 */
const CONSENT_PAIRS = process.env.BENCH_CONSENT === '1';
/**
 * BENCH_THROTTLING: the throttling methods audited in each round, comma-separated; both by default.
 * Simulated throttling predicts a slow load from an unthrottled one on loopback, which races the
 * shop's scripts against its first paint in a way no slow line does (docs/benchmarks.md); applied
 * throttling (`devtools`) slows the browser itself.
 */
const THROTTLING = throttlingMethods(process.env.BENCH_THROTTLING);
const CONSENT_GIVEN: BrowserCookie = { name: CONSENT_COOKIE, value: serializeConsent({ version: CONSENT_VERSION, statistics: false, decidedAt: Date.now() }) };

function throttlingMethods(setting: string | undefined): ThrottlingMethod[] {
  if (!setting) return ['devtools', 'simulate'];
  const parsed = z.array(z.enum(THROTTLING_METHODS)).min(1).safeParse(setting.split(',').map((method) => method.trim()));
  if (!parsed.success) throw new Error(`BENCH_THROTTLING=${setting}: a comma-separated list of ${THROTTLING_METHODS.join(', ')}`);
  return [...new Set(parsed.data)];
}

/**
 * The product page's LCP picture as the shop serves it: the <img> it fetches at high priority,
 * its original upload URL (read back from the optimiser address) and its `sizes`.
 */
async function productPicture(shop: Shop, productPath: string): Promise<BarePicture> {
  const html = await (await fetch(`${shop.origin}${productPath}`, { signal: AbortSignal.timeout(30_000) })).text();
  const img = html.match(/<img\b[^>]*\bfetchPriority="high"[^>]*>/i)?.[0];
  const attribute = (name: string) => img?.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&');
  const src = attribute('src');
  const sizes = attribute('sizes');
  if (!src || !sizes) throw new Error(`no high-priority picture on ${productPath}`);
  const commerceGraphqlUrl = `${shop.backendOrigin}/graphql`;
  const { uploadsUrl } = commerceImageConfig({ COMMERCE_GRAPHQL_URL: commerceGraphqlUrl });
  const short = src.match(/^\/img\/\d+\/\d+\/(.+)$/)?.[1];
  const url = short ? `${uploadsUrl}/${short}` : new URL(src, shop.origin).searchParams.get('url');
  if (!url) throw new Error(`cannot read the picture's upload URL from ${src}`);
  return { url, sizes, commerceGraphqlUrl };
}

export async function benchLighthouse(): Promise<void> {
  const shop = await startShop({ storefrontPort: STOREFRONT_PORT, backendPort: BACKEND_PORT, dataDir: 'data/bench-lighthouse' });
  try {
    const slugs = await findSlugs(shop.backendOrigin);
    const productPath = `/product/${slugs.product}`;
    const bare = await startBarePages(BARE_PORT, await productPicture(shop, productPath));
    try {
      const [floor] = await measureFirstLoadJs(bare.origin, [bare.emptyPath]);
      if (!floor) throw new Error('the empty page was not measured');
      const pages: AuditedPage[] = [
        { label: 'bare page', path: bare.emptyPath, url: `${bare.origin}${bare.emptyPath}`, kind: 'bare' },
        { label: 'bare picture page', path: bare.picturePath, url: `${bare.origin}${bare.picturePath}`, kind: 'picture' },
        { label: 'home', path: '/', url: `${shop.origin}/`, kind: 'shop' },
        { label: 'product list', path: '/products', url: `${shop.origin}/products`, kind: 'shop' },
        { label: 'product page', path: productPath, url: `${shop.origin}${productPath}`, kind: 'shop' },
      ];
      if (CONSENT_PAIRS) {
        for (const page of pages.filter((audited) => audited.kind === 'shop')) pages.push({ ...page, label: `${page.label}, consent given`, cookies: [CONSENT_GIVEN] });
      }
      await warmUp(shop.origin, pages.filter((page) => page.kind === 'shop' && !page.cookies).map((page) => page.path));
      await warmUp(bare.origin, [bare.emptyPath, bare.picturePath]);

      // In turns (every page under each method, then again), so a busy moment of the shared
      // machine weighs on all pages alike instead of on whichever page was running then.
      const results = new Map(THROTTLING.map((throttling) => [throttling, new Map<AuditedPage, LighthouseResult[]>(pages.map((page) => [page, []]))]));
      for (let round = 1; round <= RUNS; round += 1) {
        for (const throttling of THROTTLING) {
          for (const page of pages) {
            console.log(`[lighthouse] round ${round}/${RUNS}, ${throttling}: ${page.url}`);
            results.get(throttling)?.get(page)?.push(await runLighthouse(page.url, { cookies: page.cookies, throttling }));
          }
        }
      }
      const audits: ThrottledAudits[] = THROTTLING.map((throttling) => ({
        throttling,
        pages: pages.map((page) => ({ ...page, figures: summarise(results.get(throttling)?.get(page) ?? []) })),
      }));
      const js = await measureFirstLoadJs(shop.origin, ['/', '/products', `/product-category/${slugs.category}`, '/categories', productPath, '/search', '/checkout', '/contact']);

      const markdown = lighthouseReport(audits, RUNS, js, productPath, floor);
      console.log(markdown);
      await writeReportSection('storefront', markdown);
    } finally {
      await stopBarePages(bare);
    }
  } finally {
    await stopShop(shop);
  }
}
