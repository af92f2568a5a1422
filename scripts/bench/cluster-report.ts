import { describeErrorKinds, type LoadFigures } from './load-cannon';
import { LOAD_PLAN } from './load-plan';
import type { LatencySummary } from './stats';

/** The rush's p99 may be at most this multiple of a prerendered file's p99 at the same load (issue 23). */
export const CLUSTER_P99_RATIO_TARGET = 1.2;

interface RushPair {
  /** The route mix through the balancer. */
  rush: LoadFigures;
  /** /robots.txt alone through the balancer, at the rush's connections. */
  file: LoadFigures;
  /** The rush per route, for its errors. */
  perRoute: LoadFigures[];
}

export interface ClusterResults {
  date: string;
  machine: string;
  cores: number;
  loadAverage: [number, number];
  minutes: number;
  two: RushPair;
  one: RushPair;
  /** Milliseconds from a product write to its new price on every storefront; writes that never arrived. */
  reach: { latency: LatencySummary; missed: number; storefronts: number };
}

const ratio = (pair: RushPair) => (pair.file.latency.p99 > 0 ? pair.rush.latency.p99 / pair.file.latency.p99 : Number.NaN);
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

/** What failed, per route: "none", or each route with its kinds of error (statuses, timeouts, resets). */
function errorBreakdown(pair: RushPair): string {
  const failing = [...pair.perRoute, pair.file].filter((route) => route.errors > 0);
  if (!failing.length) return 'none';
  return failing.map((route) => `\`${route.path}\` ${describeErrorKinds(route.errorKinds)}`).join('; ');
}

function row(processes: number, pair: RushPair): string {
  const { rush, file } = pair;
  const r = ratio(pair);
  const ok = rush.errors === 0 && file.errors === 0 && r <= CLUSTER_P99_RATIO_TARGET;
  return `| ${processes} | ${rush.requestsPerSecond.toFixed(0)} | ${rush.latency.p50.toFixed(1)} | ${rush.latency.p99.toFixed(1)} | ${rush.errors} | ${file.requestsPerSecond.toFixed(0)} | ${file.latency.p50.toFixed(1)} | ${file.latency.p99.toFixed(1)} | ${file.errors} | ${r.toFixed(2)}× | ${met(ok)} |`;
}

export function clusterReport(r: ClusterResults): string {
  const gain = r.one.rush.requestsPerSecond > 0 ? r.two.rush.requestsPerSecond / r.one.rush.requestsPerSecond : Number.NaN;
  const reach = r.reach.latency;
  return `## The cluster: storefronts behind HAProxy on a shared Redis cache

\`npm run bench -- cluster\` (scripts/bench/cluster.ts) — ${r.date}, ${r.machine}; load average ${r.loadAverage[0].toFixed(1)} at the start, ${r.loadAverage[1].toFixed(1)} at the end; ${r.minutes.toFixed(1)} minutes.
The cluster of \`npm run start:cluster\` (two backends on PostgreSQL, two storefronts on Redis, HAProxy in front of each tier). The load bench's rush — ${LOAD_PLAN.rush.connections} connections over its six routes in every language for ${LOAD_PLAN.rush.seconds} s — through the storefronts' balancer, first with both storefront processes in rotation, then with the second taken out (HAProxy's admin socket), in the same run; after each, the prerendered \`/robots.txt\` alone through the balancer at the same ${LOAD_PLAN.rush.connections} connections for ${LOAD_PLAN.fileRush.seconds} s. Target: 0 errors, and the rush's p99 at most ${CLUSTER_P99_RATIO_TARGET}× the file's p99 in the same run.

| storefront processes | rush requests/s | rush p50 ms | rush p99 ms | rush errors | /robots.txt requests/s | /robots.txt p50 ms | /robots.txt p99 ms | file errors | rush p99 / file p99 | target |
|---|---|---|---|---|---|---|---|---|---|---|
${row(2, r.two)}
${row(1, r.one)}

Errors by route and kind — two processes: ${errorBreakdown(r.two)}; one process: ${errorBreakdown(r.one)}.

Two processes against one: ${gain.toFixed(2)}× the rush's throughput.
**On ${r.cores} cores** autocannon (one Node process generating ${LOAD_PLAN.rush.connections} connections), HAProxy, both storefronts, the backends, Redis and PostgreSQL all share the ${r.cores} cores, and the generator alone takes a large part of one (with the machine's load average, above, from other work besides). A second storefront process adds an event loop, not a core: it helps only as far as one process left a core idle. On four cores, with the generator and HAProxy on cores of their own, each storefront gets a whole core: throughput with two processes should approach twice one process's, and the rush's p99 should fall towards the file's (the file is served by the same Node processes, so both move together; the ratio is what carries from machine to machine). Measured here, it is an estimate there.

**Revalidation reach** — from a price written to the database (the change feed, the backends' signed call to the storefronts' balancer, the shared cache) until **every** storefront, each asked directly, serves the new price: p50 ${reach.p50.toFixed(0)} ms, p95 **${reach.p95.toFixed(0)} ms**, max ${reach.max.toFixed(0)} ms over ${reach.samples} writes to ${r.reach.storefronts} storefronts${r.reach.missed ? `; **${r.reach.missed} write(s) did not reach every storefront within 10 s**` : ''}.`;
}
