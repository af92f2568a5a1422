import { createHmac } from 'node:crypto';
import type { ChangeConsumer } from '../catalog/change-feed';

/**
 * Once more, this long after each revalidation: a page (or backend answer) whose render began
 * before the change but was stored after the storefront received it counts as newer than the
 * revalidation, and would be served with the old stock or price until the next change of that
 * product. Seen: a visit that set off a background render, a restock a second later, and the
 * page stayed "ausverkauft" (docs/architecture.md, "Rendering and caching"). A render takes well
 * under this; the repeat costs each changed page one more render.
 */
const REPEAT_AFTER_MS = 10_000;

/**
 * Tells the storefront which cached pages a product change made stale, through its signed
 * revalidation route (the same request a WooCommerce webhook relay would send), and once more
 * after `repeatAfterMs` (REPEAT_AFTER_MS; 0: not again).
 */
export function storefrontRevalidation(options: { url: string; secret: string; timeoutMs?: number; repeatAfterMs?: number; log?: (line: string) => void }): ChangeConsumer {
  const send = async (body: string) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitrine-signature': signBody(body, options.secret) },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new Error(`the storefront answered ${response.status} to a revalidation`);
  };
  const repeatAfterMs = options.repeatAfterMs ?? REPEAT_AFTER_MS;
  const repeat = (body: string) => {
    if (repeatAfterMs <= 0) return;
    // Best effort: the change itself was delivered; a lost repeat leaves only the rare race above.
    setTimeout(() => {
      send(body).catch((error: unknown) => options.log?.(`storefront-revalidation: the repeat failed (${error instanceof Error ? error.message : String(error)})`));
    }, repeatAfterMs).unref();
  };
  return {
    name: 'storefront-revalidation',
    async handle(changes) {
      for (let start = 0; start < changes.length; start += 100) {
        const slugs = changes.slice(start, start + 100).map((change) => change.slug);
        const body = JSON.stringify({ tags: ['products', ...slugs.map((slug) => `product:${slug}`)] });
        await send(body);
        repeat(body);
      }
    },
  };
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as the storefront's route checks it. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
