/**
 * `npm run bench -- search-sync` (needs DATABASE_URL, a Postgres server): two search engines
 * over one database, as two backend instances run them. Measures how soon a write through one
 * is searchable on the other with LISTEN/NOTIFY (what the engine does), and what the other
 * choice, a version check per search request, would add to every search.
 */
import os from 'node:os';
import { openDatabase, type Database } from '../../server/db';
import { createSearchService, type SearchService } from '../../server/search';
import { writeReportSection, machineLine } from './report';
import { summarize, type LatencySummary } from './stats';

const RECORDS = 10_000;
const WRITES = 200;
const CHECKS = 2000;
const CONCURRENT = 50;
const credentials = { appId: 'BENCHSYNC', adminKey: 'bench-admin-key', searchKey: 'bench-search-key' };

const words = ['kleid', 'hemd', 'rock', 'hose', 'jacke', 'mantel', 'bluse', 'schal'];
const record = (n: number, version = 0) => ({ objectID: `p${n}`, name: `${words[n % words.length]} ${n}`, version, price: n % 300 });

export async function benchSearchSync(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('search-sync: skipped, it needs DATABASE_URL (a Postgres server: PGlite has one instance only)');
    return;
  }
  const dbA = await openDatabase({ databaseUrl });
  const dbB = await openDatabase({ databaseUrl });
  const a = await createSearchService({ db: dbA, credentials });
  const b = await createSearchService({ db: dbB, credentials });
  const index = `bench_sync_${Date.now()}`;
  try {
    await fill(a, index);
    const notify = await notifyLatency(a, b, index);
    const search = timeSync(2000, (n) => b.engine.search(index, { query: words[n % words.length]!.slice(0, 3), hitsPerPage: 20 }));
    const check = await timeAsync(CHECKS, () => versionCheck(dbB));
    const checkUnderLoad = await concurrentChecks(dbB);
    const load = os.loadavg()[0]?.toFixed(1);
    const row = (label: string, s: LatencySummary) => `| ${label} | ${s.samples} | ${s.p50} | ${s.p95} | ${s.max} |`;
    await writeReportSection(
      'search-sync',
      `## Search on several backend instances (PostgreSQL ${await serverVersion(dbA)})

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} (load average ${load} at the start). Two engines in one
process over one database, each with its own connections, as two backend instances run them; an index of
${RECORDS.toLocaleString('en')} records. A write is one \`partialUpdateObject\` through engine A; "visible" is the moment
engine B's memory returns the new value (polled every millisecond).

| measurement | samples | p50 (ms) | p95 (ms) | max (ms) |
|---|---|---|---|---|
${row('LISTEN/NOTIFY: write on A → visible on B', notify.remote)}
${row('the same write → visible on A itself', notify.local)}
${row('a search on B, in memory (the cost to compare with)', search)}
${row('version check (\`SELECT max(id) FROM search_change\`), one at a time', check)}
${row(`version check, ${CONCURRENT} searches at once on a pool of 10`, checkUnderLoad)}

Chosen: **LISTEN/NOTIFY**. It adds nothing to a search, and a write is searchable on the other instance a few
milliseconds after it is on the writer's own — far inside the one-second target. A version check per request would
make a change visible at the very next search, but every search would first wait for a database round trip: alone
that is cheap next to the search itself, but under load the check queues for a connection of the pool it shares
with GraphQL (the concurrent row), and a search that finds a new version must also read the change before it answers.
The notification is only a wake-up: an instance reads \`search_change\` after its own version, so a lost
notification costs time, not a change — after a dropped connection it listens again (back-off from 100 ms) and
catches up, and a poll every 5 s covers anything else.
<!-- written by scripts/bench/search-sync.ts -->`,
    );
    console.log(JSON.stringify({ notify, search, check, checkUnderLoad }, null, 2));
  } finally {
    await a.engine.deleteIndex(index);
    await a.close();
    await b.close();
    await dbA.close();
    await dbB.close();
  }
}

async function fill(a: SearchService, index: string) {
  for (let start = 0; start < RECORDS; start += 1000) {
    a.engine.batch(index, { requests: Array.from({ length: 1000 }, (_, n) => ({ action: 'addObject', body: record(start + n) })) });
  }
  await a.engine.idle();
}

async function notifyLatency(a: SearchService, b: SearchService, index: string) {
  const visible = (service: SearchService, objectID: string, version: number) => {
    try {
      return service.engine.getObject(index, objectID).version === version;
    } catch {
      return false; // B may not have the index yet
    }
  };
  // B has the whole index before timing starts.
  while (!visible(b, `p${RECORDS - 1}`, 0)) await sleep(5);
  const remote: number[] = [];
  const local: number[] = [];
  for (let n = 0; n < WRITES + 20; n += 1) {
    const objectID = `p${(n * 37) % RECORDS}`;
    const version = n + 1;
    const started = performance.now();
    a.engine.partialUpdateObject(index, objectID, { version }, false);
    let localMs = -1;
    for (;;) {
      if (localMs < 0 && visible(a, objectID, version)) localMs = performance.now() - started;
      if (visible(b, objectID, version)) break;
      await sleep(1);
    }
    if (n < 20) continue; // warm-up
    remote.push(performance.now() - started);
    local.push(localMs < 0 ? performance.now() - started : localMs);
  }
  return { remote: summarize(remote), local: summarize(local) };
}

async function versionCheck(db: Database) {
  await db.query('SELECT COALESCE(max(id), 0) AS id FROM search_change');
}

async function concurrentChecks(db: Database): Promise<LatencySummary> {
  const durations: number[] = [];
  for (let round = 0; round < CHECKS / CONCURRENT; round += 1) {
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const started = performance.now();
        await versionCheck(db);
        durations.push(performance.now() - started);
      }),
    );
  }
  return summarize(durations);
}

function timeSync(samples: number, task: (n: number) => unknown): LatencySummary {
  const durations: number[] = [];
  for (let n = 0; n < samples + 200; n += 1) {
    const started = performance.now();
    task(n);
    if (n >= 200) durations.push(performance.now() - started);
  }
  return summarize(durations);
}

async function timeAsync(samples: number, task: () => Promise<void>): Promise<LatencySummary> {
  const durations: number[] = [];
  for (let n = 0; n < samples + 200; n += 1) {
    const started = performance.now();
    await task();
    if (n >= 200) durations.push(performance.now() - started);
  }
  return summarize(durations);
}

async function serverVersion(db: Database): Promise<string> {
  const [row] = await db.query<{ server_version: string }>('SHOW server_version');
  return row?.server_version.split(' ')[0] ?? '?';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
