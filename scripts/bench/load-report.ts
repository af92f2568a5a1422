import { TIMEOUT_SECONDS, type LoadFigures } from './load-cannon';
import { LOAD_PLAN, LOAD_TARGETS } from './load-plan';
import type { Quiet } from './quiet';
import type { LatencySummary } from './stats';

export interface LoadResults {
  date: string;
  machine: string;
  /** The machine's one-minute load average at the start and at the end. */
  loadAverage: [number, number];
  minutes: number;
  productPath: string;
  rush: (LoadFigures & { connections: number })[];
  rushOverall: LoadFigures;
  /** How long the shop kept working after the rush ended (on requests it timed out or cut off). */
  afterRush: Quiet;
  /** `/robots.txt` alone at the rush's connections, for the latency the server itself allows. */
  fileRush: LoadFigures;
  /** Runs that started while the shop was still busy with an earlier run's requests. */
  unsettled: string[];
  ttfb: LatencySummary;
  /** `/robots.txt` first, then the pages compared with it. */
  ratio: LoadFigures[];
  backend: LoadFigures;
}

const met = (ok: boolean) => (ok ? 'met' : '**not met**');
/** A latency, or a dash when nothing was answered to measure. */
const ms = (value: number, latency: LatencySummary) => (latency.samples > 0 ? value.toFixed(1) : '–');
const perSecond = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const routeName = (f: LoadFigures) => (f.path ? `${f.label} (\`${f.path}\`)` : `**${f.label}**`);
const rushMet = (f: LoadFigures) => f.errors <= LOAD_TARGETS.errors && f.latency.samples > 0 && f.latency.p99 <= LOAD_TARGETS.p99Ms;

function rushRow(f: LoadFigures, connections: number): string {
  const { latency: l } = f;
  return `| ${routeName(f)} | ${connections} | ${perSecond(f.requestsPerSecond)} | ${ms(l.p50, l)} | ${ms(l.p95, l)} | ${ms(l.p99, l)} | ${f.non2xx} | ${f.timeouts} | ${f.otherErrors} | ${met(rushMet(f))} |`;
}

