import { UserError } from '../errors';

/**
 * Bounds on a customer's meta data (updateCustomer / registerCustomer metaData). WordPress sets
 * none, but every read of the account carries its meta: one account grown to megabytes slowed
 * every request of its owner. The storefront keeps one key (the wishlist, under 1 KB); the
 * bounds leave ample room for other clients.
 */
export const META_LIMITS = {
  /** Keys one customer may hold. */
  keys: 50,
  /** Characters in one key. */
  keyLength: 255,
  /** Characters in one value. */
  valueLength: 10_000,
  /** Bytes of all keys and values together (UTF-8). */
  totalBytes: 64 * 1024,
} as const;

type MetaEntry = { key: string; value: string } | null;

/** The entries of one request, checked one by one, as a map (the last of a repeated key wins). */
export function metaFromInput(entries: readonly MetaEntry[]): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry) continue;
    if (entry.key.length < 1 || entry.key.length > META_LIMITS.keyLength || entry.value.length > META_LIMITS.valueLength) {
      throw new UserError(
        `Invalid meta data "${entry.key.slice(0, 60)}": keys are 1–${META_LIMITS.keyLength} characters, values at most ${META_LIMITS.valueLength}.`,
      );
    }
    meta[entry.key] = entry.value;
  }
  return meta;
}

/** Throws when the stored meta (after a change) exceeds the bounds; called inside the write's transaction. */
export function checkStoredMeta(meta: Record<string, string>): void {
  const keys = Object.keys(meta);
  const bytes = keys.reduce((sum, key) => sum + Buffer.byteLength(key) + Buffer.byteLength(meta[key] ?? ''), 0);
  if (keys.length > META_LIMITS.keys || bytes > META_LIMITS.totalBytes) {
    throw new UserError(
      `Too much meta data: a customer may keep at most ${META_LIMITS.keys} keys and ${META_LIMITS.totalBytes / 1024} KB in all.`,
    );
  }
}
