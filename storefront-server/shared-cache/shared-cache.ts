import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { jsonCacheValueSerializer, RedisStringsHandler, type CacheValueSerializer } from '@trieb.work/nextjs-turbo-redis-cache';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { CacheControl } from 'next/dist/server/lib/cache-control';
import { entryTags, LocalCopy } from './local-copy';
import { RedisLink, withTimeout } from './redis-link';
import { z } from 'zod';

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
 *   render a page serves it with its lifetime rather than Next's one-second default;
 * - a fresh handler when Redis lost its data (its in-memory tag index would be wrong);
 * - a cached page served about as cheaply as from Next's own memory: entries parsed once per
 *   process, and each one served from this process's memory while it is fresh by its own
 *   lifetime (10 s at most) and no revalidation has been announced for it; Redis is read on a
 *   miss there, once per key at a time, and a late Redis answer is replaced by the memory copy
 *   rather than by rendering the page again.
 * docs/architecture.md, "One cache for several storefront instances", has the measurements.
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
const PARSED_ENTRY_BYTES = 64 * 1024 * 1024;
/** A first connection on a busy machine may take longer than one command. */
const CONNECT_TIMEOUT_MS = 2_000;
const PING_TIMEOUT_MS = 1_000;
/** Not on a shopper's request: the revalidation route may wait for Redis. */
const REVALIDATE_TIMEOUT_MS = 5_000;
const PENDING_TAGS_RETRY_MS = 1_000;
/**
 * The longest an entry is served from memory without asking Redis: what bounds a revalidation
 * announcement lost on a connection that never dropped (a dropped one clears the memory).
 */
const TRUSTED_ENTRY_MAX_MS = 10_000;
/** For entries without a lifetime of their own (Next's default is one second too). */
const TRUSTED_ENTRY_DEFAULT_MS = 1_000;
const TRUSTED_ENTRIES = 5_000;
/**
 * The handler announces each change of its tag index (a revalidation deleting keys among them)
 * on this channel of its prefix (SyncedMap in @trieb.work/nextjs-turbo-redis-cache), and each
 * path revalidated (implicit tags, checked by data entries when read) on the second.
 */
const TAG_INDEX_CHANNEL = (keyPrefix: string) => `${keyPrefix}:sync-channel:__sharedTags__`;
const REVALIDATED_TAGS_CHANNEL = (keyPrefix: string) => `${keyPrefix}:sync-channel:__revalidated_tags__`;
/** A deletion on the tag index channel: `{ "type": "delete", "keys": [...] }` (an insert only adds a key). */
const tagIndexMessage = z.object({ type: z.string(), keys: z.array(z.string()).optional() });

/**
 * What the handler's entry holds besides the value: the page's lifetime, and for a build seed
 * its original time (so it is as fresh as the file, not as the moment it was copied to Redis).
 * Keyed by the value object, which the handler passes on to the serializer unchanged.
 */
const entryDetails = new WeakMap<object, { cacheControl?: CacheControl; lastModified?: number }>();

/**
 * Entries as the handler's JSON (Buffers as base64), with an id of their own in front. Reading
 * a page from Redis costs a JSON parse of its whole HTML, RSC payload and prefetch segments on
 * every request (2.4 ms for a product page's 377 KB entry on the loaded bench machine); the id
 * lets an entry already parsed in this process be handed over again, as Next's own memory
 * cache hands over its objects, until it changes.
 */
