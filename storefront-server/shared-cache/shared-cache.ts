import { jsonCacheValueSerializer, RedisStringsHandler, type CacheValueSerializer } from '@trieb.work/nextjs-turbo-redis-cache';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { CacheControl } from 'next/dist/server/lib/cache-control';
import { entryTags, LocalCopy } from './local-copy';
import { RedisLink, withTimeout } from './redis-link';

/**
 * The storefront's page and data cache shared by every instance through Redis, with this
 * process's own memory as the fallback while Redis is away.
 *
 * The Redis side is `@trieb.work/nextjs-turbo-redis-cache` (its RedisStringsHandler): entries
 * as Redis strings under one key prefix per build, an index of which keys carry which tag kept
 * in step across instances by Redis pub/sub, and `revalidateTag` deleting the tagged keys for
 * every instance at once. What this module adds around it:
 * - the fallback: every entry this process writes or reads is also kept in its own memory
 *   (LocalCopy); while Redis does not answer (RedisLink), reads and writes go there only, the
 *   log says so once, and tags revalidated meanwhile are sent to Redis when it is back;
 * - the build's prerendered pages: on the first miss of a page in Redis, its prerendered copy
 *   is read from the build (Next's own file-system cache reads it) and stored, once per build
 *   and key (a Redis set remembers which), so a page dropped by a revalidation is rendered
 *   afresh rather than brought back from the build;
 * - each entry's lifetime (`cacheControl`) stored with it, so that an instance that did not
 *   render a page serves it with its lifetime rather than Next's one-second default.
 */
export type CacheState = 'shared' | 'local (redis unavailable)';

/** What the handler reads pages from when Redis has never held them: the build's output. */
export type BuildSeeds = {
  get(key: string, context: GetContext): Promise<CacheHandlerValue | null>;
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
};

export type SharedCacheOptions = {
  redisUrl: string;
  /** Per build: instances of one build share entries, a new build starts afresh. */
  keyPrefix: string;
  buildSeeds?: BuildSeeds;
  /** Milliseconds one Redis call may take before this call is answered from memory. */
  timeoutMs?: number;
  localCopyBytes?: number;
  log?: (message: string) => void;
};

/** What Next passes to `get`: the kind of entry, and for data its tags. */
export type GetContext = { kind: string; isFallback?: boolean; isRoutePPREnabled?: boolean; tags?: string[]; softTags?: string[] };
export type SetContext = { tags?: string[]; cacheControl?: CacheControl; isRoutePPREnabled?: boolean; isFallback?: boolean };

type TriebGetContext = Parameters<RedisStringsHandler['get']>[1];
type TriebSetValue = Parameters<RedisStringsHandler['set']>[1];
type TriebSetContext = Parameters<RedisStringsHandler['set']>[2];

const DEFAULT_TIMEOUT_MS = 300;
const DEFAULT_LOCAL_COPY_BYTES = 64 * 1024 * 1024;
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
const ACTIVATION_TIMEOUT_MS = 5_000;
const ACTIVATION_RETRY_MS = 1_000;
const IN_MEMORY_ANSWER_MS = 1_000;

/**
 * What the handler's entry holds besides the value: the page's lifetime, and for a build seed
 * its original time (so it is as fresh as the file, not as the moment it was copied to Redis).
 * Keyed by the value object, which the handler passes on to the serializer unchanged.
 */
const entryDetails = new WeakMap<object, { cacheControl?: CacheControl; lastModified?: number }>();

const serializer: CacheValueSerializer = {
  serialize(entry) {
    const details = typeof entry.value === 'object' && entry.value !== null ? entryDetails.get(entry.value) : undefined;
    if (!details) return jsonCacheValueSerializer.serialize(entry);
    return jsonCacheValueSerializer.serialize({ ...entry, lastModified: details.lastModified ?? entry.lastModified, cacheControl: details.cacheControl } as typeof entry);
  },
  deserialize: (stored) => jsonCacheValueSerializer.deserialize(stored),
};

export class SharedCache {
  private readonly link: RedisLink;
  private readonly local: LocalCopy;
  private readonly timeoutMs: number;
  private readonly log: (message: string) => void;
  private redis?: RedisStringsHandler;
  private shared = false;
  private activation?: Promise<void>;
  /** Tags revalidated while Redis was away: the other instances still hold those pages. */
  private readonly pendingTags = new Set<string>();
  private readonly seededKey: string;

  constructor(private readonly options: SharedCacheOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.log = options.log ?? ((message) => console.log(`[storefront] shared cache: ${message}`));
    this.local = new LocalCopy(options.localCopyBytes ?? DEFAULT_LOCAL_COPY_BYTES);
    this.seededKey = `${options.keyPrefix}__vitrine_build_seeds__`;
    this.link = new RedisLink({
      url: options.redisUrl,
      timeoutMs: Math.max(this.timeoutMs, 500),
      probeEveryMs: 1_000,
      onChange: (up, reason) => (up ? void this.activate() : this.deactivate(reason)),
    });
  }

  get state(): CacheState {
    return this.shared ? 'shared' : 'local (redis unavailable)';
  }

