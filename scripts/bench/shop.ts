import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startService, stopService, waitUntilIdle } from './process';

/**
 * The whole shop as `npm start` runs it (production build, embedded backend, seeded data), on
 * ports and a data directory of the bench's own so it never meets another server. The first
 * run seeds the shop and builds the storefront when its sources changed.
 */
export interface Shop {
  origin: string;
  backendOrigin: string;
  process: ChildProcess;
}

export interface ShopOptions {
  storefrontPort: number;
  backendPort: number;
  /** Relative to the repository, e.g. `data/bench-load`. */
  dataDir: string;
}

export async function startShop({ storefrontPort, backendPort, dataDir }: ShopOptions): Promise<Shop> {
  const origin = `http://127.0.0.1:${storefrontPort}`;
  const backendOrigin = `http://127.0.0.1:${backendPort}`;
  const child = await startService(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts'],
    {
      DATA_DIR: path.resolve(dataDir),
      STOREFRONT_PORT: String(storefrontPort),
      BACKEND_PORT: String(backendPort),
      // Canonical and Open Graph URLs point at the address the bench visits.
      SITE_URL: origin,
    },
    `${origin}/`,
    // The first run seeds the shop and builds the storefront.
    10 * 60_000,
  );
  try {
    // A first start builds the search index in the background: measure requests, not that.
    await waitUntilIdle(backendOrigin);
  } catch (error) {
    await stopService(child);
    throw error;
  }
  return { origin, backendOrigin, process: child };
}

export function stopShop(shop: Shop): Promise<void> {
  return stopService(shop.process);
}

export type Slugs = { product: string; category: string };

/** A variable product (the heaviest kind of product page) and a category, from the shop's own API. */
export async function findSlugs(backendOrigin: string): Promise<Slugs> {
  const query = `{
    product: products(first: 1, where: { type: VARIABLE, visibility: VISIBLE }) { nodes { slug } }
    category: productCategories(first: 1, where: { hideEmpty: true }) { nodes { slug } }
  }`;
  const response = await fetch(`${backendOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: Record<keyof Slugs, { nodes: { slug: string }[] }> };
  const product = body.data?.product.nodes[0]?.slug;
  const category = body.data?.category.nodes[0]?.slug;
  if (!product || !category) throw new Error(`no product or category to measure: ${JSON.stringify(body)}`);
  return { product, category };
}
