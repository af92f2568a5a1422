import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { healthLatency, hostileQuery, isUnexpectedError, leaksInternals, sendHostile, type HostileRequest } from '@/scripts/bench/hostile-requests';
import { startTestBackend } from './backend';

const backend = startTestBackend();

/** Requests sent at once; after each batch /health must answer within HEALTH_MS. */
const BATCH = 25;
const BATCHES = 80;
const HEALTH_MS = 100;

beforeAll(async () => {
  // The search API answers from the index the backend builds on its first start.
  await backend.running.buildSearchIndexIfEmpty();
}, 120_000);

describe('hostile requests (property-based, fast-check)', () => {
  it(`answers ${BATCH * BATCHES} generated requests without a 5xx, a masked error or a stack, and /health stays within ${HEALTH_MS} ms`, async () => {
    const keys = backend.running.search.credentials;
    let slowestHealth = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(hostileQuery(keys), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(batch.map((request) => sendHostile(backend.url, request)));
        const bad = answers.flatMap((answer, index) =>
          isUnexpectedError(answer) || leaksInternals(answer.text) ? [explain(batch[index]!, answer)] : [],
        );
        expect(bad).toEqual([]);
        const health = await healthLatency(backend.url);
        slowestHealth = Math.max(slowestHealth, health);
        expect(health, '/health after a batch (ms)').toBeLessThan(HEALTH_MS);
      }),
      // Shrinking would resend batches for minutes; a failure names its requests instead.
      { numRuns: BATCHES, endOnFailure: true },
    );
    expect(slowestHealth).toBeLessThan(HEALTH_MS);
  }, 180_000);
});

function explain(request: HostileRequest, answer: { status: number; text: string }): string {
  return `${request.method} ${request.path.slice(0, 120)} [${request.label.slice(0, 160)}] → ${answer.status} ${answer.text.slice(0, 300)}`;
}
