import type { Queryable } from '@/server/db';

/** Seeded products with the properties a cart test needs, found by what they are rather than by name. */
export async function pickProducts(db: Queryable) {
  const one = async <Row extends object>(sql: string): Promise<Row> => {
    const [row] = await db.query<Row>(sql);
    if (!row) throw new Error(`no seeded product for: ${sql}`);
    return row;
  };
  // The first with 20 or more in stock. On the shared Postgres database (npm run test:integration
  // with DATABASE_URL) every file's orders take from the same stock: when a long run has bought
  // them all below 20, the one with most left is restocked to 50 rather than the run failing.
  const candidate = await one<{ id: number; name: string; price: number; stock: number }>(
    `SELECT id, name, price, stock_quantity AS stock FROM product
     WHERE type = 'simple' AND status = 'publish' AND manage_stock AND NOT virtual AND backorders = 'no'
       AND price = regular_price AND price BETWEEN 1000 AND 4000
     ORDER BY stock_quantity >= 20 DESC, CASE WHEN stock_quantity >= 20 THEN id END, stock_quantity DESC, id LIMIT 1`,
  );
  const simple =
    candidate.stock >= 20
      ? candidate
      : await one<{ id: number; name: string; price: number; stock: number }>(
          `UPDATE product SET stock_quantity = 50, stock_status = 'instock' WHERE id = ${Number(candidate.id)}
           RETURNING id, name, price, stock_quantity AS stock`,
        );
  const variable = await one<{ id: number; name: string; variation_id: number; color: string; size: string; other_variation_id: number }>(
    `SELECT p.id, p.name, v.id AS variation_id, c.value AS color, s.value AS size,
       (SELECT ov.id FROM product_variation ov WHERE ov.product_id <> p.id ORDER BY ov.id LIMIT 1) AS other_variation_id
     FROM product p JOIN product_variation v ON v.product_id = p.id AND v.status = 'publish'
     JOIN variation_attribute c ON c.variation_id = v.id AND c.name = 'pa_color'
     JOIN variation_attribute s ON s.variation_id = v.id AND s.name = 'pa_size'
     WHERE p.type = 'variable' AND p.status = 'publish' AND v.price IS NOT NULL AND v.stock_status = 'instock'
       AND (NOT v.manage_stock OR v.stock_quantity >= 5) ORDER BY p.id, v.id LIMIT 1`,
  );
  const voucher = await one<{ id: number; price: number }>(`SELECT id, price FROM product WHERE slug = 'geschenkgutschein'`);
  const outOfStock = await one<{ id: number; name: string }>(
    `SELECT id, name FROM product WHERE type = 'simple' AND status = 'publish' AND stock_status = 'outofstock' ORDER BY id LIMIT 1`,
  );
  const external = await one<{ id: number }>(`SELECT id FROM product WHERE type = 'external' AND status = 'publish' ORDER BY id LIMIT 1`);
  // The seeded downloadable product (virtual, one PDF).
  const lookbook = await one<{ id: number }>(`SELECT id FROM product WHERE slug = 'lookbook-herbst-winter-2026'`);
  return { simple, variable, voucher, outOfStock, external, lookbook };
}
