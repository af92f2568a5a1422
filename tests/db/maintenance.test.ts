import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { maintainIfChanged } from '@/server/db/maintenance';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
});
afterAll(() => db.close());

const estimatedProducts = async () =>
  (await db.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'product'`))[0]?.n;

/** Products `from`..`to`, their low-stock amount cycling through `values` values. */
const addProducts = (from: number, to: number, values = 3) =>
  db.query(
    `INSERT INTO product (id, type, slug, name, low_stock_amount)
     SELECT g, 'simple', 'p-' || g, 'Produkt ' || g, g % $3::int FROM generate_series($1::int, $2::int) g`,
    [from, to, values],
  );

const planOf = async (statement: string) =>
  (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${statement}`)).map((row) => row['QUERY PLAN']).join('\n');

describe('PGlite maintenance', () => {
  it('analyzes once enough of the catalogue has changed, and only then', async () => {
    let mark = await maintainIfChanged(db, null);
    await addProducts(1, 2000);
    expect(await estimatedProducts()).not.toBe(2000);
    mark = await maintainIfChanged(db, mark);
    expect(await estimatedProducts()).toBe(2000);

    // 20 new products in 2000 is below 50 + 10 %: no pass yet.
    await addProducts(2001, 2020);
    expect(await maintainIfChanged(db, mark)).toBe(mark);
    expect(await estimatedProducts()).toBe(2000);
    await addProducts(2021, 2300);
    await maintainIfChanged(db, mark);
    expect(await estimatedProducts()).toBe(2300);
  });

  it('makes a kept plan again for the catalogue it has grown into', async () => {
    let mark = await maintainIfChanged(db, null);
    await db.query('DELETE FROM product');
    await db.query('CREATE INDEX product_low_stock_probe ON product (low_stock_amount)');
    await addProducts(1, 30, 1); // all of them match: reading the table beats the index
    mark = await maintainIfChanged(db, mark);
    await db.query('PREPARE by_low_stock AS SELECT * FROM product WHERE low_stock_amount = 0');
    expect(await planOf('by_low_stock')).toMatch(/Seq Scan/);

    await addProducts(31, 50_000, 5000); // now one in 5000 matches
    expect(await planOf('by_low_stock')).toMatch(/Seq Scan/); // the kept plan still fits 30 products
    await maintainIfChanged(db, mark);
    expect(await planOf('by_low_stock')).toMatch(/Index|Bitmap/);
  });
});
