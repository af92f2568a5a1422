import { describe, expect, it } from 'vitest';
import { measureThroughput, runPool } from '../../scripts/bench/throughput';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runPool', () => {
  it('runs every index once with at most `concurrency` in flight, each worker on its own lane', async () => {
    const seen: number[] = [];
    let inFlight = 0;
    let most = 0;
    const busyWorkers = new Set<number>();
    const durations = await runPool(20, 3, async (index, worker) => {
      expect(busyWorkers.has(worker)).toBe(false);
      busyWorkers.add(worker);
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick();
      seen.push(index);
      inFlight -= 1;
      busyWorkers.delete(worker);
    });
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(3);
    expect(durations).toHaveLength(20);
    expect(durations.every((ms) => ms > 0)).toBe(true);
  });

  it('runs one after the other at concurrency 1', async () => {
    const order: number[] = [];
    await runPool(5, 1, async (index) => {
      await tick();
      order.push(index);
    });
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('measureThroughput', () => {
  it('measures only the samples, after the warm-up, with indices continuing after it', async () => {
    const indices: number[] = [];
    const result = await measureThroughput(
      async (index) => {
        indices.push(index);
        await tick();
      },
      { samples: 10, concurrency: 2, warmup: 4 },
    );
    expect(indices.sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i));
    expect(result.latency.samples).toBe(10);
    expect(result.concurrency).toBe(2);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
  });

  it('stops at the first failing task, so a broken request never turns into a figure', async () => {
    await expect(
      measureThroughput(
        async (index) => {
          if (index === 3) throw new Error('addToCart failed');
        },
        { samples: 10, concurrency: 1 },
      ),
    ).rejects.toThrow('addToCart failed');
  });
});
