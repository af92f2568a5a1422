import type { Database } from './database';

const EVERY_MS = 10 * 60 * 1000;
/** Postgres's own autovacuum defaults: analyze after 50 rows plus 10 % of the table changed. */
const THRESHOLD_ROWS = 50;
const THRESHOLD_SHARE = 0.1;

/** Where the last pass left off: the newest catalogue change it had seen. */
export type MaintenanceMark = number | null;

/**
 * PGlite runs no autovacuum, so this does its job for the catalogue: every ten minutes, when
 * enough products have changed since the last pass (Postgres's default thresholds), it
 * vacuums and analyzes. The planner's statistics then follow a growing catalogue, index-only
 * scans stay index-only, and plans kept by queryRecurring are made again (ANALYZE invalidates
 * them) instead of staying fitted to the catalogue they were first made for. A pass holds the
 * one connection for about a second at 10 000 products, hence the thresholds.
 */
export function startPgliteMaintenance(
  db: Database,
  { intervalMs = EVERY_MS, log = () => {} }: { intervalMs?: number; log?: (line: string) => void } = {},
): { stop: () => Promise<void> } {
  let mark: MaintenanceMark = null;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      mark = await maintainIfChanged(db, mark);
    } catch (error) {
      log(`database maintenance: ${error instanceof Error ? error.message : String(error)} (will retry)`);
    }
  };
  running = pass(); // only takes the mark: the backend vacuums as it starts
  const timer = setInterval(() => {
    running = running.then(pass);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * One pass: vacuums and analyzes when enough products changed since `mark` (never on the first
 * look, when it is null). Returns the mark for the next pass.
 */
export async function maintainIfChanged(db: Database, mark: MaintenanceMark): Promise<MaintenanceMark> {
  const [state] = await db.query<{ last_change: number; products: number }>(
    `SELECT (SELECT COALESCE(max(id), 0) FROM catalog_change)::float8 AS last_change,
            (SELECT GREATEST(reltuples, 0) FROM pg_class WHERE relname = 'product')::float8 AS products`,
  );
  const lastChange = state?.last_change ?? 0;
  if (mark === null) return lastChange;
  // Fewer changes than before means the outbox was reset (a re-seed): count it as all new.
  const changed = lastChange >= mark ? lastChange - mark : lastChange;
  if (changed <= THRESHOLD_ROWS + THRESHOLD_SHARE * (state?.products ?? 0)) return mark;
  await db.exec('VACUUM (ANALYZE)');
  return lastChange;
}
