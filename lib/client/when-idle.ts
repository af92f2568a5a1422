/**
 * Runs `run` when the browser is next idle (requestIdleCallback, at the latest after
 * `timeoutMs`; where there is none, as in Safari, 200 ms later). For work no shopper waits for
 * while the page starts: on a slow phone it would otherwise run in hydration's long tasks.
 */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}
