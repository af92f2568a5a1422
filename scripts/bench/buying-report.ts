import { BUYING_TARGETS, type BuyingPlan } from './buying-plan';
import type { Quiet } from './quiet';
import type { RushFigures } from './buying-rush';
import type { BuyingVerification } from './buying-verify';
import type { LatencySummary } from './stats';
import type { Throughput } from './throughput';

export interface BuyingResults {
  date: string;
  machine: string;
  /** The machine's one-minute load average at the start and at the end. */
  loadAverage: [number, number];
  plan: BuyingPlan;
  products: number;
  addToCart: Throughput[];
  cart: Throughput[];
  checkout: Throughput;
  rush: Omit<RushFigures, 'confirmed'>;
  /** How long the backend kept working after the rush (sending the confirmation mails). */
  afterRush: Quiet;
  verification: BuyingVerification;
}

const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const ms = (value: number, latency: LatencySummary) => (latency.samples > 0 ? value.toFixed(1) : '–');
const perSecond = (value: number) => value.toFixed(value < 10 ? 1 : 0);
/** A latency target: met only when something was measured. */
const within = (latency: LatencySummary, limitMs: number) => latency.samples > 0 && latency.p95 <= limitMs;

function throughputRow(request: string, t: Throughput, targetMs: number | null): string {
  const l = t.latency;
  const target = targetMs === null ? '(queueing included)' : met(within(l, targetMs));
  return `| ${request} | ${t.concurrency} | ${l.samples} | ${perSecond(t.requestsPerSecond)} | ${ms(l.p50, l)} | ${ms(l.p95, l)} | ${ms(l.p99, l)} | ${target} |`;
}

/** 10000 as "10 000", as the other sections write it. */
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const list = (ids: number[]) => (ids.length ? ` (${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''})` : '');

