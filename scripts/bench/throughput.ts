import { summarize, type LatencySummary } from './stats';

export interface Throughput {
  latency: LatencySummary;
  /** Measured requests divided by the wall time from the first one's start to the last one's end. */
  requestsPerSecond: number;
  concurrency: number;
}

/**
 * Runs `task(0…samples-1)` with at most `concurrency` in flight (1: one after the other), each
 * worker taking the next index as soon as its last task ends, as a fixed number of clients do.
 * `worker` says which client runs the task, so each can keep its own connection.
 */
export async function runPool(samples: number, concurrency: number, task: (index: number, worker: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = new Array<number>(samples);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, samples)) }, async (_, worker) => {
    while (next < samples) {
      const index = next++;
      const started = performance.now();
      await task(index, worker);
      durations[index] = performance.now() - started;
    }
  });
  await Promise.all(workers);
  return durations;
}

/** Times `samples` tasks at `concurrency` after `warmup` unmeasured ones (indices continue after them). */
export async function measureThroughput(
  task: (index: number, worker: number) => Promise<void>,
  { samples, concurrency, warmup = 0 }: { samples: number; concurrency: number; warmup?: number },
): Promise<Throughput> {
  await runPool(warmup, concurrency, task);
  const started = performance.now();
  const durations = await runPool(samples, concurrency, (index, worker) => task(warmup + index, worker));
  const seconds = (performance.now() - started) / 1000;
  return { latency: summarize(durations), requestsPerSecond: seconds > 0 ? samples / seconds : 0, concurrency };
}
