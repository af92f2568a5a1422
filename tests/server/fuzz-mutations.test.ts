import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerTokens, hostileMutation, readShopFacts, SEEDED_COUPON_CODES, type ShopFacts } from '@/scripts/bench/hostile-mutations';
import { isUnexpectedError, leaksInternals, sendHostile, type HostileRequest } from '@/scripts/bench/hostile-requests';
import { MAX_GRAPHQL_BODY_BYTES } from '@/server/commerce/graphql-server';
import { startTestBackend } from './backend';

/**
 * The shopper's mutations under generated hostile input (scripts/bench/hostile-mutations.ts):
 * cart, coupons, shipping, customer, checkout, registration, login, reset, tokens and reviews,
 * as guest and as a signed-in customer. A fast version of the fuzz benchmark's mutation part.
 */
const backend = startTestBackend();

/** Mutations hash passwords and write orders: a few hundred here, the benchmark sends thousands. */
const BATCH = 10;
const BATCHES = 25;

let shop: ShopFacts;
let customerToken: () => Promise<string | null>;
beforeAll(async () => {
  // Real ids and codes let the generated mutations fill carts and reach checkout.
  shop = await readShopFacts(backend.url, SEEDED_COUPON_CODES);
  customerToken = customerTokens(backend.url);
});

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

describe('hostile mutations (property-based, fast-check)', () => {
  it(`answers ${BATCH * BATCHES} generated cart, checkout, account and review mutations without a 5xx, a masked error or a stack`, async () => {
    // Sampled rather than asserted: fast-check would print each counterexample's megabytes of input.
    const seed = Date.now() % 2 ** 31;
    for (let run = 0; run < BATCHES; run += 1) {
      const batch = fc.sample(hostileMutation(shop), { numRuns: BATCH, seed: seed + run });
      expect(await badAnswers(batch), `seed ${seed + run}`).toEqual([]);
    }
  }, 240_000);
});

function explain(request: HostileRequest, answer: { status: number; text: string }): string {
  return `${request.method} ${request.path.slice(0, 120)} [${request.label.slice(0, 160)}] ${request.body?.slice(0, 400) ?? ''} → ${answer.status} ${answer.text.slice(0, 300)}`;
}
