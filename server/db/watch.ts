import type { Database } from './database';

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * LISTENs on `channel` and calls `onChange` for each notification; after a dropped connection it
 * listens again (with back-off) and then calls `onChange` once, since notifications sent
 * meanwhile are gone. A poll every `fallbackMs` besides, should a notification be lost anyway.
 * `label` starts its log lines. Resolves to `stop`.
 */
export async function watchChannel(
  db: Database,
  channel: string,
  onChange: () => void,
  options: { label: string; log: (line: string) => void; fallbackMs: number },
): Promise<() => Promise<void>> {
  const { label, log } = options;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retryMs = RECONNECT_FIRST_MS;
  let retry: NodeJS.Timeout | null = null;
  let lost = false;
  const listen = async (): Promise<void> => {
    retry = null;
    try {
      unlisten = await db.listen(channel, onChange, () => {
        if (stopped) return;
        log(`${label}: lost the LISTEN connection; listening again in ${retryMs} ms`);
        unlisten = null;
        lost = true;
        retry = setTimeout(() => void listen(), retryMs);
      });
      if (stopped) return void (await unlisten());
      if (lost) log(`${label}: listening again, catching up`);
      lost = false;
      retryMs = RECONNECT_FIRST_MS;
      onChange(); // whatever was written while nobody listened
    } catch (error) {
      if (stopped) return;
      log(`${label}: cannot LISTEN (${error instanceof Error ? error.message : String(error)}); again in ${retryMs} ms`);
      lost = true;
      retry = setTimeout(() => void listen(), retryMs);
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    }
  };
  await listen();
  const poll = setInterval(onChange, options.fallbackMs);
  return async () => {
    stopped = true;
    clearInterval(poll);
    if (retry) clearTimeout(retry);
    await unlisten?.();
  };
}
