import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

const IN_CATEGORY = `query InCategory($slug: String!) {
  products(first: 10, where: { categoryIn: [$slug] }) { found nodes { databaseId } }
}`;

async function productsIn(slug: string) {
  const { body } = await backend.graphql<{ products: { found: number | null; nodes: { databaseId: number }[] } }>(IN_CATEGORY, { slug });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

describe('catalogue caches never answer from an older catalogue', () => {
  it('finds a product in a subcategory created after the category was first listed', async () => {
    const db = backend.running.db;
    const [parent] = await db.query<{ id: number }>(
      "INSERT INTO term (taxonomy, slug, name) VALUES ('product_cat', 'cache-eltern', 'Eltern') RETURNING id",
    );
    try {
      // The first listing reads (and caches) the term tree and the count (0, answered as null).
      expect(await productsIn('cache-eltern')).toEqual({ found: null, nodes: [] });
      const [child] = await db.query<{ id: number }>(
        "INSERT INTO term (taxonomy, slug, name, parent_id) VALUES ('product_cat', 'cache-kind', 'Kind', $1) RETURNING id",
        [parent!.id],
      );
      const [product] = await db.query<{ id: number }>("SELECT id FROM product WHERE status = 'publish' ORDER BY id LIMIT 1");
      await db.query('INSERT INTO product_term (product_id, term_id) VALUES ($1, $2)', [product!.id, child!.id]);
      expect(await productsIn('cache-eltern')).toEqual({ found: 1, nodes: [{ databaseId: product!.id }] });
    } finally {
      await db.query("DELETE FROM product_term WHERE term_id IN (SELECT id FROM term WHERE slug LIKE 'cache-%')");
      await db.query("DELETE FROM term WHERE slug = 'cache-kind'");
      await db.query("DELETE FROM term WHERE slug = 'cache-eltern'");
    }
  });

  it('shows a product page changed after it was first read', async () => {
    const db = backend.running.db;
    const query = `query Page($slug: ID!) { product(id: $slug, idType: SLUG) { name galleryImages { nodes { databaseId } } } }`;
    const [product] = await db.query<{ slug: string; name: string }>(
      "SELECT slug, name FROM product WHERE status = 'publish' ORDER BY id DESC LIMIT 1",
    );
    const read = async () => (await backend.graphql<{ product: { name: string } }>(query, { slug: product!.slug })).body.data!.product.name;
    expect(await read()).toBe(product!.name);
    await db.query('UPDATE product SET name = $1 WHERE slug = $2', [`${product!.name} (neu)`, product!.slug]);
    try {
      expect(await read()).toBe(`${product!.name} (neu)`);
    } finally {
      await db.query('UPDATE product SET name = $1 WHERE slug = $2', [product!.name, product!.slug]);
    }
  });
});
