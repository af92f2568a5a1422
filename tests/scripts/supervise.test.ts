import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { superviseProcess, type SpawnChild, type SupervisedChild } from '../../scripts/supervise';

/** A child process that ends when the test says so (or when killed, like a real server on SIGTERM). */
class FakeChild extends EventEmitter implements SupervisedChild {
  static count = 0;
  readonly pid = ++FakeChild.count;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  readonly signals: NodeJS.Signals[] = [];
  /** When false, SIGTERM is ignored (a process that hangs on shutdown). */
  endsOnSigterm = true;

  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signals.push(signal);
    if (signal === 'SIGKILL') this.end(null, 'SIGKILL');
    else if (this.endsOnSigterm) this.end(0, null);
    return true;
  }

  end(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.exitCode !== null || this.signalCode !== null) return;
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
}

function harness(policy = {}, isReady?: (child: SupervisedChild) => Promise<boolean>) {
  const children: FakeChild[] = [];
  const lines: string[] = [];
  const spawnChild: SpawnChild = () => {
    const child = new FakeChild();
    children.push(child);
    return child;
  };
  const supervised = superviseProcess({
    name: 'backend',
    command: 'tsx',
    args: ['server/main.ts'],
    onLog: (line) => lines.push(line),
    spawnChild,
    now: () => Date.now(),
    isReady,
    policy: { readyPollMs: 500, firstDelayMs: 500, maxDelayMs: 15_000, stableAfterMs: 60_000, fastFailureMs: 10_000, maxFastFailures: 5, ...policy },
  });
  const last = () => children[children.length - 1]!;
  return { children, lines, supervised, last };
}

