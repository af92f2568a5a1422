/**
 * Keeps an index current from a commerce backend that has no change feed to tell us what
 * changed (a real WooCommerce store): the whole catalogue is read again every interval and
 * swapped in (indexAllProducts builds aside and moves over, so searches never see a half index
 * and deleted products disappear). A failed round is logged and the next one tries again.
 */
import { z } from 'zod';

/** SEARCH_REINDEX_MINUTES: how often the catalogue is read again; 0 turns the re-index off. */
export const DEFAULT_REINDEX_MINUTES = 10;

const minutesSchema = z.coerce.number().min(0).max(24 * 60);

/** The re-index interval in milliseconds (0 = off); a clear error for a value that is not a number of minutes. */
export function reindexIntervalMs(env: Record<string, string | undefined>): number {
  const raw = env.SEARCH_REINDEX_MINUTES?.trim();
  if (!raw) return DEFAULT_REINDEX_MINUTES * 60_000;
  const parsed = minutesSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`SEARCH_REINDEX_MINUTES must be a number of minutes between 0 and 1440, got "${raw}"`);
  return Math.round(parsed.data * 60_000);
}

export interface PeriodicReindex {
  /** Stops the timer and waits for a round that is running. */
  stop(): Promise<void>;
  /** How many rounds have finished (tests). */
  rounds(): number;
}

/** Runs `reindex` every `intervalMs` (after the previous round ended, so rounds never overlap). */
export function startPeriodicReindex(options: {
  intervalMs: number;
  reindex: () => Promise<number>;
  log: (line: string) => void;
}): PeriodicReindex {
  const { intervalMs, reindex, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let rounds = 0;
  const round = async () => {
    try {
      const count = await reindex();
      log(`re-indexed ${count} products`);
    } catch (error) {
      log(`re-index failed: ${error instanceof Error ? error.message : String(error)}; next try in ${intervalMs / 1000} s`);
    }
    rounds += 1;
  };
  const schedule = () => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = null;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    rounds: () => rounds,
  };
}