export function loadReport(r: LoadResults): string {
  const robotsPerSecond = r.ratio[0]?.requestsPerSecond ?? 0;
  const ratioOf = (f: LoadFigures) => (robotsPerSecond > 0 ? f.requestsPerSecond / robotsPerSecond : 0);
  const pages = r.ratio.slice(1);
  const ratioRows = r.ratio.map(
    (f, index) =>
      `| ${routeName(f)} | ${perSecond(f.requestsPerSecond)} | ${ms(f.latency.p50, f.latency)} | ${ms(f.latency.p99, f.latency)} | ${f.errors} | ${index === 0 ? '1' : ratioOf(f).toFixed(2)} |`,
  );
  const { rush, fileRush, warmBurst, ttfb, ratio, backend, settle } = LOAD_PLAN;
  const afterRush = r.afterRush.quiet
    ? `After the rush the shop went on working for ${r.afterRush.busySeconds.toFixed(0)} s (requests that timed out or were cut off at the end).`
    : `After the rush the shop was still working ${settle.afterRushSeconds} s later (requests that timed out or were cut off at the end).`;
  const unsettled = r.unsettled.length
    ? ` **Still busy** (the time allowed for waiting spent) before: ${r.unsettled.join('; ')}; those figures are lowered by what earlier runs left behind.`
    : '';
  const b = r.backend;

  return `## Storefront under load: a sale-day rush

Measured ${r.date} on ${r.machine}; load average ${r.loadAverage[0].toFixed(1)} at the start and ${r.loadAverage[1].toFixed(1)}
at the end (the machine is shared: at a load average well above its two cores, every figure here is mostly a measure
of that); ${r.minutes.toFixed(1)} minutes from warm-up to the end.

The shop runs as \`npm start\` runs it (\`next build\`, then the storefront's server \`storefront-server/main.ts\` around Next's
handler, embedded backend over PGlite, seeded data) on
loopback; the load generator is autocannon (its programmatic API, in one Node process) on the same two cores, so its own
work weighs on every figure. Warm-up: every route below is requested once in each of the six languages (each must answer
200), then ${warmBurst.seconds} s at ${warmBurst.connections} connections on the rush's mix. Before each run the bench waits until the shop's processes
use no CPU: requests a run timed out or cut off may still be rendering.${unsettled}

An error is a non-2xx answer, a broken connection or a request unanswered after ${TIMEOUT_SECONDS} s (a timeout: autocannon then
drops the connection and sends its next request on a new one, like a shopper reloading, while the server may still be
working on the first). Latencies are of 2xx answers, from sending the request to its last byte, nearest-rank
percentiles; requests/s counts every answer.

### Rush: ${rush.connections} concurrent shoppers for ${rush.seconds} s

The connections are shared out over six routes; each asks for its route again as soon as it is answered, in each language
in turn (German, the default, without a cookie, as on a first visit; the others by the \`locale\` cookie), with a browser's
\`accept\` and \`accept-encoding\` headers (so answers are compressed). Target per route and overall: ${LOAD_TARGETS.errors} errors and
p99 ≤ ${LOAD_TARGETS.p99Ms} ms.

| route | connections | requests/s | p50 (ms) | p95 (ms) | p99 (ms) | non-2xx | timeouts | other errors | target |
|---|---|---|---|---|---|---|---|---|---|
${r.rush.map((f) => rushRow(f, f.connections)).join('\n')}
${rushRow(r.rushOverall, rush.connections)}

${afterRush}

For scale, a file \`next build\` prerendered (\`/robots.txt\`, served without rendering anything) alone at the same
${rush.connections} connections for ${fileRush.seconds} s, after the shop went quiet: the latency this server and this machine allow before any
page is rendered (connections ÷ requests/s is the mean wait of a shopper who asks again at once).

| route | connections | requests/s | p50 (ms) | p95 (ms) | p99 (ms) | non-2xx | timeouts | other errors | target |
|---|---|---|---|---|---|---|---|---|---|
${rushRow(r.fileRush, rush.connections)}

### Targets

| target | figure | |
|---|---|---|
| rush: ${LOAD_TARGETS.errors} errors | ${r.rushOverall.errors} | ${met(r.rushOverall.errors <= LOAD_TARGETS.errors)} |
| rush: p99 ≤ ${LOAD_TARGETS.p99Ms} ms, all routes together | ${ms(r.rushOverall.latency.p99, r.rushOverall.latency)} ms | ${met(r.rushOverall.latency.samples > 0 && r.rushOverall.latency.p99 <= LOAD_TARGETS.p99Ms)} |
| cached product page: time to first byte p50 ≤ ${LOAD_TARGETS.ttfbP50Ms} ms | ${ms(r.ttfb.p50, r.ttfb)} ms | ${met(r.ttfb.samples > 0 && r.ttfb.p50 <= LOAD_TARGETS.ttfbP50Ms)} |
${pages.map((f) => `| ${f.label}: requests/s ≥ ${LOAD_TARGETS.ratio} × \`/robots.txt\`'s | ${ratioOf(f).toFixed(2)} | ${met(ratioOf(f) >= LOAD_TARGETS.ratio)} |`).join('\n')}

### Cached product page: time to first byte

\`${r.productPath}\` in German, one request after the other on one kept-alive connection, after the warm-up and ${ttfb.warmup}
more requests; from sending the request until the response's head arrives (Next writes it with the page's first bytes).
${r.ttfb.samples} samples (at most ${ttfb.samples} or ${ttfb.maxSeconds} s): p50 ${ms(r.ttfb.p50, r.ttfb)} ms, p95 ${ms(r.ttfb.p95, r.ttfb)} ms, p99 ${ms(r.ttfb.p99, r.ttfb)} ms.

### Pages against a prerendered file

Each route alone at ${ratio.connections} connections for ${ratio.seconds} s, in German, back to back (\`/robots.txt\`, product page,
product list), each after the shop has gone quiet. A page's requests/s divided by \`/robots.txt\`'s (a file \`next build\`
prerendered, served without rendering) says how near the page comes to being served from the cache; a ratio holds
across machines, so it is the figure to watch. Target ≥ ${LOAD_TARGETS.ratio}.

| route | requests/s | p50 (ms) | p99 (ms) | errors | ratio |
|---|---|---|---|---|---|
${ratioRows.join('\n')}

### Backend alone

The storefront's own category request (its \`GetProducts\` operation for the first page of a category, newest first, with
the list page's \`where\` and page size) posted to the backend's \`/graphql\` at ${backend.connections} connections for ${backend.seconds} s,
every category with products in turn, after ${backend.warmupSeconds} s of the same; an answer carrying GraphQL errors is an "other error".

| request | requests/s | p50 (ms) | p95 (ms) | p99 (ms) | non-2xx | timeouts | other errors |
|---|---|---|---|---|---|---|---|
| ${b.label} | ${perSecond(b.requestsPerSecond)} | ${ms(b.latency.p50, b.latency)} | ${ms(b.latency.p95, b.latency)} | ${ms(b.latency.p99, b.latency)} | ${b.non2xx} | ${b.timeouts} | ${b.otherErrors} |`;
}
