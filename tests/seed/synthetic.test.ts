import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDerivedCatalog, refreshTermCounts } from '@/server/commerce/catalog/derived-columns';
import { openDatabase, type Database, type Queryable } from '@/server/db';
import { isSeeded, resetCatalog, seedShop, type SeedSummary } from '@/server/seed';

/** The benchmark catalogue at a test-friendly size, and the derived-column refreshes on top of it. */
let db: Database;
let uploadsDir: string;
let summary: SeedSummary;

const count = async (q: Queryable, sql: string): Promise<number> =>
  (await q.query<{ n: number }>(`SELECT (${sql})::int AS n`))[0]?.n ?? -1;

/** Runs checks inside a transaction that is then rolled back, so the tests do not disturb each other. */
async function inRollback(fn: (tx: Queryable) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await expect(
    db.transaction(async (tx) => {
      await fn(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-synthetic-'));
  db = await openDatabase({});
  summary = await seedShop(db, { uploadsDir, products: 500 });
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('the synthetic catalogue', () => {
  it('writes exactly the requested number of products, of every type and stock state', async () => {
    expect(summary.mode).toBe('synthetic');
    expect(await count(db, 'SELECT count(*) FROM product')).toBe(500);
    expect(await count(db, 'SELECT count(DISTINCT type) FROM product')).toBe(3);
    expect(await count(db, 'SELECT count(DISTINCT stock_status) FROM product_variation')).toBe(3);
    expect(await count(db, `SELECT count(*) FROM product WHERE sale_price IS NOT NULL`)).toBeGreaterThan(25);
    expect(summary.reviews).toBeGreaterThan(200);
  });

  it('shares a small pool of pictures instead of rendering one per product', async () => {
    expect(summary.media).toBeLessThan(150);
    expect(await count(db, 'SELECT count(*) FROM product WHERE image_id IS NULL')).toBe(0);
    expect(await count(db, 'SELECT min(n) FROM (SELECT count(*) AS n FROM product_gallery GROUP BY product_id) g')).toBe(2);
  });

  it('derives variable prices from the variations', async () => {
    expect(
      await count(db, `SELECT count(*) FROM product p
        JOIN (SELECT product_id, min(price) AS lo FROM product_variation GROUP BY product_id) v ON v.product_id = p.id
        WHERE p.price <> v.lo`),
    ).toBe(0);
  });
});

describe('refreshDerivedCatalog', () => {
  it('re-prices only the given variable products after a variation changes', async () => {
    await inRollback(async (tx) => {
      const [a, b] = await tx.query<{ id: number; price: number; sale_price: number | null }>(
        `SELECT id, price, sale_price FROM product WHERE type = 'variable' ORDER BY id LIMIT 2`,
      );
      if (!a || !b) throw new Error('no variable products');
      await tx.query('UPDATE product_variation SET price = 100, sale_price = 100 WHERE product_id = ANY($1::int[])', [[a.id, b.id]]);
      await refreshDerivedCatalog(tx, [a.id]);
      const prices = await tx.query<{ id: number; price: number; sale_price: number | null }>(
        'SELECT id, price, sale_price FROM product WHERE id = ANY($1::int[]) ORDER BY id',
        [[a.id, b.id]],
      );
      // b was not named, so it keeps its old figures until it is refreshed itself.
      expect(prices).toEqual([{ id: a.id, price: 100, sale_price: 100 }, b]);
    });
  });

  it('marks a variable product out of stock when no variation can be sold, on backorder when one can', async () => {
    await inRollback(async (tx) => {
      const [p] = await tx.query<{ id: number }>(`SELECT id FROM product WHERE type = 'variable' ORDER BY id LIMIT 1`);
      const id = p?.id ?? 0;
      await tx.query(`UPDATE product_variation SET stock_status = 'outofstock' WHERE product_id = $1`, [id]);
      await refreshDerivedCatalog(tx, [id]);
      expect(await count(tx, `SELECT count(*) FROM product WHERE id = ${id} AND stock_status = 'outofstock'`)).toBe(1);
      await tx.query(
        `UPDATE product_variation SET stock_status = 'onbackorder' WHERE id = (SELECT min(id) FROM product_variation WHERE product_id = $1)`,
        [id],
      );
      await refreshDerivedCatalog(tx, [id]);
      expect(await count(tx, `SELECT count(*) FROM product WHERE id = ${id} AND stock_status = 'onbackorder'`)).toBe(1);
    });
  });

  it('updates ratings from approved reviews only, and search text from the product fields', async () => {
    await inRollback(async (tx) => {
      const [p] = await tx.query<{ id: number }>(`SELECT id FROM product ORDER BY id LIMIT 1`);
      const id = p?.id ?? 0;
      await tx.query('DELETE FROM review WHERE product_id = $1', [id]);
      await tx.query(
        `INSERT INTO review (product_id, author_name, author_email, content, rating, status)
         VALUES ($1, 'Anna', 'anna@example.com', 'Gut', 5, 'approved'), ($1, 'Ben', 'ben@example.com', 'Gut', 4, 'approved'),
                ($1, 'Spam', 'spam@example.com', 'Spam', 1, 'spam')`,
        [id],
      );
      await tx.query(`UPDATE product SET name = 'Größe Übergangsjacke Zoë' WHERE id = $1`, [id]);
      await refreshDerivedCatalog(tx, [id]);
      const [row] = await tx.query<{ rating: number; review_count: number; search_text: string }>(
        'SELECT average_rating::float8 AS rating, review_count, search_text FROM product WHERE id = $1',
        [id],
      );
      expect(row?.rating).toBe(4.5);
      expect(row?.review_count).toBe(2);
      expect(row?.search_text.startsWith('grosse ubergangsjacke zoe ')).toBe(true);
    });
  });
});

describe('refreshTermCounts', () => {
  it('counts published products that are not hidden', async () => {
    await inRollback(async (tx) => {
      const before = await count(tx, `SELECT count FROM term WHERE taxonomy = 'product_cat' AND slug = 'damen'`);
      await tx.query(
        `UPDATE product SET status = 'draft' WHERE id IN (
           SELECT pt.product_id FROM product_term pt JOIN term t ON t.id = pt.term_id
           WHERE t.slug = 'damen' AND t.taxonomy = 'product_cat' ORDER BY 1 LIMIT 3)`,
      );
      await refreshTermCounts(tx);
      expect(await count(tx, `SELECT count FROM term WHERE taxonomy = 'product_cat' AND slug = 'damen'`)).toBe(before - 3);
    });
  });
});

describe('resetCatalog', () => {
  it('empties the catalogue and restarts ids', async () => {
    const other = await openDatabase({});
    try {
      await seedShop(other, { uploadsDir, products: 20 });
      expect(await isSeeded(other)).toBe(true);
      await resetCatalog(other);
      expect(await isSeeded(other)).toBe(false);
      await seedShop(other, { uploadsDir, products: 20 });
      expect(await count(other, 'SELECT min(id) FROM media')).toBe(1);
    } finally {
      await other.close();
    }
  }, 60_000);
});
