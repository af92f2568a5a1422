import { Rng } from '../../server/seed/random';
import { BenchShopper, type CheckoutData, type PostJson } from './bench-shopper';
import type { ConfirmedOrder } from './buying-verify';
import { summarize, type LatencySummary } from './stats';

export interface RushPlan {
  shoppers: number;
  seconds: number;
  /** Products that run out (most picks go here) and products that never do. */
  scarce: number[];
  unlimited: number[];
}

export interface RushFigures {
  shoppers: number;
  /** From the start until the last purchase under way at the deadline ended. */
  seconds: number;
  purchases: number;
  orders: number;
  ordersPerSecond: number;
  /** Adds the shop refused for stock; the shopper picked another product. */
  refusedOnAdd: number;
  /** Checkouts refused because another shopper bought the last units first. */
  soldOutAtCheckout: number;
  /** Purchases given up because nothing picked could be added. */
  emptyHanded: number;
  /** Everything else: HTTP and network failures, timeouts, any other GraphQL error. */
  errors: number;
  errorMessages: string[];
  addToCart: LatencySummary;
  checkout: LatencySummary;
  /** A whole purchase: new session, its adds and the checkout. */
  purchase: LatencySummary;
  confirmed: ConfirmedOrder[];
}

/** What a checkout answer confirms: its order and lines, or null when it is no success. */
export function confirmedOrder(data: CheckoutData): ConfirmedOrder | null {
  const order = data.checkout.order;
  if (data.checkout.result !== 'success' || !order) return null;
  return { orderId: order.databaseId, lines: order.lineItems.nodes.map((line) => ({ ...line })) };
}

const MAX_PICKS_PER_PURCHASE = 6;

/**
 * `shoppers` guests buying at once for `seconds`, each on its own connection (`clients[i]`):
 * a new session, one to three products (one or two of each; three in four picked from the
 * scarce ones), then checkout by cash on delivery, and again until the time is up.
 */
export async function runRush(plan: RushPlan, clients: PostJson[]): Promise<RushFigures> {
  const addMs: number[] = [];
  const checkoutMs: number[] = [];
  const purchaseMs: number[] = [];
  const confirmed: ConfirmedOrder[] = [];
  const errorMessages = new Set<string>();
  const counts = { purchases: 0, refusedOnAdd: 0, soldOutAtCheckout: 0, emptyHanded: 0, errors: 0 };
  const error = (message: string) => {
    counts.errors += 1;
    if (errorMessages.size < 5) errorMessages.add(message);
  };
  const timed = async <T>(into: number[], work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    into.push(performance.now() - started);
    return result;
  };

  async function purchase(post: PostJson, rng: Rng): Promise<void> {
    const shopper = new BenchShopper();
    const wanted = rng.int(1, 3);
    const chosen = new Set<number>();
    for (let picks = 0; chosen.size < wanted && picks < MAX_PICKS_PER_PURCHASE; picks += 1) {
      const product = rng.pick(rng.chance(0.75) ? plan.scarce : plan.unlimited);
      if (chosen.has(product)) continue;
      const added = await timed(addMs, () => shopper.addToCart(post, product, rng.int(1, 2)));
      if (added.kind === 'ok') chosen.add(product);
      else if (added.kind === 'refused') counts.refusedOnAdd += 1;
      else return error(added.message);
    }
    if (chosen.size === 0) {
      counts.emptyHanded += 1;
      return;
    }
    const placed = await timed(checkoutMs, () => shopper.checkout(post));
    if (placed.kind === 'refused') counts.soldOutAtCheckout += 1;
    else if (placed.kind === 'error') error(placed.message);
    else {
      const order = confirmedOrder(placed.data);
      if (order) confirmed.push(order);
      else error(`checkout answered ${placed.data.checkout.result}`);
    }
  }

  const started = performance.now();
  const deadline = started + plan.seconds * 1000;
  await Promise.all(
    Array.from({ length: plan.shoppers }, async (_, index) => {
      const post = clients[index % clients.length] as PostJson;
      const rng = new Rng(9_000 + index);
      while (performance.now() < deadline) {
        counts.purchases += 1;
        await timed(purchaseMs, () => purchase(post, rng));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    shoppers: plan.shoppers,
    seconds,
    ...counts,
    orders: confirmed.length,
    ordersPerSecond: confirmed.length / seconds,
    errorMessages: [...errorMessages],
    addToCart: summarize(addMs),
    checkout: summarize(checkoutMs),
    purchase: summarize(purchaseMs),
    confirmed,
  };
}
