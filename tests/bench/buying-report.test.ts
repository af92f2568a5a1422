import { describe, expect, it } from 'vitest';
import { buyingPlan } from '../../scripts/bench/buying-plan';
import { buyingReport, type BuyingResults } from '../../scripts/bench/buying-report';
import type { BuyingVerification } from '../../scripts/bench/buying-verify';
import { summarize } from '../../scripts/bench/stats';
import type { Throughput } from '../../scripts/bench/throughput';

const spread = (fromMs: number, toMs: number) => Array.from({ length: 100 }, (_, i) => fromMs + ((toMs - fromMs) * i) / 99);
const run = (concurrency: number, latenciesMs: number[]): Throughput => ({ latency: summarize(latenciesMs), requestsPerSecond: 120, concurrency });

const clean: BuyingVerification = {
  confirmed: 400,
  ordersInDatabase: 400,
  lostOrders: [],
  untoldOrders: [],
  confirmedTwice: [],
  lineMismatches: [],
  oversoldRows: 0,
  stockMismatches: [],
  confirmationMails: { enqueued: 400, sent: 380, failed: 0 },
  ok: true,
};

function results(overrides: Partial<BuyingResults>): BuyingResults {
  return {
    date: '2026-11-23',
    machine: '2 × test CPU',
    loadAverage: [1, 1],
    plan: buyingPlan({}),
    products: 10_000,
    addToCart: [run(1, spread(3, 12)), run(4, spread(10, 80))],
    cart: [run(1, spread(2, 9)), run(4, spread(8, 60))],
    checkout: run(1, spread(20, 50)),
    rush: {
      shoppers: 50,
      seconds: 30.4,
      purchases: 420,
      orders: 350,
      ordersPerSecond: 11.5,
      refusedOnAdd: 60,
      soldOutAtCheckout: 12,
      emptyHanded: 3,
      errors: 0,
      errorMessages: [],
      addToCart: summarize(spread(20, 200)),
      checkout: summarize(spread(50, 400)),
      purchase: summarize(spread(100, 900)),
    },
    afterRush: { quiet: true, busySeconds: 4 },
    verification: clean,
    ...overrides,
  };
}

const line = (markdown: string, start: string) => markdown.split('\n').find((row) => row.startsWith(start)) ?? '';

describe('buyingReport', () => {
  it('judges the latency targets on the one-client runs and shows the others for information', () => {
    const markdown = buyingReport(results({}));
    expect(line(markdown, '| `addToCart` and `cart` p95')).toMatch(/\| 11\.\d ms \| met \|$/);
    expect(line(markdown, '| `checkout` p95')).toContain('| met |');
    expect(markdown).toContain('| `addToCart` | 4 | 100 | 120 |');
    expect(line(markdown, '| `addToCart` | 4 |')).toContain('(queueing included)');
    expect(markdown).toContain('## Buying: cart and checkout (embedded backend, PGlite, 10 000 products)');
    expect(markdown).not.toContain('Smoke run');
    expect(line(markdown, '| a confirmation mail')).toContain('| 400 for 400 orders (380 sent, 0 failed) | met |');
  });

  it('fails a target on a slow tail of either cart request', () => {
    const markdown = buyingReport(results({ cart: [run(1, spread(2, 30)), run(4, spread(8, 60))], checkout: run(1, spread(20, 90)) }));
    expect(line(markdown, '| `addToCart` and `cart` p95')).toMatch(/\| 28\.\d ms \| \*\*not met\*\* \|$/);
    expect(line(markdown, '| `cart` | 1 |')).toContain('**not met**');
    expect(line(markdown, '| `checkout` p95')).toContain('**not met**');
  });

  it('fails the rush on errors, lost orders, a count that does not add up, oversold stock or stock that moved wrongly', () => {
    const markdown = buyingReport(
      results({
        rush: { ...results({}).rush, errors: 2, errorMessages: ['HTTP 500 without data'] },
        verification: {
          ...clean,
          ordersInDatabase: 399,
          lostOrders: [1234],
          oversoldRows: 1,
          stockMismatches: [{ row: 'product:7', expectedSold: 3, stockTaken: 4, salesCounted: 3 }],
          confirmationMails: { enqueued: 398, sent: 398, failed: 0 },
          ok: false,
        },
      }),
    );
    expect(line(markdown, '| rush: no errors')).toContain('| 2 | **not met** |');
    expect(markdown).toContain('“HTTP 500 without data”');
    expect(line(markdown, '| lost orders')).toContain('| 1 (1234) | **not met** |');
    expect(line(markdown, '| orders in the database = checkouts confirmed')).toContain('| 399 = 400 | **not met** |');
    expect(line(markdown, '| oversold')).toContain('| 1 | **not met** |');
    expect(line(markdown, '| a confirmation mail')).toContain('| 398 for 399 orders (398 sent, 0 failed) | **not met** |');
    expect(line(markdown, '| stock and sales counts')).toContain('product:7 sold 3, stock taken 4');
  });

  it('says how long the backend kept working after the rush, or that it was stopped still working', () => {
    expect(buyingReport(results({}))).toContain('went on working for 4 s');
    expect(buyingReport(results({ afterRush: { quiet: false, busySeconds: 60 } }))).toContain('was still working 60 s after the rush');
  });

  it('says so when the figures come from a quick smoke run', () => {
    const markdown = buyingReport(results({ plan: buyingPlan({ BENCH_QUICK: '1' }) }));
    expect(markdown).toContain('**Smoke run**');
  });
});
