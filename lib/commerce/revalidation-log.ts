import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TagExpiry } from './revalidation';

/**
 * The revalidations this storefront received, kept in a file beside Next's cache so that they
 * outlast the process.
 *
 * Why: Next's file-system cache keeps the pages and data it rendered in `.next` across restarts,
 * but its record of revalidated tags lives in memory only. A page rendered before a revalidation
 * and not visited again before a restart (a restock that came in the evening, a deployment the
 * morning after) was served as fresh afterwards, with the old stock, for up to its whole
 * lifetime. The storefront server (storefront-server/main.ts) hands this record back to Next
 * when it starts, so such a page counts as expired (or stale) again, as it did before the restart.
 *
 * One entry per tag (the latest revalidation), so the file stays as small as the catalogue's
 * tags; entries older than any cached page's possible age are dropped.
 */
export type RevalidatedTag = { stale: number; expired?: number };
export type RevalidationLog = Record<string, RevalidatedTag>;

const FILE_NAME = 'vitrine-revalidated-tags.json';
/** Far beyond every lifetime in lib/commerce/cache.ts: an older entry can no longer matter. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const logSchema = z.record(z.string(), z.object({ stale: z.number(), expired: z.number().optional() }));

/** `<root>/.next/cache/vitrine-revalidated-tags.json`: with the cache it speaks about. */
export function revalidationLogFile(root: string): string {
  return path.join(root, '.next', 'cache', FILE_NAME);
}

/** The record in `file`; empty when there is none or it cannot be read (then nothing is replayed). */
export function readRevalidationLog(file: string): RevalidationLog {
  try {
    return parseLog(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

function parseLog(text: string): RevalidationLog {
  try {
    const parsed = logSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Where this process keeps the record: set by the storefront server (storefront-server/main.ts)
 * on the process itself, since the route that records (app/api/revalidate) runs in Next's own
 * bundle of this module. Unset (`next start`, `next dev`), nothing is recorded.
 */
const LOG_FILE = Symbol.for('vitrine.revalidationLogFile');
type ProcessGlobal = typeof globalThis & { [LOG_FILE]?: string };

export function keepRevalidationLogIn(file: string): void {
  (globalThis as ProcessGlobal)[LOG_FILE] = file;
}

export function revalidationLogInUse(): string | undefined {
  return (globalThis as ProcessGlobal)[LOG_FILE];
}

/** The log with these tags revalidated at `at` (ms), as Next's own record takes them. */
export function withRevalidation(log: RevalidationLog, tags: readonly string[], expiry: (tag: string) => TagExpiry, at: number): RevalidationLog {
  const next: RevalidationLog = {};
  for (const [tag, entry] of Object.entries(log)) if (entry.stale > at - KEEP_MS) next[tag] = entry;
  for (const tag of tags) {
    const previous = next[tag];
    // Marked stale only ("max") keeps an earlier expiry: that one still decides older pages.
    next[tag] = expiry(tag) === 'max' ? { stale: at, ...(previous?.expired !== undefined ? { expired: previous.expired } : {}) } : { stale: at, expired: at };
  }
  return next;
}

/**
 * Writes of one process, one after the other (each reads what the last one wrote); the file is
 * replaced whole (a rename), so a reader never sees half of it.
 */
let writing: Promise<void> = Promise.resolve();

export function recordRevalidation(file: string, tags: readonly string[], expiry: (tag: string) => TagExpiry, at = Date.now()): Promise<void> {
  const write = writing.then(async () => {
    const current = await readFile(file, 'utf8').then(parseLog, () => ({}));
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(withRevalidation(current, tags, expiry, at)));
    await rename(temporary, file);
  });
  writing = write.catch(() => undefined);
  return write;
}
