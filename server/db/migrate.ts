import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every migrations/NNN_name.sql not yet recorded, in name order, each in its own
 * transaction. Migrations are append-only: a shipped file is never edited.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((row) => row.name),
  );
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Statements run one by one because the pg driver rejects multi-statement scripts with
      // parameters, and PGlite's query() takes a single statement.
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [file]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}

/**
 * Splits a migration into statements at top-level semicolons: not inside quotes, dollar-quoted
 * function bodies ($$ … $$) or comments. Comment-only pieces are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const skip =
      /^--[^\n]*/.exec(rest)?.[0] ??
      /^'(?:[^']|'')*'/.exec(rest)?.[0] ??
      /^(\$\w*\$)[\s\S]*?\1/.exec(rest)?.[0];
    if (skip) {
      if (!skip.startsWith('--')) current += skip;
      i += skip.length;
      continue;
    }
    const char = sql.charAt(i);
    if (char === ';') {
      statements.push(current);
      current = '';
    } else {
      current += char;
    }
    i += 1;
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}
