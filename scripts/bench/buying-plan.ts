/**
 * How much the buying bench asks of the shop, in one place. `BENCH_QUICK=1` shrinks every run
 * (a smoke run that checks the bench works; its figures are not for the report's readers).
 */
const FULL = {
  products: 10_000,
  /** Guest sessions the cart runs rotate through, each ending with a few lines in its cart. */
  sessions: 500,
  cart: { samples: 2000, warmup: 300, concurrency: 4 },
  checkout: { samples: 300, warmup: 50 },
  rush: { shoppers: 50, seconds: 30 },
  /** At most this long after the rush for the backend to go quiet (mails still to send) before it is stopped. */
  afterRushSeconds: 60,
  /** Products the bench buys: see ProductPools in buying-ledger.ts. */
  pools: { steady: 200, scarce: 30, unlimited: 10 },
  quick: false,
};

export type BuyingPlan = typeof FULL;

const QUICK: BuyingPlan = {
  ...FULL,
  sessions: 100,
  cart: { samples: 300, warmup: 100, concurrency: 4 },
  checkout: { samples: 60, warmup: 20 },
  rush: { shoppers: 50, seconds: 8 },
  afterRushSeconds: 30,
  quick: true,
};

export function buyingPlan(env: Record<string, string | undefined> = process.env): BuyingPlan {
  return env.BENCH_QUICK === '1' ? QUICK : FULL;
}

/** The targets set for buying (docs/benchmarks.md). */
export const BUYING_TARGETS = { cartP95Ms: 15, checkoutP95Ms: 60, lostOrders: 0, oversoldRows: 0 } as const;
