import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerTokens, hostileMutation, readShopFacts, SEEDED_COUPON_CODES, type ShopFacts } from '@/scripts/bench/hostile-mutations';
import { healthLatency, hostileQuery, isUnexpectedError, leaksInternals, sendHostile, type HostileRequest } from '@/scripts/bench/hostile-requests';
import { MAX_GRAPHQL_BODY_BYTES } from '@/server/commerce/graphql-server';
import { startTestBackend } from './backend';

const backend = startTestBackend();

/** Requests sent at once; after each batch /health must answer within HEALTH_MS. */
const BATCH = 25;
const BATCHES = 80;
const HEALTH_MS = 100;
/** Mutations hash passwords and write orders: fewer of them here, the benchmark sends thousands. */
const MUTATION_BATCH = 10;
const MUTATION_BATCHES = 25;

let shop: ShopFacts;
let customerToken: () => Promise<string | null>;
beforeAll(async () => {
  // The search API answers from the index the backend builds on its first start.
  await backend.running.buildSearchIndexIfEmpty();
  // Real ids and codes let the generated mutations fill carts and reach checkout.
  shop = await readShopFacts(backend.url, SEEDED_COUPON_CODES);
  customerToken = customerTokens(backend.url);
}, 120_000);

/**
 * The answers of a batch that show a 5xx, a masked unexpected error or a leaked stack. A body
 * over the 1 MB limit is refused with 413 before it is read, and the client may see the
 * connection close under its upload instead: that is no failure; any other lost answer is.
 */
async function badAnswers(batch: HostileRequest[]): Promise<string[]> {
  const answers = await Promise.all(
    batch.map((request) =>
      sendHostile(backend.url, request, customerToken).catch((error: unknown) =>
        Buffer.byteLength(request.body ?? '') > MAX_GRAPHQL_BODY_BYTES ? { status: 413, text: '' } : { status: 0, text: String(error) },
      ),
    ),
  );
  return answers.flatMap((answer, index) => (answer.status === 0 || isUnexpectedError(answer) || leaksInternals(answer.text) ? [explain(batch[index]!, answer)] : []));
}

describe('hostile requests (property-based, fast-check)', () => {
  it(`answers ${BATCH * BATCHES} generated requests without a 5xx, a masked error or a stack, and /health stays within ${HEALTH_MS} ms`, async () => {
    const keys = backend.running.search.credentials;
    let slowestHealth = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(hostileQuery(keys), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        expect(await badAnswers(batch)).toEqual([]);
        const health = await healthLatency(backend.url);
        slowestHealth = Math.max(slowestHealth, health);
        expect(health, '/health after a batch (ms)').toBeLessThan(HEALTH_MS);
      }),
      // Shrinking would resend batches for minutes; a failure names its requests instead.
      { numRuns: BATCHES, endOnFailure: true },
    );
    expect(slowestHealth).toBeLessThan(HEALTH_MS);
  }, 180_000);

  it(`answers ${MUTATION_BATCH * MUTATION_BATCHES} generated cart, checkout, account and review mutations without a 5xx, a masked error or a stack`, async () => {
    // Sampled rather than asserted: fast-check would print each counterexample's megabytes of input.
    const seed = Date.now() % 2 ** 31;
    for (let run = 0; run < MUTATION_BATCHES; run += 1) {
      const batch = fc.sample(hostileMutation(shop), { numRuns: MUTATION_BATCH, seed: seed + run });
      expect(await badAnswers(batch), `seed ${seed + run}`).toEqual([]);
    }
  }, 240_000);
});

function explain(request: HostileRequest, answer: { status: number; text: string }): string {
  return `${request.method} ${request.path.slice(0, 120)} [${request.label.slice(0, 160)}] ${request.body?.slice(0, 400) ?? ''} → ${answer.status} ${answer.text.slice(0, 300)}`;
}
