import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { watchIoPool } from './io-watchdog';

/** How often the pool is probed, and a probe answer slow enough to be worth a log line. */
const PROBE_INTERVAL_MS = 5_000;
const SLOW_ANSWER_MS = 10_000;
const DEFAULT_STALL_SECONDS = 60;

/**
 * The storefront server's watchdog on its thread pool (io-watchdog.ts), as
 * STOREFRONT_STALL_SECONDS says: how long the pool may go without getting anything done
 * (default 60; 0: not watched). Pictures that keep finishing count as the pool's work, a slow
 * answer is logged, and a stall ends the process after logging what it can see of the pool.
 */
export function watchForStalls(probePath: string, setting: string | undefined): void {
  const stallSeconds = parseStallSeconds(setting);
  if (stallSeconds === 0) return;
  const pictures = pictureWork();
  watchIoPool({
    path: probePath,
    intervalMs: PROBE_INTERVAL_MS,
    stallMs: stallSeconds * 1000,
    slowMs: SLOW_ANSWER_MS,
    onSlowAnswer: (waitedMs) => console.warn(`[storefront] the thread pool for files and pictures took ${seconds(waitedMs)} to answer`),
    otherWorkDone: pictures.finished,
    onStall: (waitedMs) => {
      console.error(
        `[storefront] the thread pool for files and pictures has got nothing done for ${seconds(waitedMs)}: ` +
          'ending the process, for a restart with a free pool',
      );
      console.error(`[storefront] waiting for: ${pendingWork()}; pictures: ${pictures.describe()}; threads: ${threadStates()}`);
      endProcess();
    },
  });
}

/** Seconds from the setting; unset or empty: the default; anything but a number ≥ 0 is said and replaced by the default. */
export function parseStallSeconds(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_STALL_SECONDS;
  const value = Number(setting);
  if (Number.isFinite(value) && value >= 0) return value;
  console.warn(`[storefront] STOREFRONT_STALL_SECONDS=${setting} is not a number of seconds: using ${DEFAULT_STALL_SECONDS}`);
  return DEFAULT_STALL_SECONDS;
}

type PictureWork = {
  /** Whether a picture transformation finished since the last call. */
  finished(): boolean;
  /** The transformations waiting for a thread and in hand, for the stall's log line. */
  describe(): string;
};

/**
 * Next's optimiser runs sharp (loaded with `require`, so the same module instance as here, not
 * sharp's ESM twin), whose counters fall when a task ends. Four tasks in hand that never end
 * would be sharp holding the whole pool.
 */
function pictureWork(): PictureWork {
  let sharp: typeof import('sharp');
  try {
    sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp');
  } catch {
    return { finished: () => false, describe: () => 'sharp not loaded' };
  }
  const inHand = () => {
    const { queue, process: running } = sharp.counters();
    return queue + running;
  };
  let previous = inHand();
  let finished = false;
  sharp.queue.on('change', () => {
    const now = inHand();
    if (now < previous) finished = true;
    previous = now;
  });
  return {
    finished: () => {
      const result = finished;
      finished = false;
      return result;
    },
    describe: () => {
      const { queue, process: running } = sharp.counters();
      return `${queue} waiting, ${running} running`;
    },
  };
}

/** The kinds of requests the process waits for, counted ("FSReqPromise × 12"): fs and DNS show here, zlib and sharp jobs do not. */
function pendingWork(): string {
  return countOf(process.getActiveResourcesInfo()) || 'nothing listed';
}

/**
 * What each of the process's threads waits in, counted by kernel state and wait channel
 * (Linux: /proc, read without the pool): a thread held by a file shows its own channel beside
 * the idle ones' `futex_do_wait`.
 */
function threadStates(): string {
  try {
    const tasks = '/proc/self/task';
    const states = readdirSync(tasks).map((id) => {
      const state = readFileSync(path.join(tasks, id, 'stat'), 'utf8').replace(/^.*\) /, '').split(' ')[0];
      const channel = readFileSync(path.join(tasks, id, 'wchan'), 'utf8').trim() || '-';
      return `${state} ${channel}`;
    });
    return countOf(states);
  } catch {
    return 'not readable here';
  }
}

function countOf(items: string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, count]) => `${item} × ${count}`).join(', ');
}

/**
 * SIGKILL, not exit(): Node's exit waits for the pool's threads to finish, which these never
 * do. The supervisor (`npm start`, systemd, a container's restart policy) starts a new process;
 * no request in flight could have finished anyway. As a container's first process (PID 1) the
 * kernel ignores a SIGKILL it sends itself, so there it aborts instead.
 */
function endProcess(): void {
  if (process.pid === 1) process.abort();
  process.kill(process.pid, 'SIGKILL');
}

function seconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`;
}
