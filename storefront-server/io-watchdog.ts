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
  const judge = stallJudge(intervalMs, stallMs);
  const timer = setInterval(() => {
    const tick = judge(Date.now());
    if (tick.kind === 'probe') stat(path).then(tick.answered, tick.answered);
    else if (tick.kind === 'stalled') {
      clearInterval(timer);
      onStall(tick.waitedMs);
    }
  }, intervalMs);
  // The watchdog alone never keeps the process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export type Tick = { kind: 'probe'; answered: () => void } | { kind: 'waiting' } | { kind: 'stalled'; waitedMs: number };

/**
 * The watchdog's judgement at each tick of its timer, apart from timers and files: start a
 * probe when none is out, else count the time the one out has waited. Only the loop's own
 * ticks count, up to two intervals each: a longer gap means the loop itself was held (a long
 * synchronous task, a suspended process), and the probe's answer may be waiting behind this
 * very tick.
 */
export function stallJudge(intervalMs: number, stallMs: number): (now: number) => Tick {
  let out: { waitedMs: number } | null = null;
  let lastTick: number | null = null;
  return (now) => {
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
    out.waitedMs += Math.min(gap, 2 * intervalMs);
    return out.waitedMs >= stallMs ? { kind: 'stalled', waitedMs: out.waitedMs } : { kind: 'waiting' };
  };
}
