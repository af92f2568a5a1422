import DataLoader from 'dataloader';
import type { Queryable } from '../../db';
import { queryJsonRows } from '../../db/json-rows';
import {
  PRODUCT_COLUMNS,
  PRODUCT_DATE_FIELDS,
  VARIATION_COLUMNS,
  type AttributeValueRow,
  type DownloadRow,
  type MediaRow,
  type MetaRow,
  type ProductAttributeRow,
  type ProductRow,
  type ReviewRow,
  type TermRow,
  type VariationRow,
} from './rows';

/** The sorted prices of one variable product's published variations, in cents. */
export interface VariationPricesRow {
  owner_id: number;
  prices: number[];
  regular_prices: number[];
  /** Only prices of variations that are really on sale (below their regular price). */
  sale_prices: number[];
}

/** Aggregates over a product's published variations, shared with the product list query. */
export const VARIATION_PRICE_AGGREGATES = `
  COALESCE(array_agg(price ORDER BY price) FILTER (WHERE price IS NOT NULL), '{}') AS prices,
  COALESCE(array_agg(regular_price ORDER BY regular_price) FILTER (WHERE regular_price IS NOT NULL), '{}') AS regular_prices,
  COALESCE(array_agg(sale_price ORDER BY sale_price)
    FILTER (WHERE sale_price IS NOT NULL AND sale_price < regular_price), '{}') AS sale_prices`;

/** A chosen value joined to its global taxonomy and term, when it has them (alias va). */
const ATTRIBUTE_VALUE_COLUMNS = 'va.name, va.value, at.label, t.id AS term_id, t.name AS term_name';
const ATTRIBUTE_VALUE_JOINS = `LEFT JOIN attribute_taxonomy at ON at.taxonomy = va.name
  LEFT JOIN term t ON t.taxonomy = va.name AND t.slug = va.value`;

/**
 * Per-request batching: every product on a page asks for its image, terms, variations …, and
 * each of those becomes one query for the whole page instead of one per product.
 */
export function createCatalogLoaders(db: Queryable) {
  /**
   * Rows grouped by an owner column; `sql` selects rows whose `owner_id` is in $1. Rows travel
   * as JSON (see queryJsonRows); `dates` names their timestamp columns.
   */
  const grouped = <Row extends { owner_id: number }>(sql: string, dates: readonly string[] = []) =>
    new DataLoader<number, Row[]>(async (ids) => {
      const rows = await queryJsonRows<Row>(db, sql, [ids as number[]], dates);
      const byOwner = new Map<number, Row[]>();
      for (const row of rows) {
        const list = byOwner.get(row.owner_id);
        if (list) list.push(row);
        else byOwner.set(row.owner_id, [row]);
      }
      return ids.map((id) => byOwner.get(id) ?? []);
    });
  /** One row per id (or null); `sql` selects rows whose `id` is in $1. */
  const single = <Row extends { id: number }>(sql: string, dates: readonly string[] = []) =>
    new DataLoader<number, Row | null>(async (ids) => {
      const rows = await queryJsonRows<Row>(db, sql, [ids as number[]], dates);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });

  return {
    productById: single<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.id = ANY($1::int[])`, PRODUCT_DATE_FIELDS),
    mediaById: single<MediaRow>('SELECT * FROM media WHERE id = ANY($1::int[])', ['created_at']),
    termsByProduct: grouped<TermRow & { owner_id: number }>(
      `SELECT pt.product_id AS owner_id, t.* FROM product_term pt JOIN term t ON t.id = pt.term_id
       WHERE pt.product_id = ANY($1::int[]) ORDER BY t.menu_order, t.name`,
    ),
    variationsByProduct: grouped<VariationRow & { owner_id: number }>(
      `SELECT v.product_id AS owner_id, ${VARIATION_COLUMNS} FROM product_variation v
       WHERE v.product_id = ANY($1::int[]) AND v.status = 'publish' ORDER BY v.menu_order, v.id`,
      ['created_at'],
    ),
    /**
     * What product lists need of variations — their prices — aggregated to one row per
     * product, instead of every variation row with all its columns.
     */
    variationPricesByProduct: grouped<VariationPricesRow>(
      `SELECT product_id AS owner_id, ${VARIATION_PRICE_AGGREGATES}
       FROM product_variation WHERE product_id = ANY($1::int[]) AND status = 'publish' GROUP BY product_id`,
    ),
    variationAttributes: grouped<AttributeValueRow>(
      `SELECT va.variation_id AS owner_id, ${ATTRIBUTE_VALUE_COLUMNS} FROM variation_attribute va ${ATTRIBUTE_VALUE_JOINS}
       WHERE va.variation_id = ANY($1::int[]) ORDER BY va.name`,
    ),
    attributesByProduct: grouped<ProductAttributeRow & { owner_id: number }>(
      `SELECT pa.product_id AS owner_id, pa.*, COALESCE(at.id, 0) AS taxonomy_id, COALESCE(at.label, pa.name) AS label
       FROM product_attribute pa LEFT JOIN attribute_taxonomy at ON at.taxonomy = pa.taxonomy
       WHERE pa.product_id = ANY($1::int[]) ORDER BY pa.position`,
    ),
    defaultAttributesByProduct: grouped<AttributeValueRow>(
      `SELECT va.product_id AS owner_id, ${ATTRIBUTE_VALUE_COLUMNS} FROM product_default_attribute va ${ATTRIBUTE_VALUE_JOINS}
       WHERE va.product_id = ANY($1::int[]) ORDER BY va.name`,
    ),
    galleryByProduct: grouped<MediaRow & { owner_id: number }>(
      `SELECT g.product_id AS owner_id, m.* FROM product_gallery g JOIN media m ON m.id = g.media_id
       WHERE g.product_id = ANY($1::int[]) ORDER BY g.position`,
      ['created_at'],
    ),
    relatedByProduct: grouped<ProductRow & { owner_id: number }>(
      `SELECT r.product_id AS owner_id, ${PRODUCT_COLUMNS} FROM product_related r JOIN product p ON p.id = r.related_id
       WHERE r.product_id = ANY($1::int[]) AND p.status = 'publish' ORDER BY r.position`,
      PRODUCT_DATE_FIELDS,
    ),
    reviewsByProduct: grouped<ReviewRow & { owner_id: number }>(
      `SELECT product_id AS owner_id, * FROM review WHERE product_id = ANY($1::int[]) AND status = 'approved'
       ORDER BY created_at DESC, id DESC`,
      ['created_at'],
    ),
    metaByProduct: grouped<MetaRow & { owner_id: number }>(
      `SELECT product_id AS owner_id, * FROM product_meta WHERE product_id = ANY($1::int[]) ORDER BY id`,
    ),
    downloadsByProduct: grouped<DownloadRow & { owner_id: number }>(
      `SELECT product_id AS owner_id, * FROM product_download WHERE product_id = ANY($1::int[]) ORDER BY name`,
    ),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
