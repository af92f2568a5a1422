/**
 * Which cache the storefront serves from, for its /health answer (storefront-server/main.ts).
 * Shared through a process-wide symbol: Next loads the cache handler itself, apart from the
 * server's own modules.
 */
export type CacheReport = 'shared' | 'local (redis unavailable)' | 'local';

const CACHE_STATE = Symbol.for('vitrine.sharedCache.state');
type ProcessGlobal = typeof globalThis & { [CACHE_STATE]?: () => CacheReport };

export function publishCacheState(read: () => CacheReport): void {
  (globalThis as ProcessGlobal)[CACHE_STATE] = read;
}

/**
 * `local` without REDIS_URL (Next's in-process cache); with it, before the handler's first use,
 * the shared cache has not connected yet.
 */
export function cacheState(): CacheReport {
  const read = (globalThis as ProcessGlobal)[CACHE_STATE];
  if (read) return read();
  return process.env.REDIS_URL?.trim() ? 'local (redis unavailable)' : 'local';
}
