import type { Database } from './database';
import { startPeriodic } from './periodic';

const EVERY_MS = 10 * 60 * 1000;
/** Postgres's own autovacuum defaults: analyze after 50 rows plus 10 % of the table changed. */
const THRESHOLD_ROWS = 50;
const THRESHOLD_SHARE = 0.1;

/** Where the last pass left off: the id of the newest catalogue change it had counted. */
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
  // The first pass only takes the mark: the backend vacuums as it starts.
  return startPeriodic(
    'database maintenance',
    async () => {
      mark = await maintainIfChanged(db, mark);
    },
    { intervalMs, log },
  );
}

/** The catalogue's tables: a pass leaves the rest (search records, sessions) to the next start. */
const CATALOGUE_TABLES = [
  'product',
  'product_variation',
  'variation_attribute',
  'product_term',
  'product_attribute',
  'product_default_attribute',
  'product_gallery',
  'product_related',
  'product_download',
  'product_meta',
  'review',
  'term',
  'media',
  'catalog_change',
];

/**
 * One pass: vacuums and analyzes the catalogue when more products changed after `mark` than the
 * threshold (never on the first look, when it is null). Returns the mark for the next pass: the
 * newest change it counted.
 */
export async function maintainIfChanged(db: Database, mark: MaintenanceMark): Promise<MaintenanceMark> {
  const [state] = await db.query<{ newest: number; changed: number; products: number }>(
    `SELECT COALESCE(max(id), 0)::float8 AS newest, count(*)::float8 AS changed,
            (SELECT GREATEST(reltuples, 0) FROM pg_class WHERE relname = 'product')::float8 AS products
     FROM catalog_change WHERE id > $1::bigint`,
    [mark ?? 0],
  );
  const newest = Math.max(state?.newest ?? 0, mark ?? 0);
  if (mark === null) return newest;
  if ((state?.changed ?? 0) <= THRESHOLD_ROWS + THRESHOLD_SHARE * (state?.products ?? 0)) return mark;
  await db.exec(`VACUUM (ANALYZE) ${CATALOGUE_TABLES.join(', ')}`);
  return newest;
}
