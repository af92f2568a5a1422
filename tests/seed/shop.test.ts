import { createHash } from 'node:crypto';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { LOOKBOOK_PATH, planShop, seedShop } from '@/server/seed';
import type { SeedSummary } from '@/server/seed';

/** The designed shop, seeded once into an in-memory database, checked the way a merchant would. */
let db: Database;
let uploadsDir: string;
let summary: SeedSummary;

const count = async (sql: string, params: (string | number)[] = []): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params))[0]?.n ?? -1;

/** A fingerprint of everything the seed writes that a shopper or the backend could see. */
async function fingerprint(database: Database): Promise<string> {
  const hash = createHash('sha256');
  const queries = [
    'SELECT id, slug, sku, type, price, regular_price, sale_price, price_max, stock_status, stock_quantity, created_at, image_id, search_text, average_rating::float8 AS rating FROM product ORDER BY id',
    'SELECT id, product_id, sku, price, stock_status, image_id FROM product_variation ORDER BY id',
    'SELECT id, file_path, alt_text, created_at FROM media ORDER BY id',
    'SELECT id, product_id, author_name, rating, content, created_at FROM review ORDER BY id',
    'SELECT product_id, term_id FROM product_term ORDER BY 1, 2',
    'SELECT id, product_id, file_path FROM product_download ORDER BY id',
  ];
  for (const sql of queries) hash.update(JSON.stringify(await database.query(sql)));
  return hash.digest('hex');
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-seed-'));
  db = await openDatabase({});
  summary = await seedShop(db, { uploadsDir });
}, 180_000);

