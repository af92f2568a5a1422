import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { run } from './process';
import { median } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics shown next to the performance score. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

/** The part of Lighthouse's result (LHR) read here. */
export interface LighthouseResult {
  lighthouseVersion: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }>;
}

export interface PageFigures {
  runs: number;
  /** Median score per category, 0–100. */
  scores: Record<Category, number>;
  /** Median of each metric: milliseconds, CLS unitless. */
  metrics: Record<Metric, number>;
  /** Scored audits below full marks outside performance, with how many runs they failed in. */
  findings: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's measure of this machine's CPU speed (higher is faster), median. */
  benchmarkIndex: number;
  /** Each run's performance score, TBT, LCP and CPU index, in the order they ran. */
  each: RunFigures[];
  /** The LCP element's opening tag, with how many runs it was the LCP element in. */
  lcpElements: string[];
}

/**
 * How Lighthouse slows the load to a phone on a slow line. `simulate` (its default) loads the page
 * unthrottled and predicts the slow load from that trace; `devtools` ("applied") throttles the
 * browser's requests (latency, bandwidth) and its main thread (4×) while the page loads.
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

/** A cookie the browser holds before Lighthouse opens the page (e.g. a consent choice already made). */
export interface BrowserCookie {
  name: string;
  value: string;
}

const lighthouseCli = path.resolve('node_modules/lighthouse/cli/index.js');

/**
 * chrome-launcher (Lighthouse's launcher) disables these features in every Chrome it starts. Its
 * list also turns RenderDocument off, which the Chromium this bench runs ships turned on; with it off,
 * this Chromium holds a page's first frame until a one-second tick (observed FCP 1.2 or 2.2 s for a page
 * painted by 0.3 s, main thread idle: docs/benchmarks.md, "The one-second hold"), and Lighthouse's
 * simulation then counts every request of that second before FCP and LCP. The list is passed again
 * without it (the last `--disable-features` wins); BENCH_RENDER_DOCUMENT=0 keeps the launcher's list.
 */
const LAUNCHER_DISABLED_FEATURES = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
];
const DISABLED_FEATURES = process.env.BENCH_RENDER_DOCUMENT === '0' ? [...LAUNCHER_DISABLED_FEATURES, 'RenderDocument'] : LAUNCHER_DISABLED_FEATURES;

/**
 * A fresh browser profile holding `cookies` (maybe none) for `url`'s site. Lighthouse's storage
 * reset clears caches and service workers, not cookies, so a page it opens with this profile sees
 * them. Every run gets one, cookies or not, so that a page with a consent cookie and the bare
 * pages without one are measured in the same kind of browser profile (docs/benchmarks.md, "One
 * browser profile for every run"): before, only the consent-given runs had such a profile.
 */
async function profileWithCookies(directory: string, url: string, cookies: BrowserCookie[]): Promise<void> {
  const context = await chromium.launchPersistentContext(directory, { executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const expires = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin, expires, sameSite: 'Lax' as const })));
  } finally {
    // Closing writes the profile's cookie store to disk.
    await context.close();
  }
}

/**
 * One Lighthouse run through its CLI (mobile emulation, its default), throttled by `throttling`,
 * in a fresh profile that holds `cookies`.
 */
export async function runLighthouse(
  url: string,
  { cookies = [], throttling = 'simulate' }: { cookies?: BrowserCookie[]; throttling?: ThrottlingMethod } = {},
): Promise<LighthouseResult> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vitrine-lighthouse-'));
  const output = path.join(directory, 'report.json');
  try {
    const executable = chromiumPath();
    const profile = path.join(directory, 'profile');
    await profileWithCookies(profile, url, cookies);
    await run(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--form-factor=mobile',
        `--throttling-method=${throttling}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        // chrome-launcher passes its own --user-data-dir first; Chromium takes the last one given.
        `--chrome-flags=${[...CHROMIUM_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      executable ? { CHROME_PATH: executable } : {},
    );
    const result = JSON.parse(await readFile(output, 'utf8')) as LighthouseResult;
    if (result.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`);
    return result;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function failingAudits(result: LighthouseResult): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    result.categories[category].auditRefs
      .filter(({ id, weight }) => {
        const audit = result.audits[id];
        return weight > 0 && audit !== undefined && audit.score !== null && audit.score < 1;
      })
      .map(({ id }) => `${category}: ${id} (${result.audits[id]?.title ?? id})`),
  );
}

/** Lighthouse's figures of one run, kept to show how far runs of one page spread. */
export interface RunFigures {
  performance: number;
  tbt: number;
  lcp: number;
  benchmarkIndex: number;
}

/** The median of every score and metric over one page's runs, and each run's main figures. */
export function summarise(results: LighthouseResult[]): PageFigures {
  const runs = results.length;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(results.map((result) => Math.round((result.categories[category].score ?? 0) * 100)))]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([metric, audit]) => [metric, median(results.map((result) => result.audits[audit]?.numericValue ?? Number.NaN))]),
  ) as Record<Metric, number>;
  const failures = new Map<string, number>();
  for (const finding of results.flatMap(failingAudits)) failures.set(finding, (failures.get(finding) ?? 0) + 1);
  const first = results[0] as LighthouseResult;
  const lcpElements = new Map<string, number>();
  for (const result of results) {
    const snippet = result.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '(none)';
    lcpElements.set(snippet, (lcpElements.get(snippet) ?? 0) + 1);
  }
  return {
    runs,
    scores,
    metrics,
    findings: [...failures].map(([finding, count]) => `${finding} — in ${count} of ${runs} runs`),
    lighthouseVersion: first.lighthouseVersion,
    userAgent: first.environment.hostUserAgent,
    benchmarkIndex: median(results.map((result) => result.environment.benchmarkIndex)),
    each: results.map((result) => ({
      performance: Math.round((result.categories.performance.score ?? 0) * 100),
      tbt: result.audits[METRICS.tbt]?.numericValue ?? Number.NaN,
      lcp: result.audits[METRICS.lcp]?.numericValue ?? Number.NaN,
      benchmarkIndex: result.environment.benchmarkIndex,
    })),
    lcpElements: [...lcpElements].map(([snippet, count]) => `${snippet} (${count} of ${runs})`),
  };
}
