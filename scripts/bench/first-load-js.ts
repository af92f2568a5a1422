import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { withBrowser } from './chromium';

export interface ScriptSize {
  url: string;
  gzipBytes: number;
}

export interface FirstLoadJs {
  path: string;
  scripts: ScriptSize[];
  /** Every script above, gzipped one by one and summed. */
  gzipBytes: number;
}

/**
 * What a first visit to `path` costs in JavaScript: a fresh browser context (empty cache)
 * opens the page, waits until the network has been idle for 500 ms (so chunks that hydration
 * or the router load late count too), and every script response is gzipped here at zlib's
 * default level, as `next start` compresses them on the wire (the shop's own server sends
 * brotli, a little smaller: the budget keeps its gzip measure). Inline scripts (the RSC
 * payload) are not counted: they are part of the HTML.
 */
async function measurePage(browser: Browser, origin: string, path: string): Promise<FirstLoadJs> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<ScriptSize | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter((script): script is ScriptSize => script !== null);
    return { path, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

export async function measureFirstLoadJs(origin: string, paths: string[]): Promise<FirstLoadJs[]> {
  return withBrowser(async (browser) => {
    const results: FirstLoadJs[] = [];
    for (const path of paths) results.push(await measurePage(browser, origin, path));
    return results;
  });
}
