import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '../../scripts/bench/load-cannon';
import { loadReport, type LoadResults } from '../../scripts/bench/load-report';
import { summarize } from '../../scripts/bench/stats';

function route(label: string, path: string, requestsPerSecond: number, latenciesMs: number[], errors = 0): LoadFigures {
  return {
    label,
    path,
    requestsPerSecond,
    latency: summarize(latenciesMs),
    responses: latenciesMs.length + errors,
    non2xx: errors,
    timeouts: 0,
    otherErrors: 0,
    errors,
    errorKinds: errors ? { 'status 500': errors } : {},
  };
}

const fast = Array.from({ length: 100 }, (_, i) => 5 + i);
const slow = Array.from({ length: 100 }, (_, i) => 100 + 10 * i);

function results(overrides: Partial<LoadResults>): LoadResults {
  const home = route('home', '/', 900, fast);
  return {
    date: '2026-11-23',
    machine: '2 × test CPU',
    loadAverage: [1, 1],
    minutes: 3,
    productPath: '/product/kleid',
    rush: [{ ...home, connections: 200 }],
    rushOverall: route('overall', '', 900, fast),
    afterRush: { quiet: true, busySeconds: 0 },
    fileRush: route('prerendered file', '/robots.txt', 1200, slow),
    unsettled: [],
    ttfb: summarize([4, 5, 6]),
    ratio: [route('prerendered file', '/robots.txt', 1000, fast), route('product page', '/product/kleid', 600, fast), route('product list', '/products', 200, fast)],
    backend: route('category list', '/graphql', 300, fast),
    ...overrides,
  };
}

const targetLine = (markdown: string, start: string) => markdown.split('\n').find((line) => line.startsWith(start));

describe('loadReport', () => {
  it('marks each target met or not from the figures', () => {
    const markdown = loadReport(results({}));
    expect(targetLine(markdown, '| rush: 0 errors')).toContain('| met |');
    expect(targetLine(markdown, '| rush: p99 ≤ 500 ms')).toContain('| met |');
    expect(targetLine(markdown, '| cached product page: time to first byte')).toContain('| met |');
    expect(targetLine(markdown, '| product page: requests/s')).toContain('| 0.60 | met |');
    expect(targetLine(markdown, '| product list: requests/s')).toContain('| 0.20 | **not met** |');
  });

  it('shows a prerendered file at the rush’s connections beside the rush, for the latency the server allows', () => {
    const markdown = loadReport(results({}));
    expect(targetLine(markdown, '| prerendered file (`/robots.txt`) | 200 |')).toContain('| 1200 |');
  });

  it('fails the rush on a single error or a slow tail, per route and overall', () => {
    const erroring = route('search', '/search', 50, fast, 1);
    const markdown = loadReport(
      results({ rush: [{ ...erroring, connections: 200 }], rushOverall: route('overall', '', 50, slow, 1), ttfb: summarize([40, 50]) }),
    );
    expect(targetLine(markdown, '| search (`/search`)')).toContain('**not met**');
    expect(targetLine(markdown, '| rush: 0 errors')).toContain('| 1 | **not met** |');
    expect(targetLine(markdown, '| rush: p99 ≤ 500 ms')).toContain('**not met**');
    expect(targetLine(markdown, '| cached product page: time to first byte')).toContain('**not met**');
  });

  it('shows no latency and fails the target when nothing was answered', () => {
    const silent = route('product list', '/products', 0, [], 0);
    const markdown = loadReport(results({ rush: [{ ...silent, timeouts: 40, errors: 40, connections: 200 }] }));
    expect(targetLine(markdown, '| product list (`/products`)')).toMatch(/\| – \| – \| – \| 0 \| 40 \| 0 \| \*\*not met\*\* \|$/);
  });
});
