/**
 * Runs `pass` once now and then every `intervalMs`, one pass at a time (a slow pass delays the
 * next instead of overlapping it), for the backend's background jobs over the database. A failing
 * pass is logged as `<what>: <message>` and the next one tries again; the timer never keeps the
 * process alive, and stop() waits for the pass under way.
 */
export function startPeriodic(
  what: string,
  pass: () => Promise<void>,
  { intervalMs, log = () => {} }: { intervalMs: number; log?: (line: string) => void },
): { stop: () => Promise<void> } {
  const run = () => pass().catch((error: unknown) => log(`${what}: ${error instanceof Error ? error.message : String(error)} (the next pass retries)`));
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
