/**
 * How hard and how long the load bench pushes, in one place: the whole section (without a
 * first build and seed) stays near three minutes.
 */
export const LOAD_PLAN = {
  rush: { connections: 200, seconds: 60 },
  /** After every route was requested once per language: load on the same mix, for the JIT. */
  warmBurst: { connections: 24, seconds: 10 },
  ttfb: { warmup: 20, samples: 300, maxSeconds: 20 },
  ratio: { connections: 100, rounds: 2, roundSeconds: 5 },
  backend: { connections: 50, warmupSeconds: 5, seconds: 15 },
} as const;

/** The targets set for a sale-day rush. */
export const LOAD_TARGETS = { errors: 0, p99Ms: 500, ttfbP50Ms: 10, ratio: 0.5 } as const;