describe('superviseProcess', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('restarts a crashed process after a delay that doubles up to the cap, and says why', async () => {
    const { children, lines, supervised, last } = harness({ maxFastFailures: 100 });
    expect(children).toHaveLength(1);

    last().end(null, 'SIGKILL');
    expect(lines.at(-1)).toBe('the backend stopped unexpectedly (signal SIGKILL) after 0 s; restarting it in 0.5 s (restart 1)');
    expect(supervised.child).toBeNull();
    await vi.advanceTimersByTimeAsync(499);
    expect(children).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(children).toHaveLength(2);
    expect(supervised.child).toBe(children[1]);

    const delays: string[] = [];
    for (let crash = 0; crash < 7; crash++) {
      last().end(1, null);
      delays.push(/restarting it in ([\d.]+ s)/.exec(lines.at(-1)!)![1]!);
      await vi.advanceTimersByTimeAsync(15_000);
    }
    expect(delays).toEqual(['1 s', '2 s', '4 s', '8 s', '15 s', '15 s', '15 s']);
    expect(lines.at(-1)).toContain('(exit code 1)');
    // tsx passes its child's death by SIGKILL on as exit code 137.
    last().end(137, null);
    expect(lines.at(-1)).toContain('(exit code 137 (SIGKILL))');
    expect(children).toHaveLength(9);
    await supervised.stop();
  });

  it('starts the back-off over after a stable run', async () => {
    const { children, lines, supervised, last } = harness();
    last().end(1, null);
    await vi.advanceTimersByTimeAsync(500);
    last().end(1, null);
    expect(lines.at(-1)).toContain('restarting it in 1 s');
    await vi.advanceTimersByTimeAsync(1_000);

    // This one serves for a minute before it crashes: the next wait is the first one again.
    await vi.advanceTimersByTimeAsync(60_000);
    last().end(null, 'SIGSEGV');
    expect(lines.at(-1)).toBe('the backend stopped unexpectedly (signal SIGSEGV) after 60 s; restarting it in 0.5 s (restart 3)');
    await vi.advanceTimersByTimeAsync(500);
    expect(children).toHaveLength(4);
    await supervised.stop();
  });

  it('gives up after repeated failures at start, saying so once', async () => {
    const { children, lines, supervised, last } = harness();
    let reason: string | null = null;
    void supervised.gaveUp.then((given) => (reason = given));
    for (let attempt = 0; attempt < 5; attempt++) {
      await vi.advanceTimersByTimeAsync(200); // dies 0.2 s after each start: a port in use
      last().end(1, null);
      await vi.advanceTimersToNextTimerAsync(); // the restart, at once after its delay
    }
    expect(children).toHaveLength(5);
    expect(reason).toBe(
      'the backend failed 5 times in a row within 10 s of starting (last: exit code 1); not restarting it again: see its messages above (a port in use? bad settings?)',
    );
    expect(lines.at(-1)).toBe(reason);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(children).toHaveLength(5);
  });

  it('does not give up on a process that crashes now and then after running a while', async () => {
    const { children, supervised, last } = harness();
    let gaveUp = false;
    void supervised.gaveUp.then(() => (gaveUp = true));
    for (let crash = 0; crash < 8; crash++) {
      await vi.advanceTimersByTimeAsync(20_000);
      last().end(1, null);
      await vi.advanceTimersByTimeAsync(15_000);
    }
    expect(gaveUp).toBe(false);
    expect(children).toHaveLength(9);
    await supervised.stop();
  });

  it('a process that cannot be spawned at all counts as a failure at start', async () => {
    const lines: string[] = [];
    const supervised = superviseProcess({
      name: 'storefront',
      command: 'missing',
      args: [],
      onLog: (line) => lines.push(line),
      policy: { maxFastFailures: 2 },
      spawnChild: () => {
        const child = new FakeChild();
        queueMicrotask(() => child.emit('error', new Error('spawn missing ENOENT')));
        return child;
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await supervised.gaveUp).toContain('failed 2 times in a row within 30 s of starting (last: failed to start: spawn missing ENOENT)');
    expect(lines[0]).toContain('the storefront stopped unexpectedly (failed to start: spawn missing ENOENT)');
  });

  it('stops without restarting: SIGTERM, and the process is not started again', async () => {
    const { children, lines, supervised, last } = harness();
    const child = last();
    await supervised.stop();
    expect(child.signals).toEqual(['SIGTERM']);
    expect(child.exitCode).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(children).toHaveLength(1);
    expect(lines).toEqual([]);
    expect(supervised.child).toBeNull();
  });

  it('a stop while waiting to restart cancels the restart', async () => {
    const { children, supervised, last } = harness();
    last().end(null, 'SIGKILL');
    await supervised.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(children).toHaveLength(1);
  });

  it('a process that ignores SIGTERM is killed after the stop timeout', async () => {
    const { supervised, last } = harness({ stopTimeoutMs: 10_000 });
    const child = last();
    child.endsOnSigterm = false;
    let stopped = false;
    void supervised.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(child.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(stopped).toBe(true);
  });

  it('an exit with code 0 is restarted too: a server never ends by itself', async () => {
    const { children, lines, supervised, last } = harness();
    last().end(0, null);
    expect(lines.at(-1)).toContain('(exit code 0)');
    await vi.advanceTimersByTimeAsync(500);
    expect(children).toHaveLength(2);
    await supervised.stop();
  });

  describe('with a health probe, a failure at start is a run that ended before it answered ready', () => {
    it('a slow first start (minutes of seeding on a busy machine) is waited for, not a failure', async () => {
      let seeded = false;
      const { children, lines, supervised } = harness({}, async () => seeded);
      let ready = false;
      void supervised.firstReady.then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(4 * 60_000);
      expect(ready).toBe(false);
      seeded = true;
      await vi.advanceTimersByTimeAsync(500);
      expect(ready).toBe(true);
      expect(children).toHaveLength(1);
      expect(lines).toEqual([]);
      await supervised.stop();
    });

    it('runs that answered ready and then crashed soon after are not given up on', async () => {
      const { children, supervised, last } = harness({ maxFastFailures: 3 }, async () => true);
      let gaveUp = false;
      void supervised.gaveUp.then(() => (gaveUp = true));
      for (let crash = 0; crash < 6; crash++) {
        await vi.advanceTimersByTimeAsync(1_000); // ready at once, crashed a second later
        last().end(1, null);
        await vi.advanceTimersToNextTimerAsync();
      }
      expect(gaveUp).toBe(false);
      expect(children).toHaveLength(7);
      await supervised.stop();
    });

    it('runs that ended before they ever answered ready count, however long each took', async () => {
      const { children, supervised, last } = harness({ maxFastFailures: 3 }, async () => false);
      for (let attempt = 0; attempt < 3; attempt++) {
        await vi.advanceTimersByTimeAsync(2 * 60_000); // seeding failed after two minutes
        last().end(1, null);
        await vi.advanceTimersToNextTimerAsync();
      }
      expect(await supervised.gaveUp).toBe(
        'the backend failed 3 times in a row before it answered ready (last: exit code 1); not restarting it again: see its messages above (a port in use? bad settings?)',
      );
      expect(children).toHaveLength(3);
    });

    it('asks each run afresh: an answer for the run before does not count for the next', async () => {
      const asked: number[] = [];
      const { children, supervised, last } = harness({ maxFastFailures: 2 }, async (child) => {
        asked.push(child.pid!);
        return child === children[0];
      });
      await vi.advanceTimersByTimeAsync(1_000);
      last().end(1, null); // was ready: no failure at start
      await vi.advanceTimersToNextTimerAsync();
      for (let attempt = 0; attempt < 2; attempt++) {
        await vi.advanceTimersByTimeAsync(1_000);
        last().end(1, null);
        await vi.advanceTimersToNextTimerAsync();
      }
      expect(await supervised.gaveUp).toContain('failed 2 times in a row before it answered ready');
      expect(new Set(asked)).toEqual(new Set(children.map((child) => child.pid)));
    });
  });

  it('tells the caller about every start, with the attempt number', async () => {
    const started: number[] = [];
    const supervised = superviseProcess({
      name: 'backend',
      command: 'x',
      args: [],
      spawnChild: () => new FakeChild(),
      onStart: (_child, attempt) => started.push(attempt),
    });
    (supervised.child as FakeChild).end(1, null);
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toEqual([1, 2]);
    await supervised.stop();
  });
});
