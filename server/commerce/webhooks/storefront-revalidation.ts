import { createHmac } from 'node:crypto';
import type { ChangeConsumer } from '../catalog/change-feed';

/**
 * Tells the storefront which cached pages a product change made stale, through its signed
 * revalidation route (the same request a WooCommerce webhook relay would send).
 */
export function storefrontRevalidation(options: { url: string; secret: string; timeoutMs?: number }): ChangeConsumer {
  return {
    name: 'storefront-revalidation',
    async handle(changes) {
      for (let start = 0; start < changes.length; start += 100) {
        const slugs = changes.slice(start, start + 100).map((change) => change.slug);
        const body = JSON.stringify({ tags: ['products', ...slugs.map((slug) => `product:${slug}`)] });
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-vitrine-signature': signBody(body, options.secret) },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`the storefront answered ${response.status} to a revalidation`);
      }
    },
  };
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as the storefront's route checks it. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
