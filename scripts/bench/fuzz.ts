import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { customerTokens, readShopFacts, SEEDED_COUPON_CODES, type ShopFacts } from './hostile-mutations';
import { hostileRequest, isUnexpectedError, leaksInternals, sendHostile, type HostileRequest, type SearchKeys } from './hostile-requests';
import { startService, stopService, waitUntilIdle } from './process';
import { machineLine, writeReportSection } from './report';
import { summarize, type LatencySummary } from './stats';

/**
 * The backend under a stream of generated hostile requests (scripts/bench/hostile-requests.ts):
 * GraphQL and the search API, CONCURRENCY at a time, while /health is probed every
 * HEALTH_INTERVAL_MS beside them. Counts what must stay zero and how long /health waited.
 */
const PORT = Number(process.env.FUZZ_BENCH_PORT || 4104);
const REQUESTS = 20_000;
const CONCURRENCY = 16;
const HEALTH_INTERVAL_MS = 50;
/** Requests are generated in chunks (fast-check samples), each from its own seed. */
const CHUNK = 500;

export interface FuzzFigures {
  requests: number;
  /** Answers with a 5xx status. */
  status5xx: number;
  /** Answers holding a stack frame, a source path or a Node internal. */
  leakedStacks: number;
  /** Answers masking an unexpected error ("Unexpected error.", "Internal error"), whatever their status. */
  unexpectedErrors: number;
  /** Requests whose connection failed before an answer (the client's socket error, e.g. a kept-alive connection closed under it). */
  noAnswer: number;
  /** The slowest /health answer seen while the requests were running. */
  maxHealthMs: number;
  health: LatencySummary;
  seconds: number;
  byStatus: Record<string, number>;
  /** Up to five offending requests, for the report. */
  examples: string[];
}

/** Sends `requests` generated hostile requests to `origin` and counts what came back. */
export async function fuzzBackend(
  origin: string,
  keys: SearchKeys,
  options: { requests?: number; concurrency?: number; seed?: number; shop?: ShopFacts; customerToken?: () => Promise<string | null> } = {},
): Promise<FuzzFigures> {
  const total = options.requests ?? REQUESTS;
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const figures: FuzzFigures = { requests: 0, status5xx: 0, leakedStacks: 0, unexpectedErrors: 0, noAnswer: 0, maxHealthMs: 0, health: summarize([]), seconds: 0, byStatus: {}, examples: [] };
  const healthTimes: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${origin}/health`).then((response) => response.text(), () => '');
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
    }
  })();

  const started = performance.now();
  const record = (request: HostileRequest, status: number, text: string) => {
    figures.requests += 1;
    if (status === 0) {
      figures.noAnswer += 1;
      if (figures.examples.length < 5) figures.examples.push(`${request.method} ${request.path.slice(0, 80)} [${request.label.slice(0, 100)}] → no answer: ${text}`);
      return;
    }
    figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
    const failures = [status >= 500 && 'status5xx', leaksInternals(text) && 'leakedStacks', isUnexpectedError({ status, text }) && 'unexpectedErrors'].filter(
      (failure): failure is 'status5xx' | 'leakedStacks' | 'unexpectedErrors' => Boolean(failure),
    );
    for (const failure of failures) figures[failure] += 1;
    if (failures.length && figures.examples.length < 5) figures.examples.push(`${request.method} ${request.path.slice(0, 80)} [${request.label.slice(0, 100)}] → ${status} ${text.slice(0, 160)}`);
  };
  for (let offset = 0; offset < total; offset += CHUNK) {
    const chunk = fc.sample(hostileRequest(keys, options.shop), { numRuns: Math.min(CHUNK, total - offset), seed: seed + offset });
    let next = 0;
    const worker = async () => {
      while (next < chunk.length) {
        const request = chunk[next]!;
        next += 1;
        const answer = await sendHostile(origin, request, options.customerToken).catch((error: unknown) => ({ status: 0, text: socketError(error) }));
        record(request, answer.status, answer.text);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? CONCURRENCY }, worker));
  }
  figures.seconds = (performance.now() - started) / 1000;
  running = false;
  await prober;
  figures.health = summarize(healthTimes);
  figures.maxHealthMs = figures.health.max;
  return figures;
}

function socketError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `${String(error)}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`;
}

/** `npm run bench -- fuzz`: the seeded backend on its own port and data folder, then the report section. */
export async function benchFuzz(): Promise<void> {
  const dataDir = path.resolve('data/bench-fuzz');
  const origin = `http://127.0.0.1:${PORT}`;
  const backend = await startService(process.execPath, ['--import', 'tsx', 'server/main.ts'], { DATA_DIR: dataDir, BACKEND_PORT: String(PORT), DATABASE_URL: '' }, `${origin}/health`);
  try {
    await waitUntilIdle(origin);
    const { appId, searchKey } = JSON.parse(await readFile(path.join(dataDir, 'search-credentials.json'), 'utf8')) as SearchKeys;
    const load = os.loadavg()[0]!.toFixed(1);
    const shop = await readShopFacts(origin, SEEDED_COUPON_CODES);
    const figures = await fuzzBackend(origin, { appId, searchKey }, { shop, customerToken: customerTokens(origin) });
    console.log(`[bench fuzz] ${JSON.stringify(figures)}`);
    await writeReportSection('fuzz', report(figures, load));
  } finally {
    await stopService(backend);
  }
}

function report(figures: FuzzFigures, load: string): string {
  const statuses = Object.entries(figures.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return `## Hostile requests (fuzz)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} (load average ${load} at the start).
${figures.requests} requests generated by fast-check (\`scripts/bench/hostile-requests.ts\`: GraphQL documents with deep
nesting, odd literals, unknown fields, wrong types, NULs and lone surrogates, every operation type and broken transports;
the shopper's mutations — cart, coupons, shipping, customer, checkout, registration, login, password reset, tokens and reviews,
one to six per request (cart journeys ending in checkout), as guest or signed-in customer, with huge, unicode, NUL, negative,
huge-number, wrong-type and deeply nested inputs (\`scripts/bench/hostile-mutations.ts\`); search API requests with nested
filters, oversized multi-queries and odd parameters), ${CONCURRENCY} at a time, against the
seeded backend on loopback, in ${figures.seconds.toFixed(1)} s; /health probed every ${HEALTH_INTERVAL_MS} ms beside them.
The three counts must be 0; "no answer" counts requests whose connection failed in the client before an answer
arrived (their socket errors are listed below, if any). /health waits for whatever request is running on the event loop, on a machine whose two
cores also run the load generator.

| requests | 5xx | leaked stacks | masked unexpected errors | no answer | /health p50 (ms) | /health p95 (ms) | /health max (ms) |
|---|---|---|---|---|---|---|---|
| ${figures.requests} | ${figures.status5xx} | ${figures.leakedStacks} | ${figures.unexpectedErrors} | ${figures.noAnswer} | ${figures.health.p50} | ${figures.health.p95} | ${figures.maxHealthMs.toFixed(1)} |

Statuses: ${statuses}.${figures.examples.length ? `\n\nOffending requests:\n\n${figures.examples.map((example) => `- \`${example.replace(/`/g, "'")}\``).join('\n')}` : ''}`;
}
