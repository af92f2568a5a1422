import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { SharedCache, type BuildSeeds, type GetContext, type SetContext } from './shared-cache';
import { publishCacheState } from './state';

/**
 * Next's `cacheHandler` when the storefront runs with REDIS_URL (next.config.ts; the storefront
 * server sets it up, storefront-server/main.ts). Next constructs one per request, so every
 * instance hands its calls to one SharedCache per process.
 */
const PROCESS_CACHE = Symbol.for('vitrine.sharedCache');
type ProcessGlobal = typeof globalThis & { [PROCESS_CACHE]?: SharedCache };

function processCache(context: CacheHandlerContext): SharedCache {
  const global = globalThis as ProcessGlobal;
  const existing = global[PROCESS_CACHE];
  if (existing) return existing;
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl) throw new Error('the shared cache handler needs REDIS_URL');
  const cache = new SharedCache({
    redisUrl,
    keyPrefix: `vitrine:${buildId(context.serverDistDir)}:`,
    buildSeeds: buildSeeds(context),
  });
  global[PROCESS_CACHE] = cache;
  publishCacheState(() => cache.state);
  return cache;
}

/** The build's id (next.config.ts): instances of one build share keys, the next build has its own. */
function buildId(serverDistDir: string | undefined): string {
  if (!serverDistDir) return 'unknown-build';
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/**
 * The prerendered pages of the build, read by Next's own file-system cache (memory and writes
 * off: the shared cache and its local copy hold what is served).
 */
function buildSeeds(context: CacheHandlerContext): BuildSeeds | undefined {
  if (!context.fs || !context.serverDistDir) return undefined;
  const files = new FileSystemCache({
    fs: context.fs,
    serverDistDir: context.serverDistDir,
    flushToDisk: false,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
    _requestHeaders: {},
  });
  return {
    get: (key, getContext) => files.get(key, getContext as Parameters<CacheHandler['get']>[1]),
    revalidateTag: (tags, durations) => files.revalidateTag(tags, durations),
  };
}

export default class VitrineCacheHandler implements CacheHandler {
  private readonly cache: SharedCache;

  constructor(context: CacheHandlerContext) {
    this.cache = processCache(context);
  }

  get(key: string, context: Parameters<CacheHandler['get']>[1]): Promise<CacheHandlerValue | null> {
    return this.cache.get(key, context as GetContext);
  }

  set(key: string, data: CacheHandlerValue['value'], context: Parameters<CacheHandler['set']>[2]): Promise<void> {
    return this.cache.set(key, data, context as SetContext);
  }

  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    return this.cache.revalidateTag(tags, durations);
  }

  resetRequestCache(): void {}
}

/**
 * Connects at the server's start rather than on the first cached page, so the log and /health
 * tell from the start whether Redis is in use. Next's handler objects then find this one.
 */
export function startSharedCache(serverDistDir: string): void {
  processCache({ fs: nodeFs, serverDistDir, revalidatedTags: [], _requestHeaders: {} });
}