const ENTRY_ID = /^\{"id":"([0-9a-f-]{36})"/;
const parsedEntries = new LRUCache<string, CacheEntry>({ maxSize: PARSED_ENTRY_BYTES });
type CacheEntry = NonNullable<Awaited<ReturnType<CacheValueSerializer['deserialize']>>>;

const serializer: CacheValueSerializer = {
  serialize(entry) {
    const details = typeof entry.value === 'object' && entry.value !== null ? entryDetails.get(entry.value) : undefined;
    const stored = { id: randomUUID(), ...entry, lastModified: details?.lastModified ?? entry.lastModified, cacheControl: details?.cacheControl };
    return jsonCacheValueSerializer.serialize(stored as typeof entry);
  },
  async deserialize(stored) {
    const id = ENTRY_ID.exec(stored.slice(0, 48))?.[1];
    const known = id ? parsedEntries.get(id) : undefined;
    if (known) return known;
    const entry = await jsonCacheValueSerializer.deserialize(stored);
    if (!entry) return entry;
    // The handler writes every entry it reads into a debug line, JSON.stringify and all, even
    // with debugging off (its Buffers as arrays of numbers: 14 ms for a product page). That
    // line now gets the entry's id; nothing else serialises the object it hands to us.
    Object.defineProperty(entry, 'toJSON', { value: () => ({ id, lastModified: entry.lastModified }), enumerable: false });
    if (id) parsedEntries.set(id, entry, { size: Math.max(1, stored.length) });
    return entry;
  },
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
  private readonly retryPending: NodeJS.Timeout;
  /**
   * Entries this process read from Redis or wrote, handed over without asking Redis while they
   * are fresh by their own lifetime (at most TRUSTED_ENTRY_MAX_MS): a product page's entry is
   * 377 KB, and under the rush each request's GET of it took long enough (300 ms and more) for
   * the page to be rendered again. An entry leaves when any instance's revalidation deletes its
   * key (the handler's tag index announces every deletion), all of them on a path revalidation,
   * at an outage and whenever the announcements' connection drops (messages may have been lost
   * meanwhile).
   */
  private readonly trusted = new LRUCache<string, CacheHandlerValue>({ max: TRUSTED_ENTRIES, ttl: TRUSTED_ENTRY_MAX_MS });
  /** Redis reads under way, by key: a rush's concurrent misses of one page share one GET. */
  private readonly reading = new Map<string, Promise<CacheHandlerValue | null>>();
  /** Counts deletions announced: an entry read while one arrived may be the old one, and is not kept. */
  private announcements = 0;
  private listening = false;
  /** Which life of the Redis data this process's handler was built for (redisGeneration). */
  private generation?: string;
  private readonly generationKey: string;

  constructor(private readonly options: SharedCacheOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.log = options.log ?? ((message) => console.log(`[storefront] shared cache: ${message}`));
    this.local = new LocalCopy(options.localCopyBytes ?? DEFAULT_LOCAL_COPY_BYTES);
    this.seededKey = `${options.keyPrefix}__vitrine_build_seeds__`;
    this.generationKey = `${options.keyPrefix}__vitrine_generation__`;
    this.link = new RedisLink({
      url: options.redisUrl,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      timeoutMs: Math.max(this.timeoutMs, PING_TIMEOUT_MS),
      probeEveryMs: 1_000,
      onChange: (up, reason) => (up ? void this.activate() : this.deactivate(reason)),
    });
    // A revalidation whose Redis call failed while the link still looked up is retried here.
    this.retryPending = setInterval(() => {
      if (this.shared && this.redis) this.sendPendingTags(this.redis).catch(() => undefined);
    }, PENDING_TAGS_RETRY_MS);
    this.retryPending.unref();
  }

  get state(): CacheState {
    return this.shared ? 'shared' : 'local (redis unavailable)';
  }

  async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const redis = this.shared ? this.redis : undefined;
    if (redis) {
      const trusted = this.trusted.get(key);
      if (trusted) return trusted;
      try {
        return await this.readShared(redis, key, context);
      } catch (error) {
        // A Redis answer too late (a rush) or none: the memory copy, if any, rather than a render.
        this.link.suspect();
        this.noteFailure('get', error);
      }
    }
    return this.local.get(key) ?? (await this.readBuildSeed(key, context));
  }

  /** One Redis read per key at a time: concurrent requests for a page wait for the same answer. */
  private readShared(redis: RedisStringsHandler, key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const flightKey = `${context.kind}:${key}`;
    const under = this.reading.get(flightKey);
    if (under) return under;
    const read = this.readFromRedis(redis, key, context).finally(() => this.reading.delete(flightKey));
    this.reading.set(flightKey, read);
    return read;
  }

  private async readFromRedis(redis: RedisStringsHandler, key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const announcementsBefore = this.announcements;
    const found = (await withTimeout(redis.get(key, context as unknown as TriebGetContext), this.timeoutMs)) as
      | (CacheHandlerValue & { tags?: string[] })
      | null;
    if (found) {
      const entry: CacheHandlerValue = { lastModified: found.lastModified, value: found.value, cacheControl: found.cacheControl };
      // A deletion announced while reading: this may be the entry it deleted; served, not kept.
      if (this.announcements === announcementsBefore) {
        this.local.remember(key, entry, entryTags(entry.value, found.tags));
        this.trust(key, entry);
      }
      return entry;
    }
    // The handler answers a failed Redis call as a miss too: one more small call tells
    // which it was, and for a page whether its build copy was ever stored.
    const isResponse = RESPONSE_KINDS.has(context.kind);
    const firstMiss = await this.link.run((client) => (isResponse ? client.sAdd(this.seededKey, key) : client.ping().then(() => 0)));
    this.local.forget(key);
    this.trusted.delete(key);
    return isResponse && firstMiss === 1 ? await this.promoteBuildSeed(redis, key, context) : null;
  }

  /** Served from memory while fresh by its own lifetime, within the bound for lost announcements. */
  private trust(key: string, entry: CacheHandlerValue): void {
    const freshMs = Math.min(freshForMs(entry), TRUSTED_ENTRY_MAX_MS);
    if (freshMs > 0) this.trusted.set(key, entry, { ttl: freshMs });
    else this.trusted.delete(key);
  }

  /** A message on the tag index channel: the keys a revalidation deleted leave this process's memory. */
  private onTagIndexMessage(message: string): void {
    let parsed: z.infer<typeof tagIndexMessage> | undefined;
    try {
      parsed = tagIndexMessage.parse(JSON.parse(message));
    } catch {
      parsed = undefined;
    }
    if (parsed?.type === 'insert') return;
    this.announcements += 1;
    if (parsed?.type !== 'delete' || !parsed.keys) {
      this.trusted.clear();
      return;
    }
    for (const key of parsed.keys) {
      this.trusted.delete(key);
      this.local.forget(key);
    }
  }

  /** Announcements may have been missed (their connection dropped, a path revalidated): Redis is asked again. */
  private distrustAll(): void {
    this.announcements += 1;
    this.trusted.clear();
  }

  async set(key: string, data: CacheHandlerValue['value'], context: SetContext): Promise<void> {
    const entry: CacheHandlerValue = { lastModified: Date.now(), value: data, cacheControl: context.cacheControl };
    this.local.remember(key, entry, entryTags(data, context.tags));
    const redis = this.shared ? this.redis : undefined;
    if (!redis) return;
    try {
      await this.storeInRedis(redis, key, entry, context);
      this.trust(key, entry);
    } catch (error) {
      this.link.suspect();
      this.noteFailure('set', error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    this.local.dropTags(list);
    this.distrustAll();
    // Next's own record of revalidated tags in this process: a build copy read later counts as stale.
    await this.options.buildSeeds?.revalidateTag(list, durations);
    const redis = this.shared ? this.redis : undefined;
    if (redis) {
      try {
        await withTimeout(redis.revalidateTag(list), REVALIDATE_TIMEOUT_MS);
        return;
      } catch (error) {
        this.link.suspect();
        this.noteFailure('revalidateTag', error);
      }
    }
    // Sent again (deleting twice does no harm) as soon as Redis answers.
    for (const tag of list) this.pendingTags.add(tag);
  }

  private async sendPendingTags(redis: RedisStringsHandler): Promise<void> {
    if (this.pendingTags.size === 0) return;
    const tags = [...this.pendingTags];
    await withTimeout(redis.revalidateTag(tags), REVALIDATE_TIMEOUT_MS);
    for (const tag of tags) this.pendingTags.delete(tag);
  }

  /** For tests: stops watching Redis and closes the handler's connections. */
  async close(): Promise<void> {
    this.shared = false;
    clearInterval(this.retryPending);
    if (this.redis) retire(this.redis);
    this.redis = undefined;
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
    this.trust(key, seed);
    return seed;
  }

  private createHandler(): RedisStringsHandler {
    return new RedisStringsHandler({
      redisUrl: this.options.redisUrl,
      database: databaseOf(this.options.redisUrl),
      keyPrefix: this.options.keyPrefix,
      // Longer than this module's own limit, which answers from memory first: the handler
      // answers its own timeout as a miss, which would have the page rendered again.
      getTimeoutMs: this.timeoutMs * 3,
      // No in-memory copy of Redis answers: it hands each request a structuredClone of the
      // stored JSON (3.5 ms for a product page's 377 KB on the loaded bench machine, more
      // than asking Redis again), and a revalidation message lost in a Redis restart would
      // leave another instance's old page in it. Entries are parsed once all the same (below).
      redisGetDeduplication: false,
      // Its connections log every failed reconnection attempt: at most one per client every
      // three seconds while Redis is away (its default retries every half second).
      socketOptions: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 3_000) },
      valueSerializer: serializer,
    });
  }

  private activate(): Promise<void> {
    this.activation ??= (async () => {
      try {
        const generation = await this.link.run((client) => redisGeneration(client, this.generationKey));
        if (this.redis && generation !== this.generation) {
          // Redis lost its data (a restart without persistence): the handler's in-memory tag
          // index still lists pages Redis no longer holds and would skip recording them again
          // when they are stored anew, so instances started since would not find them to
          // revalidate. A fresh handler reads the index from Redis as it is now.
          retire(this.redis);
          this.redis = undefined;
        }
        this.generation = generation;
        this.redis ??= this.createHandler();
        // Resolves once the handler's connections and its tag index are ready.
        await withTimeout(this.redis.revalidateTag([]), ACTIVATION_TIMEOUT_MS);
        await this.sendPendingTags(this.redis);
        if (!this.listening) {
          const prefix = this.options.keyPrefix;
          const onConnectionChange = () => this.distrustAll();
          await withTimeout(
            Promise.all([
              this.link.subscribe(TAG_INDEX_CHANNEL(prefix), (message) => this.onTagIndexMessage(message), onConnectionChange),
              this.link.subscribe(REVALIDATED_TAGS_CHANNEL(prefix), () => this.distrustAll(), onConnectionChange),
            ]),
            ACTIVATION_TIMEOUT_MS,
          );
          this.listening = true;
        }
        this.distrustAll();
        if (!this.link.isUp) return;
        this.shared = true;
        this.failureNoted = false;
        this.activationNoted = false;
        this.log(`using Redis at ${describe(this.options.redisUrl)} (pages and data shared by every instance)`);
      } catch (error) {
        // Expected for a few seconds after an outage, while the handler's own clients reconnect.
        if (!this.activationNoted) {
          this.activationNoted = true;
          const message = error instanceof Error ? error.message : String(error);
          this.log(`Redis answers, the cache handler's connections are not ready yet (${message}); still serving from memory`);
        }
        if (this.link.isUp) setTimeout(() => void this.activate(), ACTIVATION_RETRY_MS).unref();
      } finally {
        this.activation = undefined;
      }
    })();
    return this.activation;
  }

  private deactivate(reason: string): void {
    this.shared = false;
    this.distrustAll();
    this.log(`Redis at ${describe(this.options.redisUrl)} unavailable (${reason}): serving from this process's memory until it is back`);
  }

  private failureNoted = false;
  private activationNoted = false;
  /** One line per outage at most: the link's change is what the log is for. */
  private noteFailure(operation: string, error: unknown): void {
    if (this.failureNoted) return;
    this.failureNoted = true;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[storefront] shared cache: ${operation} failed (${message}); answered from memory`);
  }
}

/**
 * A mark Redis keeps while it keeps its data: set by the first instance to find it missing (at
 * the first start, or after Redis lost everything), read by the others.
 */
async function redisGeneration(client: RedisLink['client'], key: string): Promise<string> {
  await client.set(key, randomUUID(), { NX: true });
  return (await client.get(key)) ?? '';
}

/**
 * Closes a handler's connections (it has no method for it): its own client and the subscriber
 * of each of its synchronised maps. Best effort: fields it does not have are skipped.
 */
function retire(handler: RedisStringsHandler): void {
  type Closable = { disconnect?: () => Promise<void> };
  type SyncedMapInternals = { subscriberClient?: unknown; isReconnecting?: boolean; setupPubSub?: () => Promise<void> };
  const internals = handler as unknown as Record<string, unknown>;
  const clients: unknown[] = [internals.client];
  for (const map of [internals.sharedTagsMap, internals.revalidatedTagsMap, internals.inMemoryDeduplicationCache]) {
    if (!map || typeof map !== 'object') continue;
    const synced = map as SyncedMapInternals;
    // A map retries its subscriber forever after a connection error, on a fresh connection each
    // time: once Redis answered again, a retired map would subscribe anew and keep that
    // connection for good. No new retry starts now, and one under way ends at its next attempt
    // without connecting.
    synced.isReconnecting = true;
    synced.setupPubSub = () => Promise.resolve();
    clients.push(synced.subscriberClient);
  }
  for (const client of clients) {
    const closable = client as Closable | undefined;
    if (typeof closable?.disconnect === 'function') closable.disconnect().catch(() => undefined);
  }
}

/** Milliseconds until the entry is due for revalidation by its own lifetime (`cacheControl`, or a data entry's). */
function freshForMs(entry: CacheHandlerValue): number {
  const value = entry.value;
  const revalidate = entry.cacheControl?.revalidate ?? (value?.kind === 'FETCH' ? value.revalidate : undefined);
  if (revalidate === false) return Number.POSITIVE_INFINITY;
  if (typeof revalidate !== 'number') return TRUSTED_ENTRY_DEFAULT_MS;
  return (entry.lastModified ?? 0) + revalidate * 1000 - Date.now();
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
