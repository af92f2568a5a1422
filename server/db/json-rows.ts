import type { Queryable, SqlParam } from './database';

/**
 * Runs `sql` and returns its rows decoded from one JSON text per row. PGlite decodes every
 * column value in JavaScript, so wide rows (a product has ~45 columns) cost far more as
 * columns than as a single JSON string handed to JSON.parse. Timestamps come back as ISO
 * strings; the names in `dateFields` are turned back into Dates. `recurring` keeps the
 * statement's plan (Queryable.queryRecurring).
 */
export async function queryJsonRows<Row extends object>(
  db: Queryable,
  sql: string,
  params: readonly SqlParam[],
  dateFields: readonly string[],
  { recurring = false }: { recurring?: boolean } = {},
): Promise<Row[]> {
  const jsonSql = `SELECT to_json(r)::text AS json FROM (${sql}) r`;
  const rows = await (recurring ? db.queryRecurring<{ json: string }>(jsonSql, params) : db.query<{ json: string }>(jsonSql, params));
  return rows.map(({ json }) => reviveDates<Row>(JSON.parse(json) as Record<string, unknown>, dateFields));
}

/** Turns the ISO strings that timestamps become in JSON back into Dates, in place. */
export function reviveDates<Row extends object>(row: Record<string, unknown>, dateFields: readonly string[]): Row {
  for (const field of dateFields) {
    const value = row[field];
    if (typeof value === 'string') row[field] = new Date(value);
  }
  return row as Row;
}
