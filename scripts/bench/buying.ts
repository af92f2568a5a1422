import os from 'node:os';
import path from 'node:path';
import { BenchShopper, GET_CART, type PostJson } from './bench-shopper';
import { pickPools, readAfter, readSince, readStock, withDatabase, type ProductPools } from './buying-ledger';
import { buyingPlan, type BuyingPlan } from './buying-plan';
import { buyingReport } from './buying-report';
import { confirmedOrder, runRush } from './buying-rush';
import { verifyBuying, type ConfirmedOrder } from './buying-verify';
import { seedSyntheticCatalogue, startIdleBackend } from './catalogue-backend';
import { createJsonClient } from './http-client';
import { stopService } from './process';
import { waitUntilQuiet } from './quiet';
import { machineLine, writeReportSection } from './report';
import { measureThroughput, type Throughput } from './throughput';

/**
 * Buying over HTTP at 10 000 products: `addToCart` and `cart` one request at a time and at a
 * few clients, `checkout` by cash on delivery, then a rush of shoppers buying at once, after
 * which the database is read to prove no order was lost and no stock oversold.
 */
const PORT = 4250;
const ENDPOINT = `http://127.0.0.1:${PORT}/graphql`;
const DATA_DIR = path.resolve('data/bench-buying');

const clients = (count: number): PostJson[] => Array.from({ length: count }, () => createJsonClient(ENDPOINT));
const log = (message: string) => console.log(`[bench buying] ${message}`);

/** Adds then cart reads over fresh sessions, at `concurrency` clients. */
async function measureCart(concurrency: number, steady: number[], plan: BuyingPlan) {
  const posts = clients(concurrency);
  const shoppers = Array.from({ length: plan.sessions }, () => new BenchShopper());
  const shopperAt = (index: number) => shoppers[index % shoppers.length] as BenchShopper;
  const postOf = (worker: number) => posts[worker] as PostJson;
  const add = await measureThroughput(
    async (index, worker) => {
      const outcome = await shopperAt(index).addToCart(postOf(worker), steady[index % steady.length] as number);
      if (outcome.kind !== 'ok') throw new Error(`addToCart failed: ${outcome.message}`);
    },
    { samples: plan.cart.samples, concurrency, warmup: plan.cart.warmup },
  );
  const cart = await measureThroughput((index, worker) => shopperAt(index).ok(postOf(worker), GET_CART).then(() => undefined), {
    samples: plan.cart.samples,
    concurrency,
    warmup: plan.cart.warmup,
  });
  return { add, cart };
}

/** Checkouts one after the other, each of a session with one product in its cart, filled beforehand. */
async function measureCheckout(steady: number[], plan: BuyingPlan, confirmed: ConfirmedOrder[]): Promise<Throughput> {
  const [post] = clients(1) as [PostJson];
  const total = plan.checkout.warmup + plan.checkout.samples;
  const shoppers: BenchShopper[] = [];
  for (let i = 0; i < total; i += 1) {
    const shopper = new BenchShopper();
    // A different product each time (a stride through the pool), so no product's stock runs low.
    const outcome = await shopper.addToCart(post, steady[(i * 7) % steady.length] as number);
    if (outcome.kind !== 'ok') throw new Error(`addToCart before checkout failed: ${outcome.message}`);
    shoppers.push(shopper);
  }
  return measureThroughput(
    async (index) => {
      const outcome = await (shoppers[index] as BenchShopper).checkout(post);
      const order = outcome.kind === 'ok' ? confirmedOrder(outcome.data) : null;
      if (!order) throw new Error(`checkout failed: ${outcome.kind === 'ok' ? outcome.data.checkout.result : outcome.message}`);
      confirmed.push(order);
    },
    { samples: plan.checkout.samples, concurrency: 1, warmup: plan.checkout.warmup },
  );
}

/**
 * The four runs against a started backend (`backendPid`); every order a checkout confirms is
 * added to `confirmed`. Then the backend may finish what the rush left it (the confirmation mails
 * the outbox sends after each order) before it is stopped and the database read.
 */
async function measureBuying(pools: ProductPools, plan: BuyingPlan, confirmed: ConfirmedOrder[], backendPid: number) {
  log('cart, one client');
  const single = await measureCart(1, pools.steady, plan);
  log(`cart, ${plan.cart.concurrency} clients`);
  const several = await measureCart(plan.cart.concurrency, pools.steady, plan);
  log('checkout');
  const checkout = await measureCheckout(pools.steady, plan, confirmed);
  log(`rush: ${plan.rush.shoppers} shoppers for ${plan.rush.seconds} s`);
  const { confirmed: rushOrders, ...rush } = await runRush({ ...plan.rush, scarce: pools.scarce, unlimited: pools.unlimited }, clients(plan.rush.shoppers));
  confirmed.push(...rushOrders);
  log('waiting for the backend to finish its work (the outbox sending confirmation mails)');
  const afterRush = await waitUntilQuiet(backendPid, plan.afterRushSeconds);
  return { addToCart: [single.add, several.add], cart: [single.cart, several.cart], checkout, rush, afterRush };
}

export async function benchBuying(): Promise<void> {
  const plan = buyingPlan();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  log(`seeding ${plan.products} synthetic products${plan.quick ? ' (quick run)' : ''}`);
  await seedSyntheticCatalogue(DATA_DIR, PORT, plan.products);
  const before = await withDatabase(DATA_DIR, async (db) => {
    const pools = await pickPools(db, plan.pools);
    const productIds = [...pools.steady, ...pools.scarce, ...pools.unlimited];
    return { pools, productIds, stock: await readStock(db, productIds), since: await readSince(db) };
  });

  const server = await startIdleBackend(DATA_DIR, PORT);
  const confirmed: ConfirmedOrder[] = [];
  const measured = await measureBuying(before.pools, plan, confirmed, server.pid ?? 0).finally(() => stopService(server));

  log('reading the database');
  const after = await withDatabase(DATA_DIR, (db) => readAfter(db, before.since, before.productIds));
  const verification = verifyBuying(confirmed, before.stock, after);
  if (!verification.ok) log('the database does not match what the shoppers were told: see the targets below');
  const markdown = buyingReport({
    date: new Date().toISOString().slice(0, 10),
    machine: machineLine(),
    loadAverage: [loadAverageAtStart, os.loadavg()[0] ?? 0],
    plan,
    products: plan.products,
    ...measured,
    verification,
  });
  console.log(markdown);
  await writeReportSection('buying', markdown);
}
