export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Percentiles by the nearest-rank method, in milliseconds with two decimals. */
export function summarize(durations: number[]): LatencySummary {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { samples: sorted.length, p50: round(rank(50)), p95: round(rank(95)), p99: round(rank(99)), max: round(sorted[sorted.length - 1] ?? 0) };
}

/** Times `task` sequentially: warm-up runs first, then `samples` measured runs. */
export async function measure(task: (index: number) => Promise<void>, samples: number, warmup = 200): Promise<LatencySummary> {
  for (let i = 0; i < warmup; i += 1) await task(i);
  const durations: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await task(i);
    durations.push(performance.now() - started);
  }
  return summarize(durations);
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
