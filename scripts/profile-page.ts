/**
 * Where a page's main-thread time goes on a throttled phone: one Lighthouse run with DevTools
 * throttling (Lighthouse's mobile settings applied for real: 4× slower CPU, slow 4G) and V8's
 * sampling profiler in the trace, the samples mapped through the build's source maps to
 * modules and to the React components running them.
 *
 *   npx tsx scripts/profile-page.ts <page URL> [runs]
 *
 * The storefront must be built with `productionBrowserSourceMaps: true` (set it in
 * next.config.ts for the profile only; maps of a normal build are absent) and served from this
 * worktree's `.next`. Prints Markdown tables, then each long task with the functions that ran
 * longest in it; nothing is written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AnyMap, originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { run } from './bench/process';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; id?: string; ts: number; dur?: number; args?: Record<string, unknown> };

// --- Source maps (plain and sectioned, as Turbopack writes them) ---

const maps = new Map<string, TraceMap | null>();

function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    // The chunk names its map in its last line (the two are named by different hashes).
    const pathname = new URL(url).pathname;
    const chunk = pathname.startsWith('/_next/') ? path.join('.next', pathname.slice('/_next/'.length)) : '';
    const mapName = chunk && existsSync(chunk) ? readFileSync(chunk, 'utf8').match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1] : undefined;
    const file = mapName && chunk ? path.join(path.dirname(chunk), mapName) : '';
    maps.set(url, file && existsSync(file) ? AnyMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
}

/** The module a frame runs in: a package (and its folder inside it) or a file of the app. */
function moduleOf(source: string): string {
  const clean = source.replace(/^turbopack:\/\/\/?/, '').replace(/^\[project\]\//, '').replace(/^\.\.?\//, '');
  const inPackage = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (!inPackage) return clean;
  const [, name = '', rest = ''] = inPackage;
  const file = rest.split('/');
  return `${name}/${file.slice(0, Math.min(3, file.length)).join('/')}`;
}

type Frame = { module: string; name: string; app: boolean };

function frameOf(callFrame: CallFrame): Frame {
  if (!callFrame.url?.startsWith('http')) return { module: callFrame.functionName || '(native)', name: callFrame.functionName, app: false };
  const map = callFrame.url.includes('/_next/') ? mapFor(callFrame.url) : null;
  // The profile's lines are 0-based, the library's 1-based.
  const position = map ? originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber }) : null;
  if (!position?.source) return { module: new URL(callFrame.url).pathname, name: callFrame.functionName, app: false };
  const modulePath = moduleOf(position.source);
  return { module: modulePath, name: position.name ?? callFrame.functionName, app: !position.source.includes('node_modules') && !modulePath.startsWith('[turbopack]') };
}

// --- The trace ---

type Sample = { stack: Frame[]; ms: number; ts: number };

/** The main thread's CPU samples, each with its stack (leaf first) and the time it stands for. */
function mainThreadSamples(events: TraceEvent[], origin: string): { samples: Sample[]; thread: string } {
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`);
  const profiles = new Map<string, { nodes: Map<number, ProfileNode>; samples: number[]; deltas: number[]; thread: string; startTime: number }>();
  for (const event of events) {
    if (event.name !== 'Profile' && event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id}`;
    let profile = profiles.get(key);
    if (!profile) profiles.set(key, (profile = { nodes: new Map(), samples: [], deltas: [], thread: `${event.pid}:${event.tid}`, startTime: 0 }));
    const data = (event.args?.data ?? {}) as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; startTime?: number };
    if (event.name === 'Profile') profile.startTime = data.startTime ?? event.ts;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  // The renderer main thread that ran the page's own scripts (others: about:blank, Chromium's own pages).
  const pageFrames = (profile: { nodes: Map<number, ProfileNode> }) => [...profile.nodes.values()].filter((node) => (node.callFrame.url ?? '').startsWith(origin)).length;
  const chosen = [...profiles.values()].filter((profile) => mainThreads.includes(profile.thread)).sort((a, b) => pageFrames(b) - pageFrames(a))[0];
  if (!chosen) throw new Error('no CPU profile of a renderer main thread in the trace (was the cpu_profiler category on?)');
  const frames = new Map<number, Frame[]>();
  const stackOf = (id: number): Frame[] => {
    const cached = frames.get(id);
    if (cached) return cached;
    const node = chosen.nodes.get(id);
    if (!node) return [];
    const stack = [frameOf(node.callFrame), ...(node.parent === undefined ? [] : stackOf(node.parent))];
    frames.set(id, stack);
    return stack;
  };
  // Nodes know their children, not their parent, in V8's format.
  for (const node of chosen.nodes.values()) {
    for (const child of (node as ProfileNode & { children?: number[] }).children ?? []) {
      const childNode = chosen.nodes.get(child);
      if (childNode) childNode.parent = node.id;
    }
  }
  let ts = chosen.startTime;
  const samples = chosen.samples.map((id, index) => {
    ts += chosen.deltas[index] ?? 0;
    return { stack: stackOf(id), ms: (chosen.deltas[index + 1] ?? 0) / 1000, ts };
  });
  return { samples, thread: chosen.thread };
}

