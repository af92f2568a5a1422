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
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    work();
  };
  const idle =
    typeof window.requestIdleCallback === 'function'
      ? { handle: window.requestIdleCallback(run, { timeout: timeoutMs }), clear: (handle: number) => window.cancelIdleCallback(handle) }
      : { handle: window.setTimeout(run, FALLBACK_DELAY_MS), clear: (handle: number) => window.clearTimeout(handle) };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  function cancel() {
    done = true;
    idle.clear(idle.handle);
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, run, { capture: true });
  }
  return cancel;
}
