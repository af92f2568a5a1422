/** The first inputs of a shopper: a touch, a click or a key (a tap starts with pointerdown). */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;
/** Where the browser has no requestIdleCallback (Safari): a short wait past the load's work. */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `work` once, when the browser is next idle (requestIdleCallback, at the latest after
 * `timeoutMs`) or at the shopper's first input, whichever comes first; answers a cancel. For
 * work no shopper waits for while the page starts: on a slow phone it would otherwise run in
 * the long tasks of hydration, where it delays the first tap.
 */
export function whenIdleOrInput(work: () => void, timeoutMs: number): () => void {
  const done = new AbortController();
  const run = () => {
    if (done.signal.aborted) return;
    done.abort();
    work();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else window.setTimeout(run, FALLBACK_DELAY_MS);
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true, signal: done.signal });
  return () => done.abort();
}
