import { treeCpuSeconds } from './process';

/** Below this share of one core, a process tree counts as idle (an idle shop uses next to none). */
const IDLE_CORES = 0.05;
const WINDOW_MS = 1000;
/** Two idle windows in a row: on a crowded machine, a busy process can get little CPU for a moment. */
const IDLE_WINDOWS = 2;

export interface Quiet {
  /** How long the tree kept working (until its idle windows began), in seconds. */
  busySeconds: number;
  quiet: boolean;
}

/**
 * Waits until a process tree stops using the CPU: requests a load run abandoned (timed out or
 * cut off at its end) may still be rendering, and would be counted against the next run.
 */
export async function waitUntilQuiet(pid: number, maxSeconds: number): Promise<Quiet> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let idleWindows = 0;
  let idleSince = 0;
  let before = await treeCpuSeconds(pid);
  while (elapsed() < maxSeconds) {
    const windowStart = elapsed();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const after = await treeCpuSeconds(pid);
    const idle = after - before < (IDLE_CORES * (elapsed() - windowStart));
    before = after;
    if (!idle) idleWindows = 0;
    else if (++idleWindows === 1) idleSince = windowStart;
    if (idleWindows >= IDLE_WINDOWS) return { busySeconds: idleSince, quiet: true };
  }
  return { busySeconds: elapsed(), quiet: false };
}

/** Waits before a named run until the tree is quiet: at most `eachSeconds` each, `budgetSeconds` in all. */
export type Settle = (before: string) => Promise<void>;

/** A `Settle` with its shared time budget, and the runs it had to start while the tree was still busy. */
export function createSettle(pid: number, limits: { eachSeconds: number; budgetSeconds: number }, log: (message: string) => void) {
  const unsettled: string[] = [];
  let budget = limits.budgetSeconds;
  const settle: Settle = async (before) => {
    const limit = Math.min(limits.eachSeconds, budget);
    const waitStarted = performance.now();
    const quiet = limit > 0 ? await waitUntilQuiet(pid, limit) : { quiet: false, busySeconds: 0 };
    budget -= (performance.now() - waitStarted) / 1000;
    if (!quiet.quiet) unsettled.push(before);
    log(`${quiet.quiet ? `shop quiet after ${quiet.busySeconds.toFixed(0)} s` : 'shop still busy'}; next: ${before}`);
  };
  return { settle, unsettled };
}
