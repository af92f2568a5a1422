import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stallJudge, type Tick } from '@/storefront-server/io-watchdog';
import { parseStallSeconds } from '@/storefront-server/stall-watch';

/**
 * The storefront's watchdog on its thread pool (storefront-server/io-watchdog.ts), in a process
 * of its own with a pool of one thread: a FIFO opened for reading holds that thread, as a job
 * that never ends would, until the test opens the FIFO for writing.
 */
let dir: string | null = null;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function fifoPath(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'io-watchdog-'));
  const fifo = path.join(dir, 'block');
  execFileSync('mkfifo', [fifo]);
  return fifo;
}

type Run = { code: number | null; signal: NodeJS.Signals | null; output: string; ms: number };

/**
 * Runs the fixture; `onOpening` is called when it says it is about to hold the pool's thread.
 * A child left hanging (a watchdog that never fires) is ended after 20 s.
 */
function runBlockedPool(env: Record<string, string>, onOpening?: () => Promise<void>): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/storefront-server/fixtures/blocked-pool.ts'], {
    env: { ...process.env, UV_THREADPOOL_SIZE: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const wasOpening = output.includes('opening');
    output += chunk.toString();
    if (!wasOpening && output.includes('opening')) void onOpening?.();
  });
  const limit = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearTimeout(limit);
      resolve({ code, signal, output: output.replace('opening', '').trim(), ms: Date.now() - started });
    }),
  );
}

/**
 * Opens the FIFO for writing, which lets the child's open for reading return. Without blocking
 * (a blocked open would hold a thread of this process's pool): until the child's open is
 * waiting there is no reader, which Linux answers with ENXIO, so it tries again for 5 s.
 */
async function release(fifo: string): Promise<void> {
  for (const until = Date.now() + 5_000; Date.now() < until; ) {
    try {
      const writer = await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
      await writer.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('the thread-pool watchdog', () => {
  it('fires once the pool has held a job longer than the limit, and the process stops', async () => {
    const run = await runBlockedPool({ BLOCK_FIFO: fifoPath(), STALL_MS: '500', RUN_MS: '15000' });
    expect(run.signal).toBe('SIGKILL');
    expect(run.output).toMatch(/^stalled \d+$/);
    expect(Number(run.output.split(' ')[1])).toBeGreaterThanOrEqual(500);
    expect(run.ms).toBeLessThan(15_000);
    expect(run.output).not.toContain('fine');
  });

  it('stays quiet while the pool answers', async () => {
    const run = await runBlockedPool({ STALL_MS: '500', RUN_MS: '2000' });
    expect(run).toMatchObject({ code: 0, output: 'fine' });
  });

  it('stays quiet when a slow job ends within the limit', async () => {
    const fifo = fifoPath();
    // The pool's one thread is held 800 ms from the child's open on, under the 2 s limit but
    // long enough for the 50 ms probes to queue behind it.
    const run = await runBlockedPool({ BLOCK_FIFO: fifo, STALL_MS: '2000', RUN_MS: '4000' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await release(fifo);
    });
    expect(run).toMatchObject({ code: 0, output: 'fine' });
  });
});

describe('the watchdog’s judgement, tick by tick (5 s ticks, 60 s limit)', () => {
  const judgeAt = () => stallJudge(5_000, 60_000);
  const kinds = (ticks: Tick[]) => ticks.map((tick) => tick.kind);

  it('a probe answered before each next tick: a new probe at every tick, never a stall', () => {
    const judge = judgeAt();
    const ticks: Tick[] = [];
    for (let second = 0; second <= 600; second += 5) {
      const tick = judge(second * 1000);
      ticks.push(tick);
      if (tick.kind === 'probe') tick.answered();
    }
    expect(kinds(ticks).every((kind) => kind === 'probe')).toBe(true);
  });

  it('a probe never answered: a stall once 60 s of ticks have passed, with the time waited', () => {
    const judge = judgeAt();
    const ticks = Array.from({ length: 14 }, (_, index) => judge(index * 5_000));
    expect(kinds(ticks)).toEqual(['probe', ...Array<string>(11).fill('waiting'), 'stalled', 'stalled']);
    expect(ticks[12]).toEqual({ kind: 'stalled', waitedMs: 60_000 });
  });

  it('a loop held for ten minutes counts as two ticks, not as a stall', () => {
    const judge = judgeAt();
    expect(judge(0).kind).toBe('probe');
    // The process was suspended, or a synchronous task held the loop, with the probe out.
    expect(judge(600_000).kind).toBe('waiting');
    expect(judge(605_000).kind).toBe('waiting');
  });

  it('a probe answered late (under the limit) lets the next tick start afresh', () => {
    const judge = judgeAt();
    const first = judge(0);
    for (let second = 5; second <= 55; second += 5) expect(judge(second * 1000).kind).toBe('waiting');
    if (first.kind === 'probe') first.answered();
    expect(judge(60_000).kind).toBe('probe');
    // An answer to an earlier probe does not clear a later one.
    if (first.kind === 'probe') first.answered();
    expect(judge(65_000).kind).toBe('waiting');
  });

  it('other work of the pool finishing starts the count again: a busy pool is not a stalled one', () => {
    const judge = judgeAt();
    expect(judge(0).kind).toBe('probe');
    // Pictures keep finishing for ten minutes while the probe waits behind them.
    for (let second = 5; second <= 600; second += 5) expect(judge(second * 1000, second % 30 === 0).kind).toBe('waiting');
    // Then nothing finishes any more.
    const after = Array.from({ length: 12 }, (_, index) => judge(605_000 + index * 5_000).kind);
    expect(after.slice(0, 11)).not.toContain('stalled');
    expect(after[11]).toBe('stalled');
  });
});

describe('STOREFRONT_STALL_SECONDS', () => {
  it('is 60 s unset or empty, 0 turns the watchdog off, and a value that is no number of seconds falls back to 60', () => {
    expect(parseStallSeconds(undefined)).toBe(60);
    expect(parseStallSeconds(' ')).toBe(60);
    expect(parseStallSeconds('0')).toBe(0);
    expect(parseStallSeconds('90')).toBe(90);
    expect(parseStallSeconds('sechzig')).toBe(60);
    expect(parseStallSeconds('-5')).toBe(60);
  });
});