const IDLE = new Set(['(idle)', '(root)']);

function table(title: string, totals: Map<string, number>, all: number, rows = 15): string {
  const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows);
  return `| ${title} | ms | share |\n|---|---|---|\n${sorted.map(([key, ms]) => `| ${key} | ${ms.toFixed(0)} | ${((100 * ms) / all).toFixed(1)} % |`).join('\n')}`;
}

/** Totals in milliseconds: by module (self time) and by the innermost module of the app on the stack. */
type Totals = { busy: number; byModule: Map<string, number>; byAppModule: Map<string, number> };

const emptyTotals = (): Totals => ({ busy: 0, byModule: new Map(), byAppModule: new Map() });

function add(totals: Totals, sample: Sample) {
  const leaf = sample.stack[0];
  if (!leaf) return;
  totals.busy += sample.ms;
  totals.byModule.set(leaf.module, (totals.byModule.get(leaf.module) ?? 0) + sample.ms);
  // The app's own file nearest the leaf: the component (or module) on whose behalf the time ran.
  const appFrame = sample.stack.find((frame) => frame.app);
  const key = appFrame ? appFrame.module : '(framework only: React, Next.js, Turbopack, the browser)';
  totals.byAppModule.set(key, (totals.byAppModule.get(key) ?? 0) + sample.ms);
}

/**
 * Adds one trace's main-thread samples to `all`, and those inside long tasks (over 50 ms,
 * the ones Total Blocking Time counts) to `long`.
 */
function tally(events: TraceEvent[], origin: string, all: Totals, long: Totals): string[] {
  const { samples, thread } = mainThreadSamples(events, origin);
  const longTasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === thread && (event.dur ?? 0) > 50_000)
    .map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const);
  const busy = samples.filter((sample) => !IDLE.has(sample.stack[0]?.module ?? '(idle)'));
  for (const sample of busy) {
    add(all, sample);
    if (longTasks.some(([start, end]) => sample.ts >= start && sample.ts <= end)) add(long, sample);
  }
  const navigation = events.find((event) => event.name === 'navigationStart' && `${event.pid}:${event.tid}` === thread)?.ts ?? 0;
  return longTasks.map(([start, end]) => describeTask(busy.filter((sample) => sample.ts >= start && sample.ts <= end), (start - navigation) / 1000, (end - start) / 1000));
}

/** One long task in a line: when, how long, and the functions that ran longest in it (self time, with their file). */
function describeTask(samples: Sample[], at: number, ms: number): string {
  const byFunction = new Map<string, number>();
  for (const sample of samples) {
    const leaf = sample.stack[0];
    if (!leaf) continue;
    // The app's own frame nearest the leaf names the component the framework was working for.
    const app = sample.stack.find((frame) => frame.app);
    const key = `${leaf.name || '(anonymous)'} in ${leaf.module}${app && app !== leaf ? ` for ${app.name || app.module}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + sample.ms);
  }
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return `at ${at.toFixed(0)} ms, ${ms.toFixed(0)} ms: ${top.map(([key, spent]) => `${key} ${spent.toFixed(1)}`).join('; ')}`;
}

