import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22 item 14: the README's configuration table has one row per environment variable the
 * code reads, each exactly once — no variable missing, none twice with two defaults.
 */
const root = path.join(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'server', 'scripts', 'storefront-server', 'i18n'];
const SOURCE_FILES = ['proxy.ts', 'next.config.ts', 'playwright.config.ts', 'instrumentation-client.ts'];
/** Set by the scripts for their own children, or read only by benchmarks: named in the README's note below the table. */
const INTERNAL = ['VITRINE_EMBEDDED_BACKEND', 'VITRINE_STOREFRONT_SERVER', 'VITRINE_CACHE_HANDLER', 'VITRINE_UPLOADS_URL', 'NEXT_PUBLIC_BUILD_ID', 'BENCH_BACKEND_PORT', 'BENCH_STOREFRONT_PORT', 'BENCH_BARE_PORT', 'BENCH_CALLS_STOREFRONT_PORT', 'BENCH_QUICK', 'BENCH_CONSENT', 'BENCH_RENDER_DOCUMENT', 'BENCH_THROTTLING', 'FUZZ_BENCH_PORT', 'SEARCH_BENCH_DATA_DIR', 'SEARCH_BENCH_PORT', 'CLUSTER_TEST_STOREFRONT_PORT', 'CLUSTER_TEST_BACKEND_PORT', 'CLUSTER_TEST_REDIS_PORT', 'CLUSTER_TEST_POSTGRES_PORT', 'CLUSTER_TEST_DATA_DIR'];

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return /\.(ts|tsx|mts|mjs)$/.test(entry) ? [full] : [];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' || name === 'generated' ? [] : sourceFiles(path.join(entry, name))));
}

/** Names read as process.env.X, env.X or env['X'], and the keys of the zod schemas that parse the environment. */
function variablesReadByTheCode(): Set<string> {
  const names = new Set<string>();
  for (const file of [...SOURCE_DIRS, ...SOURCE_FILES].flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]{2,})/g)) names.add(match[1]!);
    if (/EnvSchema|readMailConfig|z\.object\(\{\s*\n\s*NODE_ENV/.test(text)) {
      for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}): (?:z\.|optional|url\(|flag\()/gm)) names.add(match[1]!);
    }
  }
  return names;
}

function tableRows(readme: string): string[] {
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([A-Z0-9_]+)` \|/.exec(line)?.[1] ?? line);
}

describe('the README’s configuration table', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const rows = tableRows(readme);

  it('names one variable per row, each once', () => {
    expect(rows.every((row) => /^[A-Z0-9_]+$/.test(row))).toBe(true);
    expect(rows.filter((row, index) => rows.indexOf(row) !== index)).toEqual([]);
  });

  it('has a row for every variable the code reads (internal ones named below it)', () => {
    const read = [...variablesReadByTheCode()].filter((name) => !INTERNAL.includes(name));
    expect(read.filter((name) => !rows.includes(name)).sort()).toEqual([]);
    for (const name of INTERNAL) expect(readme).toContain(`\`${name}\``);
  });
});
