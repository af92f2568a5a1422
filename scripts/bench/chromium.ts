import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';

export { CHROMIUM_FLAGS, chromiumPath };

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