export function buyingReport(r: BuyingResults): string {
  const { plan, rush, verification: v } = r;
  const sequential = (runs: Throughput[]) => runs.filter((t) => t.concurrency === 1);
  const cartRuns = [...sequential(r.addToCart), ...sequential(r.cart)];
  const cartMet = cartRuns.length > 0 && cartRuns.every((t) => within(t.latency, BUYING_TARGETS.cartP95Ms));
  const worstCartP95 = Math.max(0, ...cartRuns.map((t) => t.latency.p95));
  const rows = [
    ...r.addToCart.map((t) => throughputRow('`addToCart`', t, t.concurrency === 1 ? BUYING_TARGETS.cartP95Ms : null)),
    ...r.cart.map((t) => throughputRow('`cart`', t, t.concurrency === 1 ? BUYING_TARGETS.cartP95Ms : null)),
    throughputRow('`checkout`, cash on delivery, each on a fresh cart', r.checkout, BUYING_TARGETS.checkoutP95Ms),
  ];
  const smoke = plan.quick
    ? `\n\n**Smoke run** (\`BENCH_QUICK=1\`: fewer samples, a rush of ${plan.rush.seconds} s) on a machine busy with other work: these figures only show that the bench works and will be replaced by a full run.`
    : '';
  const afterRush = r.afterRush.quiet
    ? `After the rush the backend went on working for ${r.afterRush.busySeconds.toFixed(0)} s (the outbox sending confirmation mails) before it was stopped.`
    : `The backend was still working ${plan.afterRushSeconds} s after the rush (the outbox sending confirmation mails) when it was stopped; mails not yet sent wait in the outbox for the next start.`;
  const errors = rush.errorMessages.length ? `\n\nFirst errors: ${rush.errorMessages.map((m) => `“${m}”`).join('; ')}.` : '';

  return `## Buying: cart and checkout (embedded backend, PGlite, ${thousands(r.products)} products)

Measured ${r.date} on ${r.machine}; load average ${r.loadAverage[0].toFixed(1)} at the start and ${r.loadAverage[1].toFixed(1)} at the end (the
machine is shared: at a load average well above its two cores, every figure here is mostly a measure of that).${smoke}

The backend runs over a freshly seeded synthetic catalogue (the commerce section's setup) and is measured over HTTP on
loopback by thin \`node:http\` clients in this process, one kept-alive connection each; guests keep the
\`woocommerce-session\` token they are given, as the storefront's server actions do. \`addToCart\` and \`cart\` are the
storefront's own operations (\`AddToCart\`, \`GetCart\` with its cart fragment). Latencies are nearest-rank percentiles;
requests/s is measured requests over the run's wall time.

### Cart and checkout

\`addToCart\`: ${plan.cart.samples} adds of one unit, rotating over ${plan.sessions} guest sessions (new ones for each run; the first add creates the
session, the others find a cart of up to ${Math.ceil((plan.cart.samples + plan.cart.warmup) / plan.sessions)} lines) and ${plan.pools.steady} simple products, after ${plan.cart.warmup} warm-up adds.
\`cart\`: the same sessions' carts read back. Each run one request at a time (1 client) and then at ${plan.cart.concurrency} clients at once.
\`checkout\`: ${plan.checkout.samples} guest checkouts one after the other (after ${plan.checkout.warmup} warm-up ones), each session with one product in its
cart, billing address in Germany, flat-rate shipping. Targets: p95 ≤ ${BUYING_TARGETS.cartP95Ms} ms for \`addToCart\` and \`cart\`, ≤ ${BUYING_TARGETS.checkoutP95Ms} ms for \`checkout\`,
judged one request at a time (at several clients on two cores, latency includes waiting for a core).

| request | clients | requests | requests/s | p50 (ms) | p95 (ms) | p99 (ms) | target |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

### ${rush.shoppers} shoppers buying at once for ${plan.rush.seconds} s

Each shopper, on its own connection: a new session, one to three products added (one or two of each; three picks in
four among ${plan.pools.scarce} stock-managed products, half of them down to their last one to three units, the rest among ${plan.pools.unlimited} products
without managed stock), then checkout by cash on delivery; again until the time is up. A stock refusal (the shop
saying a product is sold out) is the right answer, not an error: the shopper picks another product, or gives up the
purchase at checkout. Errors are anything else: HTTP and network failures, timeouts (30 s), other GraphQL errors.
Afterwards the backend is stopped and the database read: every order a checkout confirmed (in this run and the
checkout run above) must be there with the lines it was shown, no other order may exist, and every product's stock
and sales count must have moved by exactly the quantities ordered.

| shoppers | seconds | purchases | orders | orders/s | checkout p50 (ms) | checkout p95 (ms) | checkout p99 (ms) | \`addToCart\` p95 (ms) | purchase p95 (ms) | refused on add | sold out at checkout | gave up empty-handed | errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
| ${rush.shoppers} | ${rush.seconds.toFixed(1)} | ${rush.purchases} | ${rush.orders} | ${perSecond(rush.ordersPerSecond)} | ${ms(rush.checkout.p50, rush.checkout)} | ${ms(rush.checkout.p95, rush.checkout)} | ${ms(rush.checkout.p99, rush.checkout)} | ${ms(rush.addToCart.p95, rush.addToCart)} | ${ms(rush.purchase.p95, rush.purchase)} | ${rush.refusedOnAdd} | ${rush.soldOutAtCheckout} | ${rush.emptyHanded} | ${rush.errors} |${errors}

${afterRush}

### Targets

| target | figure | |
|---|---|---|
| \`addToCart\` and \`cart\` p95 ≤ ${BUYING_TARGETS.cartP95Ms} ms (1 client, the slower of the two) | ${worstCartP95.toFixed(1)} ms | ${met(cartMet)} |
| \`checkout\` p95 ≤ ${BUYING_TARGETS.checkoutP95Ms} ms (1 client) | ${ms(r.checkout.latency.p95, r.checkout.latency)} ms | ${met(within(r.checkout.latency, BUYING_TARGETS.checkoutP95Ms))} |
| rush: no errors | ${rush.errors} | ${met(rush.errors === 0)} |
| lost orders: confirmed to a shopper, not in the database | ${v.lostOrders.length}${list(v.lostOrders)} | ${met(v.lostOrders.length === BUYING_TARGETS.lostOrders)} |
| orders in the database = checkouts confirmed | ${v.ordersInDatabase} = ${v.confirmed} | ${met(v.ordersInDatabase === v.confirmed && v.untoldOrders.length === 0 && v.confirmedTwice.length === 0)} |
| orders stored with other lines than the shopper was shown | ${v.lineMismatches.length}${list(v.lineMismatches)} | ${met(v.lineMismatches.length === 0)} |
| a confirmation mail in the outbox for every order (sent, or still waiting when the backend was stopped) | ${v.confirmationMails.enqueued} for ${v.ordersInDatabase} orders (${v.confirmationMails.sent} sent, ${v.confirmationMails.failed} failed) | ${met(v.confirmationMails.enqueued === v.ordersInDatabase && v.confirmationMails.failed === 0)} |
| oversold: stock-managed rows without backorders below 0 | ${v.oversoldRows} | ${met(v.oversoldRows === BUYING_TARGETS.oversoldRows)} |
| stock and sales counts moved by exactly the quantities ordered | ${v.stockMismatches.length} rows differ${v.stockMismatches.length ? `: ${v.stockMismatches.slice(0, 5).map((m) => `${m.row} sold ${m.expectedSold}, stock taken ${m.stockTaken ?? '–'}, sales counted ${m.salesCounted}`).join('; ')}` : ''} | ${met(v.stockMismatches.length === 0)} |`;
}
