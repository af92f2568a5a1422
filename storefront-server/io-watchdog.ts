import { stat } from 'node:fs/promises';

/**
 * Watches the pool of threads that does this process's blocking work: every file read and
 * write, zlib job, image transformation and DNS lookup (libuv's thread pool, four threads unless
 * UV_THREADPOOL_SIZE says otherwise).
 *
 * Why: once all its threads are held by jobs that never end, every answer that touches a file
 * waits for ever — optimised pictures, pages not yet in memory, robots.txt, the revalidation
 * route — while the pages kept in memory, the dynamic pages and /health still answer, so nothing
 * outside notices. CI saw this once after a backend restart (docs/deployment.md, "A stalled
 * storefront"). A process cannot take those threads back; a new one starts with a free pool.
 *
 * How: every `intervalMs` one probe job (a `stat` of `path`) is queued, one at a time. When a
 * probe has waited `stallMs` with no other work of the pool finishing meanwhile, `onStall` runs,
 * once. The pool's queue is first come, first served, so a probe also waits behind legitimate
 * work: pictures transformed for a crawler hold the pool for seconds each, and while they keep
 * finishing (`otherWorkDone`) the pool is busy, not stalled.
 */
export type IoWatchdogOptions = {
  path: string;
  intervalMs: number;
  stallMs: number;
  onStall: (waitedMs: number) => void;
  /** A probe answered after this long (but before a stall): reported, to show the margin. */
  slowMs?: number;
  onSlowAnswer?: (waitedMs: number) => void;
  /** True when work of the pool other than the probe finished since the last call. */
  otherWorkDone?: () => boolean;
};

export function watchIoPool(options: IoWatchdogOptions): void {
  const { path, intervalMs, stallMs, onStall, slowMs = Infinity, onSlowAnswer, otherWorkDone } = options;
  const judge = stallJudge(intervalMs, stallMs);
  const timer = setInterval(() => {
    const tick = judge(Date.now(), otherWorkDone?.() ?? false);
    if (tick.kind === 'probe') {
      const sent = Date.now();
      const answered = () => {
        tick.answered();
        const waited = Date.now() - sent;
        if (waited >= slowMs) onSlowAnswer?.(waited);
      };
      stat(path).then(answered, answered);
    } else if (tick.kind === 'stalled') {
      clearInterval(timer);
      onStall(tick.waitedMs);
    }
  }, intervalMs);
  // The watchdog alone never keeps the process alive.
  timer.unref();
}

export type Tick = { kind: 'probe'; answered: () => void } | { kind: 'waiting' } | { kind: 'stalled'; waitedMs: number };

/**
 * The watchdog's judgement at each tick of its timer, apart from timers and files: start a
 * probe when none is out, else count the time the one out has waited without the pool getting
 * anything done. Only the loop's own ticks count, up to two intervals each: a longer gap means
 * the loop itself was held (a long synchronous task, a suspended process), and the probe's
 * answer may be waiting behind this very tick. Other work finishing (`otherWorkDone`) starts
 * the count again: the pool is busy, not stalled.
 */
export function stallJudge(intervalMs: number, stallMs: number): (now: number, otherWorkDone?: boolean) => Tick {
  let out: { waitedMs: number } | null = null;
  let lastTick: number | null = null;
  return (now, otherWorkDone = false) => {
    const gap = lastTick === null ? intervalMs : now - lastTick;
    lastTick = now;
    if (out === null) {
      const probe = { waitedMs: 0 };
      out = probe;
      return {
        kind: 'probe',
        answered: () => {
          if (out === probe) out = null;
        },
      };
    }
    out.waitedMs = otherWorkDone ? 0 : out.waitedMs + Math.min(gap, 2 * intervalMs);
    return out.waitedMs >= stallMs ? { kind: 'stalled', waitedMs: out.waitedMs } : { kind: 'waiting' };
  };
}
