/**
 * How hard and how long the load bench pushes, in one place: the whole section (without a
 * first build and seed) takes under three minutes on a shop that keeps up, and under four when
 * nothing settles.
 */
export const LOAD_PLAN = {
  rush: { connections: 200, seconds: 60 },
  /** A prerendered file alone at the rush's connections: what the server gives without rendering anything. */
  fileRush: { seconds: 20 },
  /** After every route was requested once per language: load on the same mix, for the JIT. */
  warmBurst: { connections: 24, seconds: 10 },
  ttfb: { warmup: 20, samples: 300, maxSeconds: 15 },
  /** Each route alone; longer than a slow answer takes, so a page that answers at all is counted. */
  ratio: { connections: 100, seconds: 10 },
  backend: { connections: 50, warmupSeconds: 5, seconds: 15 },
  /**
   * Before each run, the shop may finish what the last one left behind: at most `eachSeconds`,
   * `budgetSeconds` in all (then runs start regardless, and the report says which). After the
   * rush, how long it stays busy is itself a figure, watched for `afterRushSeconds`.
   */
  settle: { eachSeconds: 15, budgetSeconds: 40, afterRushSeconds: 20 },
} as const;

/** The targets set for a sale-day rush. */
export const LOAD_TARGETS = { errors: 0, p99Ms: 500, ttfbP50Ms: 10, ratio: 0.5 } as const;
