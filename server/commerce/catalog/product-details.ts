import { createHash } from 'node:crypto';
import type { Queryable } from '../../db';
import { reviveDates } from '../../db/json-rows';
import { CATALOG_DATE_FIELDS, CATALOG_SQL, groupByOwner, type CatalogLoaders } from './loaders';
import {
  PRODUCT_COLUMNS,
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

/** The rows around a product that a product page may show, each read by one loader. */
export type ProductPart =
  | 'image'
  | 'terms'
  | 'attributes'
  | 'defaultAttributes'
  | 'variations'
  | 'gallery'
  | 'related'
  | 'reviews'
  | 'meta'
  | 'downloads';

/** Which parts a selected product field reads (fields not listed read only the product row). */
const PARTS_BY_FIELD: Record<string, ProductPart> = {
  image: 'image',
  galleryImages: 'gallery',
  productCategories: 'terms',
  productTags: 'terms',
  allPaColor: 'terms',
  allPaSize: 'terms',
  terms: 'terms',
  attributes: 'attributes',
  globalAttributes: 'attributes',
  localAttributes: 'attributes',
  defaultAttributes: 'defaultAttributes',
  variations: 'variations',
  related: 'related',
  reviews: 'reviews',
  metaData: 'meta',
  downloads: 'downloads',
};

export function productParts(selectedFields: Iterable<string>): Set<ProductPart> {
  const parts = new Set<ProductPart>();
  for (const field of selectedFields) {
    const part = PARTS_BY_FIELD[field];
    if (part) parts.add(part);
  }
  return parts;
}

// ARRAY(…), not a bare subquery: `= ANY((SELECT …))` would compare with each row, not the array.
const OWNER = 'ARRAY(SELECT id FROM target)';
const VARIATION_IDS = `ARRAY(SELECT v.id FROM product_variation v WHERE v.product_id = ANY(${OWNER}) AND v.status = 'publish')`;

/** Each part's rows as one JSON array column; `variations` also brings their chosen attributes. */
const PART_COLUMNS: Record<Exclude<ProductPart, 'image'>, Record<string, string>> = {
  terms: { terms: CATALOG_SQL.termsByProduct(OWNER) },
  attributes: { attributes: CATALOG_SQL.attributesByProduct(OWNER) },
  defaultAttributes: { default_attributes: CATALOG_SQL.defaultAttributesByProduct(OWNER) },
  variations: {
    variations: CATALOG_SQL.variationsByProduct(OWNER),
    variation_attributes: CATALOG_SQL.variationAttributes(VARIATION_IDS),
  },
  gallery: { gallery: CATALOG_SQL.galleryByProduct(OWNER) },
  related: { related: CATALOG_SQL.relatedByProduct(OWNER) },
  reviews: { reviews: CATALOG_SQL.reviewsByProduct(OWNER) },
  meta: { meta: CATALOG_SQL.metaByProduct(OWNER) },
  downloads: { downloads: CATALOG_SQL.downloadsByProduct(OWNER) },
};

/** Images shown beside the product's own: its variations' and its related products'. */
function mediaIds(parts: Set<ProductPart>): string {
  const sources = ['SELECT image_id FROM target'];
  if (parts.has('variations')) {
    sources.push(`SELECT v.image_id FROM product_variation v WHERE v.id = ANY(${VARIATION_IDS})`);
  }
  if (parts.has('related')) {
    sources.push(`SELECT p.image_id FROM product_related r JOIN product p ON p.id = r.related_id WHERE r.product_id = ANY(${OWNER})`);
  }
  return `ARRAY(SELECT image_id FROM (${sources.join(' UNION ')}) i WHERE image_id IS NOT NULL)`;
}

interface DetailRows {
  product: ProductRow | null;
  media?: MediaRow[];
  terms?: (TermRow & { owner_id: number })[];
  attributes?: (ProductAttributeRow & { owner_id: number })[];
  default_attributes?: AttributeValueRow[];
  variations?: (VariationRow & { owner_id: number })[];
  variation_attributes?: AttributeValueRow[];
  gallery?: (MediaRow & { owner_id: number })[];
  related?: (ProductRow & { owner_id: number })[];
  reviews?: (ReviewRow & { owner_id: number })[];
  meta?: (MetaRow & { owner_id: number })[];
  downloads?: (DownloadRow & { owner_id: number })[];
}

/**
 * One product (the first row `condition` selects, with `value` as $1) and the parts of it the
 * query will ask for, in a single statement whose results prime the request's loaders. A
 * product page then costs one round trip into the database instead of about ten.
 */
export async function readProductWithParts(
  db: Queryable,
  loaders: CatalogLoaders,
  condition: string,
  value: string | number,
  parts: Set<ProductPart>,
): Promise<ProductRow | null> {
  const { name, sql } = detailsStatement(condition, parts);
  const [row] = await db.queryPrepared<{ details: string }>(name, sql, [value]);
  const details = JSON.parse(row?.details ?? '{"product":null}') as DetailRows;
  if (!details.product) return null;
  const product = reviveDates<ProductRow>(details.product as unknown as Record<string, unknown>, CATALOG_DATE_FIELDS.product);
  primeLoaders(loaders, product, details, parts);
  return product;
}

/** One statement per lookup condition and set of parts, built (and named) once. */
const statements = new Map<string, { name: string; sql: string }>();

function detailsStatement(condition: string, parts: Set<ProductPart>): { name: string; sql: string } {
  const key = `${condition}\u0000${[...parts].sort().join(',')}`;
  let statement = statements.get(key);
  if (!statement) {
    const columns: Record<string, string> = {};
    if (parts.has('image') || parts.has('variations') || parts.has('related')) columns.media = CATALOG_SQL.mediaById(mediaIds(parts));
    for (const part of parts) if (part !== 'image') Object.assign(columns, PART_COLUMNS[part]);
    const sql = `WITH target AS (SELECT ${PRODUCT_COLUMNS} FROM product p WHERE ${condition} LIMIT 1)
     SELECT json_build_object(
       'product', (SELECT to_json(t) FROM target t)
       ${Object.entries(columns)
         .map(([column, columnSql]) => `, '${column}', (SELECT COALESCE(json_agg(x), '[]') FROM (${columnSql}) x)`)
         .join('\n       ')}
     )::text AS details`;
    // Planning this statement costs more than running it, so each shape is prepared once.
    statement = { name: `product_details_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`, sql };
    statements.set(key, statement);
  }
  return statement;
}

function primeLoaders(loaders: CatalogLoaders, product: ProductRow, details: DetailRows, parts: Set<ProductPart>): void {
  const id = product.id;
  const revive = <Row extends object>(rows: Row[] | undefined, dates: readonly string[]): Row[] =>
    (rows ?? []).map((row) => reviveDates<Row>(row as Record<string, unknown>, dates));
  loaders.productById.prime(id, product);
  for (const media of revive(details.media, CATALOG_DATE_FIELDS.media)) loaders.mediaById.prime(media.id, media);
  if (parts.has('terms')) loaders.termsByProduct.prime(id, details.terms ?? []);
  if (parts.has('attributes')) loaders.attributesByProduct.prime(id, details.attributes ?? []);
  if (parts.has('defaultAttributes')) loaders.defaultAttributesByProduct.prime(id, details.default_attributes ?? []);
  if (parts.has('gallery')) loaders.galleryByProduct.prime(id, revive(details.gallery, CATALOG_DATE_FIELDS.media));
  if (parts.has('reviews')) loaders.reviewsByProduct.prime(id, revive(details.reviews, CATALOG_DATE_FIELDS.review));
  if (parts.has('meta')) loaders.metaByProduct.prime(id, details.meta ?? []);
  if (parts.has('downloads')) loaders.downloadsByProduct.prime(id, details.downloads ?? []);
  if (parts.has('related')) loaders.relatedByProduct.prime(id, revive(details.related, CATALOG_DATE_FIELDS.product));
  if (parts.has('variations')) {
    const variations = revive(details.variations, CATALOG_DATE_FIELDS.variation);
    loaders.variationsByProduct.prime(id, variations);
    const attributesByVariation = groupByOwner(details.variation_attributes ?? []);
    for (const variation of variations) {
      loaders.variationAttributes.prime(variation.id, attributesByVariation.get(variation.id) ?? []);
    }
  }
}