afterAll(async () => {
  await db?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('the designed shop', () => {
  it('has at least 150 published products and reports what it wrote', async () => {
    expect(await count(`SELECT count(*) FROM product WHERE status = 'publish'`)).toBeGreaterThanOrEqual(150);
    expect(summary.products).toBe(await count('SELECT count(*) FROM product'));
    expect(summary.variations).toBe(await count('SELECT count(*) FROM product_variation'));
    expect(summary.mode).toBe('shop');
  });

  it('has both gender categories and at least ten garment categories, each with text and picture', async () => {
    const cats = await db.query<{ slug: string; name: string; description: string; image_id: number | null; count: number }>(
      `SELECT slug, name, description, image_id, count FROM term WHERE taxonomy = 'product_cat'`,
    );
    expect(cats.find((c) => c.slug === 'damen')?.name).toBe('Damen');
    expect(cats.find((c) => c.slug === 'herren')?.name).toBe('Herren');
    expect(cats.find((c) => c.slug === 'jacken-maentel')?.name).toBe('Jacken & Mäntel');
    expect(cats.length - 2).toBeGreaterThanOrEqual(10);
    for (const c of cats) {
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.image_id).not.toBeNull();
      expect(c.count).toBeGreaterThan(0);
    }
  });

  it('files every product under one garment category and one gender (both only for accessories and gifts)', async () => {
    const rows = await db.query<{ slug: string; genders: string[]; garments: string[] }>(
      `SELECT p.slug,
              array_agg(t.slug) FILTER (WHERE t.slug IN ('damen', 'herren')) AS genders,
              array_agg(t.slug) FILTER (WHERE t.slug NOT IN ('damen', 'herren')) AS garments
       FROM product p JOIN product_term pt ON pt.product_id = p.id
       JOIN term t ON t.id = pt.term_id AND t.taxonomy = 'product_cat'
       GROUP BY p.slug`,
    );
    expect(rows.length).toBe(summary.products);
    for (const row of rows) {
      expect(row.garments, row.slug).toHaveLength(1);
      expect(row.genders.length, row.slug).toBeGreaterThanOrEqual(1);
      if (row.genders.length > 1) expect(['accessoires', 'gutscheine', 'lookbooks']).toContain(row.garments[0]);
    }
  });

  it('uses German attribute taxonomies with colour swatches', async () => {
    const labels = await db.query<{ taxonomy: string; label: string }>('SELECT taxonomy, label FROM attribute_taxonomy ORDER BY taxonomy');
    expect(labels).toEqual([{ taxonomy: 'pa_color', label: 'Farbe' }, { taxonomy: 'pa_size', label: 'Größe' }]);
    expect(await count(`SELECT count(*) FROM term WHERE taxonomy = 'pa_color' AND swatch ~ '^#[0-9a-f]{6}$'`)).toBeGreaterThanOrEqual(10);
    expect(await count(`SELECT count(*) FROM term WHERE taxonomy = 'pa_size'`)).toBeGreaterThanOrEqual(20);
    expect(await count(`SELECT count(*) FROM term WHERE taxonomy = 'product_tag' AND count > 0`)).toBeGreaterThanOrEqual(5);
  });

  it('has every product type, virtual and downloadable products, and partner products', async () => {
    const types = await db.query<{ type: string }>('SELECT DISTINCT type FROM product ORDER BY type');
    expect(types.map((t) => t.type)).toEqual(['external', 'simple', 'variable']);
    expect(await count(`SELECT count(*) FROM product WHERE type = 'external' AND external_url LIKE 'https://%' AND button_text = 'Beim Partner kaufen'`)).toBeGreaterThanOrEqual(3);
    const voucher = (await db.query<{ price: number; virtual: boolean }>(`SELECT price, virtual FROM product WHERE slug = 'geschenkgutschein'`))[0];
    expect(voucher).toEqual({ price: 5000, virtual: true });
    const lookbook = await db.query<{ id: string; file_path: string; downloadable: boolean; virtual: boolean }>(
      `SELECT d.id, d.file_path, p.downloadable, p.virtual FROM product_download d JOIN product p ON p.id = d.product_id`,
    );
    expect(lookbook).toHaveLength(1);
    expect(lookbook[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(lookbook[0]).toMatchObject({ file_path: LOOKBOOK_PATH, downloadable: true, virtual: true });
  });

  it('has a variable product with close to a hundred variations, all on global attributes', async () => {
    expect(await count('SELECT max(n) FROM (SELECT count(*) AS n FROM product_variation GROUP BY product_id) v')).toBeGreaterThanOrEqual(90);
    // Every variation names exactly the product's variation attributes, with values from its options.
    expect(
      await count(`SELECT count(*) FROM variation_attribute va
        JOIN product_variation v ON v.id = va.variation_id
        LEFT JOIN product_attribute a ON a.product_id = v.product_id AND a.name = va.name AND a.is_variation
        WHERE a.product_id IS NULL OR NOT (va.value = ANY (a.options)) OR a.taxonomy IS NULL`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM product WHERE type = 'variable' AND id NOT IN (SELECT product_id FROM product_default_attribute)`)).toBe(0);
    expect(await count(`SELECT count(*) FROM product_attribute WHERE taxonomy IS NULL AND name = 'Material' AND NOT is_variation`)).toBeGreaterThan(100);
  });

  it('covers every stock state, for products and for variations', async () => {
    for (const table of ['product', 'product_variation']) {
      const states = await db.query<{ stock_status: string }>(`SELECT DISTINCT stock_status FROM ${table} ORDER BY 1`);
      expect(states.map((s) => s.stock_status)).toEqual(['instock', 'onbackorder', 'outofstock']);
      expect(await count(`SELECT count(*) FROM ${table} WHERE manage_stock AND stock_status = 'instock' AND stock_quantity <= low_stock_amount`)).toBeGreaterThan(0);
      expect(await count(`SELECT count(*) FROM ${table} WHERE stock_status = 'outofstock' AND manage_stock AND stock_quantity <> 0`)).toBe(0);
      expect(await count(`SELECT count(*) FROM ${table} WHERE stock_status = 'onbackorder' AND manage_stock AND (backorders = 'no' OR stock_quantity > 0)`)).toBe(0);
    }
    const backorders = await db.query<{ backorders: string }>(`SELECT DISTINCT backorders FROM product_variation ORDER BY 1`);
    expect(backorders.map((b) => b.backorders)).toEqual(['no', 'notify', 'yes']);
  });

  it('puts about a fifth of the products on sale, always below the regular price', async () => {
    const onSale = await count('SELECT count(*) FROM product WHERE sale_price IS NOT NULL');
    expect(onSale / summary.products).toBeGreaterThan(0.12);
    expect(onSale / summary.products).toBeLessThan(0.3);
    for (const table of ['product', 'product_variation']) {
      expect(await count(`SELECT count(*) FROM ${table} WHERE sale_price IS NOT NULL AND sale_price >= regular_price`)).toBe(0);
      expect(await count(`SELECT count(*) FROM ${table} WHERE price IS DISTINCT FROM COALESCE(sale_price, regular_price) AND ${table === 'product' ? "type <> 'variable'" : 'true'}`)).toBe(0);
    }
  });

  it('derives variable prices and stock from the variations', async () => {
    const mismatches = await count(`SELECT count(*) FROM product p JOIN (
        SELECT product_id, min(price) AS lo, max(price) AS hi,
               CASE WHEN bool_or(stock_status = 'instock') THEN 'instock'
                    WHEN bool_or(stock_status = 'onbackorder') THEN 'onbackorder' ELSE 'outofstock' END AS status
        FROM product_variation GROUP BY product_id) v ON v.product_id = p.id
      WHERE p.price <> v.lo OR p.price_max <> v.hi OR p.stock_status <> v.status`);
    expect(mismatches).toBe(0);
    expect(await count(`SELECT count(*) FROM product WHERE type = 'variable' AND price IS NULL`)).toBe(0);
    expect(await count(`SELECT count(*) FROM product WHERE type = 'variable' AND price < price_max`)).toBeGreaterThan(0);
  });

  it('has several hundred reviews, mostly positive, reflected in the product ratings', async () => {
    expect(summary.reviews).toBeGreaterThanOrEqual(300);
    const ratings = await db.query<{ rating: number }>('SELECT DISTINCT rating FROM review ORDER BY 1');
    expect(ratings.map((r) => r.rating)).toEqual([1, 2, 3, 4, 5]);
    const average = (await db.query<{ a: number }>('SELECT avg(rating)::float8 AS a FROM review'))[0]?.a ?? 0;
    expect(average).toBeGreaterThan(3.6);
    expect(
      await count(`SELECT count(*) FROM product p LEFT JOIN (
          SELECT product_id, round(avg(rating)::numeric, 2) AS a, count(*) AS n FROM review WHERE status = 'approved' GROUP BY product_id
        ) r ON r.product_id = p.id
        WHERE p.average_rating <> COALESCE(r.a, 0) OR p.review_count <> COALESCE(r.n, 0)`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM review WHERE author_email !~ '^[a-z0-9.]+@example\\.(com|org|net)$'`)).toBe(0);
  });

  it('gives products readable ASCII slugs, SKUs, weights, galleries and related products', async () => {
    expect(await count(`SELECT count(*) FROM product WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' OR sku IS NULL`)).toBe(0);
    expect(await count(`SELECT count(*) FROM product WHERE NOT virtual AND (weight !~ '^[0-9]+(\\.[0-9]+)?$' OR length IS NULL)`)).toBe(0);
    expect(await count(`SELECT count(*) FROM product WHERE image_id IS NULL`)).toBe(0);
    const galleries = await db.query<{ lo: number; hi: number }>(
      'SELECT min(n)::int AS lo, max(n)::int AS hi FROM (SELECT count(*) AS n FROM product_gallery GROUP BY product_id) g',
    );
    expect(galleries[0]).toEqual({ lo: 2, hi: 5 });
    expect(await count('SELECT count(DISTINCT product_id) FROM product_gallery')).toBe(summary.products);
    expect(await count('SELECT max(n) FROM (SELECT count(*) AS n FROM product_related GROUP BY product_id) r')).toBe(5);
    // Related products share the garment category.
    expect(
      await count(`SELECT count(*) FROM product_related r WHERE NOT EXISTS (
        SELECT 1 FROM product_term a JOIN product_term b ON b.term_id = a.term_id JOIN term t ON t.id = a.term_id
        WHERE a.product_id = r.product_id AND b.product_id = r.related_id AND t.taxonomy = 'product_cat' AND t.slug NOT IN ('damen', 'herren'))`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM product_meta WHERE key = 'material'`)).toBeGreaterThan(150);
    expect(await count('SELECT count(*) FROM product WHERE featured')).toBeGreaterThanOrEqual(5);
    expect(await count(`SELECT count(*) FROM product WHERE search_text = '' OR search_text <> lower(search_text)`)).toBe(0);
    // Dates hang off the fixed anchor, never the clock.
    expect(await count(`SELECT count(*) FROM product WHERE created_at > '2026-10-01T09:00:00Z' OR modified_at < created_at`)).toBe(0);
    expect(await count(`SELECT count(*) FROM review r JOIN product p ON p.id = r.product_id WHERE r.created_at < p.created_at`)).toBe(0);
  });

  it('writes every picture as an 800×1000 WebP and the lookbook as a PDF', async () => {
    const media = await db.query<{ file_path: string; width: number; height: number; mime_type: string; alt_text: string }>(
      'SELECT file_path, width, height, mime_type, alt_text FROM media ORDER BY id',
    );
    expect(media.length).toBe(summary.media);
    for (const m of media) {
      expect(m.file_path).toMatch(/^\d{4}\/\d{2}\/[a-z0-9-]+\.webp$/);
      expect(m.alt_text.length).toBeGreaterThan(3);
      const handle = await open(path.join(uploadsDir, m.file_path));
      const header = Buffer.alloc(12);
      await handle.read(header, 0, 12, 0);
      await handle.close();
      expect(header.toString('latin1', 0, 4) + header.toString('latin1', 8, 12), m.file_path).toBe('RIFFWEBP');
    }
    const sample = media[0];
    const meta = await sharp(path.join(uploadsDir, sample?.file_path ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
    expect(media.some((m) => m.alt_text === 'Leinenkleid Marlene in Rot')).toBe(true);

    const pdf = await readFile(path.join(uploadsDir, LOOKBOOK_PATH));
    expect((await stat(path.join(uploadsDir, LOOKBOOK_PATH))).size).toBeGreaterThan(1000);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object's first byte.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('is deterministic: a second seed of a fresh database writes identical rows', async () => {
    expect(JSON.stringify(planShop())).toBe(JSON.stringify(planShop()));
    const other = await openDatabase({});
    try {
      const again = await seedShop(other, { uploadsDir });
      expect(again.imagesRendered).toBe(0);
      expect(await fingerprint(other)).toBe(await fingerprint(db));
    } finally {
      await other.close();
    }
  }, 120_000);

  it('refuses to seed a database that already has a catalogue', async () => {
    await expect(seedShop(db, { uploadsDir })).rejects.toThrow(/not empty/);
  });
});
