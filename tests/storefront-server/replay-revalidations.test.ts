import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { areTagsExpired, areTagsStale, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterEach, describe, expect, it } from 'vitest';
import { tagExpiry } from '@/lib/commerce/revalidation';
import { readRevalidationLog, recordRevalidation, revalidationLogFile, withRevalidation } from '@/lib/commerce/revalidation-log';
import { replayRevalidations } from '@/storefront-server/replay-revalidations';

/**
 * Next's file-system cache keeps a product's data in `.next/cache` across a restart, but its
 * record of revalidated tags only in memory: a restart made data stored before a restock fresh
 * again. The revalidation route records what it received; the storefront server replays it.
 */
afterEach(() => tagsManifest.clear());

const FETCH = 'FETCH' as never;

function fileSystemCache(root: string) {
  return new FileSystemCache({ fs: nodeFs, serverDistDir: path.join(root, '.next', 'server'), flushToDisk: true, revalidatedTags: [], _requestHeaders: {} } as never);
}

/** A product's answer as unstable_cache stores it, then its time on disk. */
async function storeProductAnswer(root: string, key: string): Promise<number> {
  const cache = fileSystemCache(root);
  const tags = ['product:cape-dorothea'];
  await cache.set(key, { kind: FETCH, data: { headers: {}, body: '{"stock":0}', status: 200, url: '' }, revalidate: 3600, tags } as never, { fetchCache: true, tags } as never);
  const stored = await cache.get(key, { kind: FETCH, tags } as never);
  expect(stored?.lastModified).toBeTypeOf('number');
  return stored!.lastModified!;
}

describe('revalidations across a restart', () => {
  it('a product answer stored before a received revalidation is expired after the restart', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vitrine-replay-'));
    const storedAt = await storeProductAnswer(root, 'product-answer');
    const log = revalidationLogFile(root);
    // The first process: the restock's revalidation arrives (the route records it).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const revalidatedAt = Date.now();
    expect(revalidatedAt).toBeGreaterThan(storedAt);
    await recordRevalidation(log, ['products', 'product:cape-dorothea'], tagExpiry, revalidatedAt);
    // The restart: Next's record is gone; this is what served the old answer as fresh.
    tagsManifest.clear();
    expect(areTagsExpired(['product:cape-dorothea'], storedAt)).toBe(false);

    replayRevalidations(readRevalidationLog(log));
    expect(areTagsExpired(['product:cape-dorothea'], storedAt)).toBe(true);
    // Lists are marked stale only, as the route marks them.
    expect(areTagsExpired(['products'], storedAt)).toBe(false);
    expect(areTagsStale(['products'], storedAt)).toBe(true);
    // What was stored after the revalidation stays fresh.
    expect(areTagsExpired(['product:cape-dorothea'], revalidatedAt + 1)).toBe(false);
    expect(areTagsStale(['products'], revalidatedAt + 1)).toBe(false);
  });

  it('keeps Next’s own later record of a tag revalidated again in this process', () => {
    tagsManifest.set('product:x', { stale: 5000, expired: 5000 });
    replayRevalidations({ 'product:x': { stale: 1000, expired: 1000 }, 'product:y': { stale: 1000, expired: 1000 } });
    expect(tagsManifest.get('product:x')).toEqual({ stale: 5000, expired: 5000 });
    expect(tagsManifest.get('product:y')).toEqual({ stale: 1000, expired: 1000 });
  });

  it('records the latest revalidation per tag, keeps an expiry a later "stale" does not lift, and forgets month-old ones', () => {
    const day = 24 * 60 * 60 * 1000;
    let log = withRevalidation({}, ['products', 'product:a'], tagExpiry, 1000);
    log = withRevalidation(log, ['products'], () => ({ expire: 0 }), 2000);
    log = withRevalidation(log, ['products'], tagExpiry, 3000);
    expect(log).toEqual({ products: { stale: 3000, expired: 2000 }, 'product:a': { stale: 1000, expired: 1000 } });
    expect(withRevalidation(log, ['product:b'], tagExpiry, 1000 + 31 * day)).toEqual({ 'product:b': { stale: 1000 + 31 * day, expired: 1000 + 31 * day } });
  });

  it('reads a missing or damaged record as empty', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vitrine-replay-'));
    const log = revalidationLogFile(root);
    expect(readRevalidationLog(log)).toEqual({});
    await recordRevalidation(log, ['product:a'], tagExpiry, 1000);
    expect(readRevalidationLog(log)).toEqual({ 'product:a': { stale: 1000, expired: 1000 } });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(log, '{"product:a": {"stale": "soon"}');
    expect(readRevalidationLog(log)).toEqual({});
    // A damaged record is replaced by the next revalidation.
    await recordRevalidation(log, ['product:b'], tagExpiry, 2000);
    expect(readRevalidationLog(log)).toEqual({ 'product:b': { stale: 2000, expired: 2000 } });
  });
});
