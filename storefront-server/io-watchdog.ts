import { stat } from 'node:fs/promises';

/**
 * Watches the pool of threads that does this process's blocking work: every file read and
 * write, DNS lookup, zlib job and image transformation (libuv's thread pool, four threads unless
 * UV_THREADPOOL_SIZE says otherwise).
 *
 * Why: once all its threads are held by jobs that never end, every answer that touches a file
 * waits for ever — optimised pictures, pages not yet in memory, robots.txt, the revalidation
 * route — while the pages kept in memory, the dynamic pages and /health still answer, so nothing
 * outside notices. CI saw this once after a backend restart (docs/operations.md, "A stalled
 * storefront"). A process cannot take those threads back; a new one starts with a free pool.
 *
 * How: every `intervalMs` one probe job (a `stat` of `path`) is queued, one at a time. When a
 * probe has not come back after `stallMs`, `onStall` runs, once. The pool's queue is first come,
 * first served, so a probe also waits behind legitimate work: `stallMs` must be far longer than
 * the longest queue a busy server has (pictures transformed for a crawler: seconds).
 */
export type IoWatchdog = { stop(): void };

export type IoWatchdogOptions = {
  path: string;
  intervalMs: number;
  stallMs: number;
  onStall: (waitedMs: number) => void;
};

export function watchIoPool({ path, intervalMs, stallMs, onStall }: IoWatchdogOptions): IoWatchdog {
  let probeSince: number | null = null;
  const timer = setInterval(() => {
    if (probeSince === null) {
      const since = Date.now();
      probeSince = since;
      const done = () => {
        if (probeSince === since) probeSince = null;
      };
      stat(path).then(done, done);
      return;
    }
    const waited = Date.now() - probeSince;
    if (waited < stallMs) return;
    clearInterval(timer);
    onStall(waited);
  }, intervalMs);
  // The watchdog alone never keeps the process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
