import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** The Chromium flags of ../shared/TOOLCHAIN.md, shared by Playwright and Lighthouse here. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A system Chromium when there is one (Playwright cannot download browsers everywhere). */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

export async function withBrowser<T>(task: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    return await task(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Opens each page once the way Lighthouse's mobile run will (its Moto G Power screen), so the
 * server's data cache is warm and the image optimiser has already made the picture sizes a
 * phone asks for: the runs then measure the page, not first-time image resizing on the same
 * two cores.
 */
export async function warmUp(origin: string, paths: string[]): Promise<void> {
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      for (const path of paths) await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    } finally {
      await context.close();
    }
  });
}
