import { LRUCache } from 'lru-cache';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';

/**
 * This process's own copy of the cache entries it wrote or last read from Redis, so that it
 * keeps serving them while Redis is away. Kept within a memory budget (least recently used
 * entries go first) and dropped by tag like the shared entries.
 */
type Kept = { entry: CacheHandlerValue; tags: readonly string[] };

export class LocalCopy {
  private readonly kept: LRUCache<string, Kept>;

  constructor(maxBytes: number) {
    this.kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (kept) => approximateSize(kept.entry) });
  }

  get(key: string): CacheHandlerValue | null {
    return this.kept.get(key)?.entry ?? null;
  }

  remember(key: string, entry: CacheHandlerValue, tags: readonly string[]): void {
    this.kept.set(key, { entry, tags });
  }

  forget(key: string): void {
    this.kept.delete(key);
  }

  dropTags(tags: readonly string[]): void {
    const dropped = new Set(tags);
    for (const [key, kept] of this.kept.entries()) {
      if (kept.tags.some((tag) => dropped.has(tag))) this.kept.delete(key);
    }
  }
}

/** The tags an entry is dropped by: those Next passes for data, or a page's cache-tags header. */
export function entryTags(value: CacheHandlerValue['value'], contextTags: readonly string[] | undefined): string[] {
  const tags = new Set(contextTags ?? []);
  if (value && 'headers' in value) {
    const header = value.headers?.['x-next-cache-tags'];
    if (typeof header === 'string') for (const tag of header.split(',')) tags.add(tag);
  }
  if (value && 'tags' in value) for (const tag of value.tags ?? []) tags.add(tag);
  return [...tags];
}

/** Close enough for a budget: the page's HTML and RSC payload, or the data's body, dominate. */
function approximateSize(entry: CacheHandlerValue): number {
  const value = entry.value;
  let size = 256;
  if (!value) return size;
  if ('html' in value && typeof value.html === 'string') size += value.html.length;
  if ('rscData' in value && value.rscData) size += value.rscData.length;
  if ('body' in value && Buffer.isBuffer(value.body)) size += value.body.length;
  if ('data' in value) size += value.data.body.length;
  return size;
}
