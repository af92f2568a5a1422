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

/** A chosen value joined to its global taxonomy and term, when it has them (alias va). */
const ATTRIBUTE_VALUE_COLUMNS = 'va.name, va.value, at.label, t.id AS term_id, t.name AS term_name';
const ATTRIBUTE_VALUE_JOINS = `LEFT JOIN attribute_taxonomy at ON at.taxonomy = va.name
  LEFT JOIN term t ON t.taxonomy = va.name AND t.slug = va.value`;

/**
 * The statements behind the loaders, each a function of an SQL expression for the int[] of
 * owner ids: `$1::int[]` when a loader batches a page's ids, a subquery when the product
 * page reads everything of one product in one statement (see product-details.ts).
 */
export const CATALOG_SQL = {
  productById: (ids: string) => `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.id = ANY(${ids})`,
  mediaById: (ids: string) => `SELECT * FROM media WHERE id = ANY(${ids})`,
  termsByProduct: (ids: string) =>
    `SELECT pt.product_id AS owner_id, t.* FROM product_term pt JOIN term t ON t.id = pt.term_id
     WHERE pt.product_id = ANY(${ids}) ORDER BY t.menu_order, t.name`,
  variationsByProduct: (ids: string) =>
    `SELECT v.product_id AS owner_id, ${VARIATION_COLUMNS} FROM product_variation v
     WHERE v.product_id = ANY(${ids}) AND v.status = 'publish' ORDER BY v.menu_order, v.id`,
  variationAttributes: (ids: string) =>
    `SELECT va.variation_id AS owner_id, ${ATTRIBUTE_VALUE_COLUMNS} FROM variation_attribute va ${ATTRIBUTE_VALUE_JOINS}
     WHERE va.variation_id = ANY(${ids}) ORDER BY va.name`,
  attributesByProduct: (ids: string) =>
    `SELECT pa.product_id AS owner_id, pa.*, COALESCE(at.id, 0) AS taxonomy_id, COALESCE(at.label, pa.name) AS label
     FROM product_attribute pa LEFT JOIN attribute_taxonomy at ON at.taxonomy = pa.taxonomy
     WHERE pa.product_id = ANY(${ids}) ORDER BY pa.position`,
  defaultAttributesByProduct: (ids: string) =>
    `SELECT va.product_id AS owner_id, ${ATTRIBUTE_VALUE_COLUMNS} FROM product_default_attribute va ${ATTRIBUTE_VALUE_JOINS}
     WHERE va.product_id = ANY(${ids}) ORDER BY va.name`,
  galleryByProduct: (ids: string) =>
    `SELECT g.product_id AS owner_id, m.* FROM product_gallery g JOIN media m ON m.id = g.media_id
     WHERE g.product_id = ANY(${ids}) ORDER BY g.position`,
  relatedByProduct: (ids: string) =>
    `SELECT r.product_id AS owner_id, ${PRODUCT_COLUMNS} FROM product_related r JOIN product p ON p.id = r.related_id
     WHERE r.product_id = ANY(${ids}) AND p.status = 'publish' ORDER BY r.position`,
  reviewsByProduct: (ids: string) =>
    `SELECT product_id AS owner_id, * FROM review WHERE product_id = ANY(${ids}) AND status = 'approved'
     ORDER BY created_at DESC, id DESC`,
  metaByProduct: (ids: string) => `SELECT product_id AS owner_id, * FROM product_meta WHERE product_id = ANY(${ids}) ORDER BY id`,
  downloadsByProduct: (ids: string) =>
    `SELECT product_id AS owner_id, * FROM product_download WHERE product_id = ANY(${ids}) ORDER BY name`,
};

/** Timestamp columns per statement, revived from JSON text (see queryJsonRows). */
export const CATALOG_DATE_FIELDS = {
  product: PRODUCT_DATE_FIELDS,
  media: ['created_at'],
  variation: ['created_at'],
  review: ['created_at'],
} as const;

/** Rows grouped by their owner_id, in the order given, for loaders and for priming them. */
export function groupByOwner<Row extends { owner_id: number }>(rows: Row[]): Map<number, Row[]> {
  const byOwner = new Map<number, Row[]>();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id);
    if (list) list.push(row);
    else byOwner.set(row.owner_id, [row]);
  }
  return byOwner;
}

/**
 * Per-request batching: every product on a page asks for its image, terms, variations …, and
 * each of those becomes one query for the whole page instead of one per product.
 */
export function createCatalogLoaders(db: Queryable) {
  const BATCH = '$1::int[]';
  /** Rows grouped by an owner column; rows travel as JSON, `dates` names their timestamp columns. */
  const grouped = <Row extends { owner_id: number }>(sql: (ids: string) => string, dates: readonly string[] = []) =>
    new DataLoader<number, Row[]>(async (ids) => {
      const byOwner = groupByOwner(await queryJsonRows<Row>(db, sql(BATCH), [ids as number[]], dates));
      return ids.map((id) => byOwner.get(id) ?? []);
    });
  /** One row per id (or null). */
  const single = <Row extends { id: number }>(sql: (ids: string) => string, dates: readonly string[] = []) =>
    new DataLoader<number, Row | null>(async (ids) => {
      const rows = await queryJsonRows<Row>(db, sql(BATCH), [ids as number[]], dates);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });

  return {
    productById: single<ProductRow>(CATALOG_SQL.productById, CATALOG_DATE_FIELDS.product),
    mediaById: single<MediaRow>(CATALOG_SQL.mediaById, CATALOG_DATE_FIELDS.media),
    termsByProduct: grouped<TermRow & { owner_id: number }>(CATALOG_SQL.termsByProduct),
    variationsByProduct: grouped<VariationRow & { owner_id: number }>(
      CATALOG_SQL.variationsByProduct,
      CATALOG_DATE_FIELDS.variation,
    ),
    variationAttributes: grouped<AttributeValueRow>(CATALOG_SQL.variationAttributes),
    attributesByProduct: grouped<ProductAttributeRow & { owner_id: number }>(CATALOG_SQL.attributesByProduct),
    defaultAttributesByProduct: grouped<AttributeValueRow>(CATALOG_SQL.defaultAttributesByProduct),
    galleryByProduct: grouped<MediaRow & { owner_id: number }>(CATALOG_SQL.galleryByProduct, CATALOG_DATE_FIELDS.media),
    relatedByProduct: grouped<ProductRow & { owner_id: number }>(CATALOG_SQL.relatedByProduct, CATALOG_DATE_FIELDS.product),
    reviewsByProduct: grouped<ReviewRow & { owner_id: number }>(CATALOG_SQL.reviewsByProduct, CATALOG_DATE_FIELDS.review),
    metaByProduct: grouped<MetaRow & { owner_id: number }>(CATALOG_SQL.metaByProduct),
    downloadsByProduct: grouped<DownloadRow & { owner_id: number }>(CATALOG_SQL.downloadsByProduct),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
