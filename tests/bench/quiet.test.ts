import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { treeCpuSeconds } from '../../scripts/bench/process';
import { waitUntilQuiet } from '../../scripts/bench/quiet';

/**
 * A process that works for `cpuMs` of CPU time (not wall time, so a crowded machine only makes
 * it slower), says "idle" and then does nothing.
 */
function worker(cpuMs: number): ChildProcess {
  const script = `while (process.cpuUsage().user / 1000 < ${cpuMs}); console.log('idle'); setTimeout(() => {}, 60000);`;
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
}

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill();
});

describe('the shop-is-quiet check', () => {
  it('counts the CPU time a process has used', async () => {
    child = worker(400);
    await once(child.stdout as NodeJS.ReadableStream, 'data');
    expect(await treeCpuSeconds(child.pid ?? 0)).toBeGreaterThanOrEqual(0.4);
  });

  it('finds a process that has stopped working quiet', async () => {
    child = worker(50);
    await once(child.stdout as NodeJS.ReadableStream, 'data');
    const quiet = await waitUntilQuiet(child.pid ?? 0, 10);
    expect(quiet.quiet).toBe(true);
  });

  it('does not call a working process quiet', async () => {
    child = worker(60_000);
    const quiet = await waitUntilQuiet(child.pid ?? 0, 3);
    expect(quiet.quiet).toBe(false);
  });
});
