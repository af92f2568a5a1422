import { existsSync } from 'node:fs';

/**
 * The Chromium flags of docs/toolchain.md: headless, and none of the background traffic a
 * closed network refuses. Shared by the Playwright config and the benchmarks.
 */
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
