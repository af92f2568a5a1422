/**
 * The first search index, built in the background at start-up. A failed attempt (the catalogue
 * read or an index task timing out on a busy machine, say) is tried again with growing pauses,
 * since until an index exists the shop's search answers "unavailable" to every shopper.
 */
import { doublingDelayMs } from '../../backoff';

/** Pauses between attempts: 5 s, doubling, at most 5 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return doublingDelayMs(failedAttempts, 5_000, 5 * 60_000);
}

export interface StartUpIndexing {
  /** Builds the index if it is missing or empty; true when it did. */
  build: () => Promise<boolean>;
  /** Where the index lives, for the log: the embedded engine's URL or the Algolia application. */
  target: string;
  log: (line: string) => void;
  /** True once the backend is shutting down: no further attempt. */
  stopped: () => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const unrefSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Tries until the index exists or the backend stops; never rejects. */
export async function buildIndexAtStartUp({ build, target, log, stopped, sleep = unrefSleep }: StartUpIndexing): Promise<void> {
  for (let failed = 0; !stopped(); ) {
    try {
      if (await build()) log(`search index built at ${target}`);
      return;
    } catch (error) {
      failed += 1;
      const delay = retryDelayMs(failed);
      log(`search indexing at ${target} failed: ${error instanceof Error ? error.message : String(error)}; trying again in ${delay / 1000} s`);
      await sleep(delay);
    }
  }
}
