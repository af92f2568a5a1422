import { expect } from '@playwright/test';

/**
 * Simple products that ship, are in stock with room to spare, cost enough for the seeded
 * FUENFER coupon (30 €), and that no other journey names: the journeys run one after another
 * on one shared database, so a journey that buys must not take stock another one counts on.
 * Read from the backend, so the choice follows the seeded data.
 */
const backendUrl = () => process.env.COMMERCE_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;

const QUERY = `{ products(first: 100, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK], visibility: VISIBLE }) {
  nodes { slug name ... on SimpleProduct { stockQuantity manageStock virtual price(format: RAW) } } } }`;

type Node = { slug: string; name: string; stockQuantity: number | null; manageStock: string | null; virtual: boolean | null; price: string | null };

/** Slugs other journeys buy or count the stock of. */
const TAKEN = new Set(['midikleid-charlotte', 'wickelkleid-frieda', 'tanktop-jule', 'shopper-alva', 'seidentuch-aurelia', 'espadrilles-carlotta', 'blusenkleid-ida', 'cordrock-emilia', 'jeansrock-lina', 'leggings-pia', 'leinenkleid-marlene']);

type Picked = { slug: string; name: string };

export async function pickProducts(count: 1, options?: { minStock?: number }): Promise<[Picked]>;
export async function pickProducts(count: 2, options?: { minStock?: number }): Promise<[Picked, Picked]>;
export async function pickProducts(count: number, options: { minStock?: number } = {}): Promise<Picked[]> {
  const minStock = options.minStock ?? 10;
  const response = await fetch(backendUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }) });
  const body = (await response.json()) as { data?: { products: { nodes: Node[] } } };
  const picked = (body.data?.products.nodes ?? [])
    .filter((node) => !TAKEN.has(node.slug) && !node.virtual && Number(node.price?.replace(',', '.') ?? 0) >= 30)
    .filter((node) => node.stockQuantity === null || node.stockQuantity >= minStock)
    .sort((a, b) => (b.stockQuantity ?? Number.MAX_SAFE_INTEGER) - (a.stockQuantity ?? Number.MAX_SAFE_INTEGER))
    .slice(0, count);
  expect(picked.length, `${count} simple products in stock (≥ ${minStock}) from ${backendUrl()}`).toBe(count);
  return picked.map(({ slug, name }) => ({ slug, name }));
}
