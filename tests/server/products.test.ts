import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

interface Node {
  databaseId: number;
  name: string;
  slug: string;
  date: string;
  onSale: boolean;
  rawPrice: string | null;
  stockStatus?: string;
  productCategories: { nodes: { slug: string }[] };
  allPaColor: { nodes: { slug: string }[] };
}
interface ListData {
  products: {
    found: number | null;
    nodes: Node[];
    edges: { cursor: string }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  };
}

const LIST = `query List($first: Int, $last: Int, $after: String, $before: String, $where: RootQueryToProductConnectionWhereArgs) {
  products(first: $first, last: $last, after: $after, before: $before, where: $where) {
    found
    nodes {
      databaseId name slug date onSale
      ... on ProductWithPricing { rawPrice: price(format: RAW) }
      ... on InventoriedProduct { stockStatus }
      productCategories(first: 20) { nodes { slug } }
      allPaColor(first: 20) { nodes { slug } }
    }
    edges { cursor }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

async function list(variables: Record<string, unknown>) {
  const response = await backend.graphql<ListData>(LIST, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.products;
}
const ids = (nodes: Node[]) => nodes.map((node) => node.databaseId);
/** The lowest price of a product: variable products list every variation's price in RAW. */
const minPrice = (node: Node) => Math.min(...(node.rawPrice ?? '0').split(', ').map(Number));
const maxPrice = (node: Node) => Math.max(...(node.rawPrice ?? '0').split(', ').map(Number));

describe('products: paging with Relay cursors', () => {
  it('pages forward and back again without gaps or overlaps', async () => {
    const first = await list({ first: 5 });
    expect(first.nodes).toHaveLength(5);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await list({ first: 5, after: first.pageInfo.endCursor });
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const both = await list({ first: 10 });
    expect([...ids(first.nodes), ...ids(second.nodes)]).toEqual(ids(both.nodes));
    const back = await list({ last: 5, before: second.pageInfo.startCursor });
    expect(ids(back.nodes)).toEqual(ids(first.nodes));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('walks the whole catalogue by cursor, reaching every product once', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    let found: number | null = null;
    for (let page = 0; page < 50; page += 1) {
      const result: ListData['products'] = await list({ first: 40, after, where: { orderby: [{ field: 'DATE', order: 'DESC' }] } });
      // Only a first page counts; behind a cursor `found` is null, as on a real WooGraphQL store.
      if (after === null) found = result.found;
      else expect(result.found).toBeNull();
      seen.push(...ids(result.nodes));
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    expect(found).toBeGreaterThanOrEqual(150);
    expect(seen).toHaveLength(found ?? -1);
    expect(new Set(seen).size).toBe(found);
  });

  it('caps a page at 100 products', async () => {
    const result = await list({ first: 500 });
    expect(result.nodes).toHaveLength(100);
  });
});

describe('products: filters', () => {
  it('filters by category slug and by several categories at once', async () => {
    const damen = await list({ first: 100, where: { categoryIn: ['damen'] } });
    expect(damen.found).toBeGreaterThan(20);
    for (const node of damen.nodes) expect(node.productCategories.nodes.map((c) => c.slug)).toContain('damen');

    const damenKleider = await list({
      first: 100,
      where: {
        taxonomyFilter: {
          relation: 'AND',
          filters: [
            { taxonomy: 'PRODUCT_CAT', terms: ['damen'] },
            { taxonomy: 'PRODUCT_CAT', terms: ['kleider'] },
          ],
        },
      },
    });
    expect(damenKleider.found).toBeGreaterThan(0);
    expect(damenKleider.found).toBeLessThan(damen.found ?? 0);
    for (const node of damenKleider.nodes) {
      expect(node.productCategories.nodes.map((c) => c.slug)).toEqual(expect.arrayContaining(['damen', 'kleider']));
    }
  });

  it('filters by colour attribute', async () => {
    const result = await list({ first: 100, where: { taxonomyFilter: { filters: [{ taxonomy: 'PA_COLOR', terms: ['schwarz'] }] } } });
    expect(result.found).toBeGreaterThan(0);
    for (const node of result.nodes) expect(node.allPaColor.nodes.map((c) => c.slug)).toContain('schwarz');
  });

  it('finds products by search, ignoring case and umlauts', async () => {
    const result = await list({ first: 100, where: { search: 'KLEID' } });
    expect(result.found).toBeGreaterThan(0);
    expect(result.nodes.some((node) => /kleid/i.test(node.name))).toBe(true);
    expect(result.nodes[0]?.name.toLowerCase()).toContain('kleid'); // name hits rank first
    const folded = await list({ first: 5, where: { search: 'mantel' } });
    const umlaut = await list({ first: 5, where: { search: 'mäntel' } });
    expect(folded.found).toBeGreaterThan(0);
    expect(umlaut.found).toBe(folded.found);
    expect((await list({ first: 5, where: { search: 'xqzwv' } })).found, 'null, not 0, as WooGraphQL answers').toBeNull();
  });

  it('filters by price range, sale and stock status', async () => {
    const range = await list({ first: 100, where: { minPrice: 30, maxPrice: 60 } });
    expect(range.found).toBeGreaterThan(0);
    for (const node of range.nodes) {
      const prices = (node.rawPrice ?? '').split(', ').map(Number);
      expect(Math.max(...prices)).toBeGreaterThanOrEqual(30);
      expect(Math.min(...prices)).toBeLessThanOrEqual(60);
    }
    const onSale = await list({ first: 100, where: { onSale: true } });
    expect(onSale.found).toBeGreaterThan(0);
    expect(onSale.nodes.every((node) => node.onSale)).toBe(true);
    const outOfStock = await list({ first: 100, where: { stockStatus: ['OUT_OF_STOCK'] } });
    expect(outOfStock.found).toBeGreaterThan(0);
    expect(outOfStock.nodes.every((node) => node.stockStatus === 'OUT_OF_STOCK')).toBe(true);
  });

  it('counts all matches in found, not just the page', async () => {
    const page = await list({ first: 3, where: { categoryIn: ['herren'] } });
    const all = await list({ first: 100, where: { categoryIn: ['herren'] } });
    expect(page.found).toBe(all.found);
    expect(page.nodes).toHaveLength(3);
  });
});

describe('products: sorting', () => {
  it('sorts by price both ways as WooCommerce does (lowest price up, highest price down), across pages', async () => {
    const ascending = await list({ first: 30, where: { orderby: [{ field: 'PRICE', order: 'ASC' }] } });
    const prices = ascending.nodes.map(minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const next = await list({ first: 30, after: ascending.pageInfo.endCursor, where: { orderby: [{ field: 'PRICE', order: 'ASC' }] } });
    expect(minPrice(next.nodes[0]!)).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    const descending = await list({ first: 30, where: { orderby: [{ field: 'PRICE', order: 'DESC' }] } });
    const down = descending.nodes.map(maxPrice);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('sorts by name and by date', async () => {
    const byName = await list({ first: 50, where: { orderby: [{ field: 'NAME', order: 'ASC' }] } });
    const fold = (name: string) => name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss');
    const names = byName.nodes.map((node) => fold(node.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await list({ first: 50, where: { orderby: [{ field: 'DATE', order: 'DESC' }] } });
    const dates = newest.nodes.map((node) => Date.parse(node.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('products: counts stay true after catalogue writes', () => {
  it('recounts `found` when a product changes', async () => {
    const featured = async () => (await list({ first: 1, where: { featured: true } })).found;
    const before = await featured();
    expect(await featured()).toBe(before); // answered again, now from the count cache
    const [product] = await backend.running.db.query<{ id: number }>(
      'SELECT id FROM product WHERE NOT featured AND status = $1 ORDER BY id LIMIT 1',
      ['publish'],
    );
    await backend.running.db.query('UPDATE product SET featured = true WHERE id = $1', [product!.id]);
    try {
      expect(await featured()).toBe((before ?? 0) + 1);
    } finally {
      await backend.running.db.query('UPDATE product SET featured = false WHERE id = $1', [product!.id]);
    }
    expect(await featured()).toBe(before);
  });
});
