import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import type { RevalidationLog } from '../lib/commerce/revalidation-log';

/**
 * Hands the revalidations an earlier process received (lib/commerce/revalidation-log.ts) back to
 * Next's record of revalidated tags, which its file-system cache checks each cached page and
 * answer against: one rendered before its tag's revalidation counts as expired (or stale) again,
 * rather than fresh because the process that knew better has ended. Run before Next serves.
 * A tag Next already knows in this process keeps Next's own (later) record.
 */
export function replayRevalidations(log: RevalidationLog): number {
  let replayed = 0;
  for (const [tag, entry] of Object.entries(log)) {
    if (tagsManifest.has(tag)) continue;
    tagsManifest.set(tag, entry.expired === undefined ? { stale: entry.stale } : { stale: entry.stale, expired: entry.expired });
    replayed += 1;
  }
  return replayed;
}
