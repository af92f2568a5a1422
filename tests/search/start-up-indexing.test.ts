import { describe, expect, it } from 'vitest';
import { buildIndexAtStartUp, retryDelayMs } from '@/server/search/indexer/start-up';

/** A start-up run whose build fails `failures` times, then succeeds; pauses are recorded, not slept. */
async function run(failures: number, options: { stopAfterPauses?: number } = {}) {
  const lines: string[] = [];
  const pauses: number[] = [];
  let attempts = 0;
  await buildIndexAtStartUp({
    build: async () => {
      attempts += 1;
      if (attempts <= failures) throw new Error(`task ${attempts} not published`);
      return true;
    },
    target: 'http://127.0.0.1:4000',
    log: (line) => lines.push(line),
    stopped: () => options.stopAfterPauses !== undefined && pauses.length >= options.stopAfterPauses,
    sleep: async (ms) => void pauses.push(ms),
  });
  return { lines, pauses, attempts };
}

describe('the search index built at start-up', () => {
  it('is built on the first attempt when nothing fails', async () => {
    expect(await run(0)).toEqual({ lines: ['search index built at http://127.0.0.1:4000'], pauses: [], attempts: 1 });
  });

  it('is tried again after a failure, with growing pauses, until it is built', async () => {
    const { lines, pauses, attempts } = await run(3);
    expect(attempts).toBe(4);
    expect(pauses).toEqual([5_000, 10_000, 20_000]);
    expect(lines[0]).toBe('search indexing at http://127.0.0.1:4000 failed: task 1 not published; trying again in 5 s');
    expect(lines.at(-1)).toBe('search index built at http://127.0.0.1:4000');
  });

  it('stops trying once the backend shuts down', async () => {
    const { attempts, lines } = await run(100, { stopAfterPauses: 2 });
    expect(attempts).toBe(2);
    expect(lines).toHaveLength(2);
  });

  it('waits at most five minutes between attempts', () => {
    expect([1, 2, 6, 7, 30].map(retryDelayMs)).toEqual([5_000, 10_000, 160_000, 300_000, 300_000]);
  });
});
