/**
 * The wait before the next try after `failedAttempts` failures: `firstMs`, doubling each time,
 * never more than `maxMs`. Shared by the mail outbox and the start-up search index.
 */
export function doublingDelayMs(failedAttempts: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** (failedAttempts - 1));
}
