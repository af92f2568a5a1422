import type { Queryable } from '../../db/database';
import { characterReference } from '../../text/character-reference';

/**
 * Columns of `product` that are derived from other rows. They are stored rather than computed per
 * request so that listing, filtering and sorting stay single-table queries. Call these after any
 * catalogue write (the seed does, and so does the backend after edits, orders and reviews).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Search text as both the index and the queries are normalised: lower-case, HTML tags and common
 * entities removed, diacritics folded (ä → a, é → e), ß → ss, whitespace collapsed.
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') ? characterReference(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `AND <column> = ANY($1)` when the refresh is limited to some products. */
function scope(column: string, productIds: readonly number[] | undefined): { where: string; params: number[][] } {
  return productIds ? { where: `AND ${column} = ANY($1::int[])`, params: [[...productIds]] } : { where: '', params: [] };
}

/** Every price of a variable product's published variations (alias pv), sorted, as three arrays. */
const VARIATION_PRICE_ARRAYS = `
  COALESCE(array_agg(pv.price ORDER BY pv.price) FILTER (WHERE pv.price IS NOT NULL), '{}') AS prices,
  COALESCE(array_agg(pv.regular_price ORDER BY pv.regular_price) FILTER (WHERE pv.regular_price IS NOT NULL), '{}') AS regular_prices,
  COALESCE(array_agg(pv.sale_price ORDER BY pv.sale_price)
    FILTER (WHERE pv.sale_price IS NOT NULL AND pv.sale_price < pv.regular_price), '{}') AS sale_prices`;

async function refreshVariablePrices(db: Queryable, productIds?: readonly number[]): Promise<void> {
  const { where, params } = scope('p.id', productIds);
  const inner = scope('q.id', productIds).where;
  // A variable product shows the cheapest active variation price and the range up to the dearest
  // (lists format the range from the stored price arrays);
  // it is in stock when any variation is, else on backorder when any is, else out of stock
  // (also when it has no published variation at all).
  await db.query(
    `UPDATE product p SET
       price = v.min_price,
       price_max = v.max_price,
       regular_price = v.min_regular,
       sale_price = v.min_sale,
       stock_status = v.stock_status,
       variation_prices = v.prices,
       variation_regular_prices = v.regular_prices,
       variation_sale_prices = v.sale_prices
     FROM (
       SELECT q.id AS product_id,
              min(pv.price) AS min_price,
              max(pv.price) AS max_price,
              min(pv.regular_price) AS min_regular,
              min(pv.sale_price) FILTER (WHERE pv.sale_price < pv.regular_price) AS min_sale,
              ${VARIATION_PRICE_ARRAYS},
              CASE WHEN bool_or(pv.stock_status = 'instock') THEN 'instock'
                   WHEN bool_or(pv.stock_status = 'onbackorder') THEN 'onbackorder'
                   ELSE 'outofstock' END AS stock_status
       FROM product q
       LEFT JOIN product_variation pv ON pv.product_id = q.id AND pv.status = 'publish'
       WHERE q.type = 'variable' ${inner}
       GROUP BY q.id
     ) v
     WHERE p.id = v.product_id AND p.type = 'variable' ${where}`,
    params,
  );
  // Non-variable products have a single price, so the top of their range is that price.
  await db.query(
    `UPDATE product p SET price_max = p.price
     WHERE p.type <> 'variable' AND p.price_max IS DISTINCT FROM p.price ${where}`,
    params,
  );
}

export async function refreshRatings(db: Queryable, productIds?: readonly number[]): Promise<void> {
  const { where, params } = scope('q.id', productIds);
  // Only rows whose figures change are written: most products keep theirs on a partial refresh.
  await db.query(
    `UPDATE product p SET average_rating = s.average, review_count = s.total
     FROM (
       SELECT q.id,
              COALESCE(round(avg(r.rating)::numeric, 2), 0) AS average,
              count(r.id)::int AS total
       FROM product q
       LEFT JOIN review r ON r.product_id = q.id AND r.status = 'approved'
       WHERE true ${where}
       GROUP BY q.id
     ) s
     WHERE p.id = s.id AND (p.average_rating <> s.average OR p.review_count <> s.total)`,
    params,
  );
}

interface SearchSource {
  id: number;
  name: string;
  sku: string | null;
  short_description: string;
  description: string;
  extra: string | null;
}

async function refreshSearchText(db: Queryable, productIds?: readonly number[]): Promise<void> {
  const { where, params } = scope('p.id', productIds);
  const inner = scope('pt.product_id', productIds).where;
  const rows = await db.query<SearchSource>(
    `SELECT p.id, p.name, p.sku, p.short_description, p.description, x.extra
     FROM product p
     LEFT JOIN (
       SELECT pt.product_id, string_agg(t.name, ' ' ORDER BY t.taxonomy, t.menu_order, t.id) AS extra
       FROM product_term pt JOIN term t ON t.id = pt.term_id
       WHERE t.taxonomy IN ('product_cat', 'pa_color') ${inner}
       GROUP BY pt.product_id
     ) x ON x.product_id = p.id
     WHERE true ${where}
     ORDER BY p.id`,
    params,
  );
  const CHUNK = 1000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const texts = chunk.map((r) =>
      normalizeSearchText([r.name, r.sku ?? '', r.short_description, r.description, r.extra ?? ''].join(' ')),
    );
    await db.query(
      `UPDATE product p SET search_text = s.text
       FROM unnest($1::int[], $2::text[]) AS s(id, text)
       WHERE p.id = s.id AND p.search_text IS DISTINCT FROM s.text`,
      [chunk.map((r) => r.id), texts],
    );
  }
}

/**
 * Recomputes derived product columns — variable prices and stock, ratings, search text — for
 * the given products, or for all when none are given.
 */
export async function refreshDerivedCatalog(db: Queryable, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await refreshVariablePrices(db, productIds);
  await refreshRatings(db, productIds);
  await refreshSearchText(db, productIds);
}

/** term.count = published products in the term that are not hidden from the catalogue. */
export async function refreshTermCounts(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE term t SET count = c.total
     FROM (
       SELECT t2.id, count(p.id)::int AS total
       FROM term t2
       LEFT JOIN product_term pt ON pt.term_id = t2.id
       LEFT JOIN product p ON p.id = pt.product_id AND p.status = 'publish' AND p.catalog_visibility <> 'hidden'
       GROUP BY t2.id
     ) c
     WHERE t.id = c.id AND t.count <> c.total`,
  );
}