async function main() {
  const [url, runsArgument] = process.argv.slice(2);
  if (!url) throw new Error('usage: tsx scripts/profile-page.ts <page URL> [runs]');
  const runs = Number(runsArgument || 1);
  const all = emptyTotals();
  const long = emptyTotals();
  const byChunk = new Map<string, number>();
  const byCategory = new Map<string, number>();
  const longTasks: string[] = [];
  const taskDetails: string[] = [];
  for (let index = 0; index < runs; index += 1) {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'vitrine-profile-'));
    try {
      const executable = chromiumPath();
      await run(
        process.execPath,
        [
          path.resolve('node_modules/lighthouse/cli/index.js'),
          url,
          '--quiet',
          '--output=json',
          `--output-path=${path.join(directory, 'report.json')}`,
          '--save-assets',
          '--form-factor=mobile',
          '--only-categories=performance',
          '--throttling-method=devtools',
          '--additional-trace-categories=disabled-by-default-v8.cpu_profiler',
          `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
        ],
        executable ? { CHROME_PATH: executable } : {},
      );
      const traceFile = (await readdir(directory)).find((file) => file.endsWith('.trace.json'));
      if (!traceFile) throw new Error('Lighthouse saved no trace');
      const trace = JSON.parse(await readFile(path.join(directory, traceFile), 'utf8')) as { traceEvents: TraceEvent[] };
      const report = JSON.parse(await readFile(path.join(directory, 'report.json'), 'utf8')) as {
        audits: Record<string, { numericValue?: number; details?: { items?: { url?: string; duration?: number; startTime?: number }[] } }>;
      };
      for (const task of report.audits['long-tasks']?.details?.items ?? []) longTasks.push(`run ${index + 1}: ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms, ${task.url}`);
      console.log(`run ${index + 1}: TBT ${Math.round(report.audits['total-blocking-time']?.numericValue ?? 0)} ms, LCP ${Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`);
      for (const task of tally(trace.traceEvents, new URL(url).origin, all, long)) taskDetails.push(`run ${index + 1}: ${task}`);
      for (const item of report.audits['mainthread-work-breakdown']?.details?.items ?? []) {
        const entry = item as { groupLabel?: string; duration?: number };
        if (entry.groupLabel) byCategory.set(entry.groupLabel, (byCategory.get(entry.groupLabel) ?? 0) + (entry.duration ?? 0));
      }
      for (const item of report.audits['bootup-time']?.details?.items ?? []) {
        const entry = item as { url?: string; scripting?: number };
        if (entry.url) byChunk.set(entry.url.replace(/^https?:\/\/[^/]+/, ''), (byChunk.get(entry.url.replace(/^https?:\/\/[^/]+/, '')) ?? 0) + (entry.scripting ?? 0));
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
  const per = (totals: Map<string, number>) => new Map([...totals].map(([key, ms]) => [key, ms / runs]));
  const sum = (totals: Map<string, number>) => [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\nMain thread by kind of work (Lighthouse's mainthread-work-breakdown), mean of ${runs} run(s)\n`);
  console.log(table('work', per(byCategory), sum(byCategory) / runs));
  console.log(`\nV8 CPU samples on the main thread: ${(all.busy / runs).toFixed(0)} ms busy, ${(long.busy / runs).toFixed(0)} ms of it inside long tasks (> 50 ms)\n`);
  console.log(table('module (self time), all', per(all.byModule), all.busy / runs, 20));
  console.log('');
  console.log(table('module (self time), in long tasks', per(long.byModule), long.busy / runs, 20));
  console.log('');
  console.log(table('innermost app file on the stack, all', per(all.byAppModule), all.busy / runs, 25));
  console.log('');
  console.log(table('innermost app file on the stack, in long tasks', per(long.byAppModule), long.busy / runs, 25));
  console.log('');
  console.log(table("script (Lighthouse's bootup-time, scripting)", per(byChunk), [...byChunk.values()].reduce((a, b) => a + b, 0) / runs, 20));
  console.log(`\nLong tasks:\n${longTasks.join('\n')}`);
  console.log(`\nWhat ran in each long task (self time in ms; "for" names the app's component or file on the stack):\n${taskDetails.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