  async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const redis = this.shared ? this.redis : undefined;
    if (redis) {
      try {
        const found = (await withTimeout(redis.get(key, context as unknown as TriebGetContext), this.timeoutMs)) as
          | (CacheHandlerValue & { tags?: string[] })
          | null;
        if (found) {
          const entry: CacheHandlerValue = { lastModified: found.lastModified, value: found.value, cacheControl: found.cacheControl };
          this.local.remember(key, entry, entryTags(entry.value, found.tags));
          return entry;
        }
        // The handler answers a failed Redis call as a miss too: one more small call tells
        // which it was, and for a page whether its build copy was ever stored.
        const isResponse = RESPONSE_KINDS.has(context.kind);
        const firstMiss = await this.link.run((client) => (isResponse ? client.sAdd(this.seededKey, key) : client.ping().then(() => 0)));
        this.local.forget(key);
        return isResponse && firstMiss === 1 ? await this.promoteBuildSeed(redis, key, context) : null;
      } catch (error) {
        this.link.suspect();
        this.noteFailure('get', error);
      }
    }
    return this.local.get(key) ?? (await this.readBuildSeed(key, context));
  }

  async set(key: string, data: CacheHandlerValue['value'], context: SetContext): Promise<void> {
    const entry: CacheHandlerValue = { lastModified: Date.now(), value: data, cacheControl: context.cacheControl };
    this.local.remember(key, entry, entryTags(data, context.tags));
    const redis = this.shared ? this.redis : undefined;
    if (!redis) return;
    try {
      await this.storeInRedis(redis, key, entry, context);
    } catch (error) {
      this.link.suspect();
      this.noteFailure('set', error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    this.local.dropTags(list);
    // Next's own record of revalidated tags in this process: a build copy read later counts as stale.
    await this.options.buildSeeds?.revalidateTag(list, durations);
    const redis = this.shared ? this.redis : undefined;
    if (redis) {
      try {
        await withTimeout(redis.revalidateTag(list), this.timeoutMs * 3);
        return;
      } catch (error) {
        this.link.suspect();
        this.noteFailure('revalidateTag', error);
      }
    }
    for (const tag of list) this.pendingTags.add(tag);
  }

  /** For tests: stops watching Redis (the handler's own connections stay until the process ends). */
  async close(): Promise<void> {
    this.shared = false;
    await this.link.close();
  }

  private async storeInRedis(redis: RedisStringsHandler, key: string, entry: CacheHandlerValue, context: SetContext): Promise<void> {
    if (entry.value) entryDetails.set(entry.value, { cacheControl: entry.cacheControl, lastModified: entry.lastModified });
    const triebContext = { isRoutePPREnabled: false, isFallback: false, ...context, cacheControl: entry.cacheControl };
    await withTimeout(redis.set(key, entry.value as TriebSetValue, triebContext as TriebSetContext), this.timeoutMs * 3);
  }

  private async readBuildSeed(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    if (!this.options.buildSeeds || !RESPONSE_KINDS.has(context.kind)) return null;
    return this.options.buildSeeds.get(key, context).catch(() => null);
  }

  private async promoteBuildSeed(redis: RedisStringsHandler, key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const seed = await this.readBuildSeed(key, context);
    if (!seed) return null;
    const tags = entryTags(seed.value, undefined);
    this.local.remember(key, seed, tags);
    await this.storeInRedis(redis, key, seed, { cacheControl: seed.cacheControl, isFallback: context.isFallback });
    return seed;
  }

  private activate(): Promise<void> {
    this.activation ??= (async () => {
      try {
        this.redis ??= new RedisStringsHandler({
          redisUrl: this.options.redisUrl,
          database: databaseOf(this.options.redisUrl),
          keyPrefix: this.options.keyPrefix,
          getTimeoutMs: this.timeoutMs,
          // Its in-memory copy of Redis answers (saving a round trip per request) lives one
          // second, not ten: a revalidation is also sent to it by pub/sub, but a message lost in
          // a Redis restart would otherwise leave another instance's old page for ten seconds.
          inMemoryCachingTime: IN_MEMORY_ANSWER_MS,
          valueSerializer: serializer,
        });
        // Resolves once the handler's connections and its tag index are ready.
        await withTimeout(this.redis.revalidateTag([]), ACTIVATION_TIMEOUT_MS);
        if (this.pendingTags.size > 0) {
          await withTimeout(this.redis.revalidateTag([...this.pendingTags]), ACTIVATION_TIMEOUT_MS);
          this.pendingTags.clear();
        }
        if (!this.link.isUp) return;
        this.shared = true;
        this.failureNoted = false;
        this.log(`using Redis at ${describe(this.options.redisUrl)} (pages and data shared by every instance)`);
      } catch (error) {
        this.noteFailure('connect', error);
        if (this.link.isUp) setTimeout(() => void this.activate(), ACTIVATION_RETRY_MS).unref();
      } finally {
        this.activation = undefined;
      }
    })();
    return this.activation;
  }

  private deactivate(reason: string): void {
    this.shared = false;
    this.log(`Redis at ${describe(this.options.redisUrl)} unavailable (${reason}): serving from this process's memory until it is back`);
  }

  private failureNoted = false;
  /** One line per outage at most: the link's change is what the log is for. */
  private noteFailure(operation: string, error: unknown): void {
    if (this.failureNoted) return;
    this.failureNoted = true;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[storefront] shared cache: ${operation} failed (${message}); answered from memory`);
  }
}

/** The database number in a redis:// URL's path (default 0). */
function databaseOf(url: string): number {
  const database = Number(new URL(url).pathname.slice(1) || 0);
  return Number.isInteger(database) && database >= 0 ? database : 0;
}

/** The server's address, never its password. */
function describe(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname.length > 1 ? pathname : ''}`;
}
