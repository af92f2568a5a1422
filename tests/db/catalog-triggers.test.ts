import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await db.exec(`INSERT INTO term (id, taxonomy, slug, name) VALUES (1, 'product_cat', 'kleider', 'Kleider'), (2, 'pa_color', 'rot', 'Rot');
    INSERT INTO product (id, type, slug, name, price) VALUES (100, 'simple', 'kleid', 'Kleid', 4999)`);
});
afterAll(() => db.close());

const termIds = async () => (await db.query<{ term_ids: number[] }>('SELECT term_ids FROM product WHERE id = 100'))[0]?.term_ids;
const version = async () => (await db.query<{ version: number }>('SELECT version::float8 AS version FROM catalog_state'))[0]?.version ?? 0;

describe('catalogue triggers', () => {
  it('keep a product’s term ids in step with its term assignments', async () => {
    expect(await termIds()).toEqual([]);
    await db.query('INSERT INTO product_term (product_id, term_id) VALUES (100, 2), (100, 1)');
    expect(await termIds()).toEqual([1, 2]);
    await db.query('DELETE FROM product_term WHERE product_id = 100 AND term_id = 2');
    expect(await termIds()).toEqual([1]);
  });

  it('move the catalogue version on every product or variation write, and only then', async () => {
    const before = await version();
    await db.query('SELECT * FROM product');
    expect(await version()).toBe(before);
    await db.query('UPDATE product SET stock_quantity = 3 WHERE id = 100');
    expect(await version()).toBeGreaterThan(before);
    const afterProduct = await version();
    await db.query("INSERT INTO product_variation (product_id, price) VALUES (100, 1000)");
    expect(await version()).toBeGreaterThan(afterProduct);
  });
});
