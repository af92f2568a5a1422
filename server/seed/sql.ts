import type { Queryable, SqlParam } from '../db/database';

const ROWS_PER_STATEMENT = 5_000;

/** Column types of a table as SQL type names, for typing the JSON record set below. */
async function columnTypes(db: Queryable, table: string): Promise<Map<string, string>> {
  const rows = await db.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type
     FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  return new Map(rows.map((r) => [r.name, r.type]));
}

/**
 * Inserts rows in bulk: each statement carries thousands of rows as one JSON parameter, unpacked
 * by json_to_recordset. One round trip per few thousand rows instead of one per row, and no
 * parsing of tens of thousands of bind parameters (which costs more than the JSON).
 */
export async function insertRows<Row extends object = Record<string, never>>(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlParam[])[],
  returning?: string,
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const types = await columnTypes(db, table);
  const record = columns
    .map((column) => {
      const type = types.get(column);
      if (!type) throw new Error(`${table} has no column ${column}`);
      return `${column} ${type}`;
    })
    .join(', ');
  const list = columns.join(', ');
  const sql =
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_to_recordset($1::json) AS r(${record})` +
    (returning ? ` RETURNING ${returning}` : '');
  const out: Row[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      return Object.fromEntries(columns.map((column, i) => [column, row[i] ?? null]));
    });
    out.push(...(await db.query<Row>(sql, [JSON.stringify(chunk)])));
  }
  return out;
}
