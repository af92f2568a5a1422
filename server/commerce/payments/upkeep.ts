/**
 * Runs `pass` once at the start and then every `intervalMs`, one pass at a time: the card
 * payments' upkeep (payments/registry.ts), which asks Stripe again for the refunds the shop owes
 * and releases authorisations nobody ordered with. A failing pass is logged and the next one
 * tries again.
 */
export function startPaymentUpkeep(
  pass: () => Promise<void>,
  { intervalMs = 60_000, log = () => {} }: { intervalMs?: number; log?: (line: string) => void } = {},
): { stop: () => Promise<void> } {
  const run = () => pass().catch((error: unknown) => log(`payments upkeep: ${error instanceof Error ? error.message : String(error)} (the next pass retries)`));
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
