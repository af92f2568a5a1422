import type { Queryable, SqlParam } from '../db/database';
import type { ShopPlan } from './model';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './silhouettes';
import { insertRows } from './sql';

export interface WriteCounts {
  products: number;
  variations: number;
  media: number;
  terms: number;
  reviews: number;
  downloads: number;
}

function lookup(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed plan refers to unknown ${what} ${key}`);
  return id;
}

const PRODUCT_COLUMNS = [
  'type', 'slug', 'name', 'sku', 'status', 'catalog_visibility', 'featured', 'description', 'short_description',
  'created_at', 'modified_at', 'menu_order', 'regular_price', 'sale_price', 'price', 'price_max', 'manage_stock',
  'stock_quantity', 'stock_status', 'backorders', 'low_stock_amount', 'virtual', 'downloadable', 'download_limit',
  'download_expiry', 'weight', 'length', 'width', 'height', 'external_url', 'button_text', 'image_id', 'total_sales',
  'purchase_note',
];

const VARIATION_COLUMNS = [
  'product_id', 'sku', 'menu_order', 'created_at', 'regular_price', 'sale_price', 'price', 'manage_stock',
  'stock_quantity', 'stock_status', 'backorders', 'low_stock_amount', 'virtual', 'weight', 'length', 'width', 'height',
  'image_id', 'total_sales',
];

/**
 * Writes a plan into empty catalogue tables. Rows are inserted table by table in bulk; natural
 * keys in the plan (file paths, slugs, SKUs) become ids through each INSERT's RETURNING.
 */
export async function writePlan(db: Queryable, plan: ShopPlan): Promise<WriteCounts> {
  await insertRows(db, 'attribute_taxonomy', ['taxonomy', 'label'], plan.attributeTaxonomies.map((a) => [a.taxonomy, a.label]));

  const mediaRows = await insertRows<{ id: number; file_path: string }>(
    db,
    'media',
    ['file_path', 'mime_type', 'width', 'height', 'title', 'alt_text', 'created_at'],
    plan.media.map((m) => [m.filePath, 'image/webp', IMAGE_WIDTH, IMAGE_HEIGHT, m.title, m.altText, m.createdAt]),
    'id, file_path',
  );
  const mediaIds = new Map(mediaRows.map((r) => [r.file_path, r.id]));
  const mediaId = (path: string | null): number | null => (path === null ? null : lookup(mediaIds, path, 'image'));

  const termRows = await insertRows<{ id: number; taxonomy: string; slug: string }>(
    db,
    'term',
    ['taxonomy', 'slug', 'name', 'description', 'menu_order', 'image_id', 'swatch'],
    plan.terms.map((t) => [t.taxonomy, t.slug, t.name, t.description, t.menuOrder, mediaId(t.imagePath), t.swatch]),
    'id, taxonomy, slug',
  );
  const termIds = new Map(termRows.map((r) => [`${r.taxonomy}:${r.slug}`, r.id]));

  const productRows = await insertRows<{ id: number; slug: string }>(
    db,
    'product',
    PRODUCT_COLUMNS,
    plan.products.map((p) => [
      p.type, p.slug, p.name, p.sku, p.status, p.visibility, p.featured, p.description, p.shortDescription,
      p.createdAt, p.modifiedAt, p.menuOrder, p.regularPrice, p.salePrice, p.price, p.price, p.stock.manageStock,
      p.stock.quantity, p.stock.status, p.stock.backorders, p.stock.lowStockAmount, p.virtual, p.downloadable,
      p.downloadLimit, p.downloadExpiry, p.weight, p.length, p.width, p.height, p.externalUrl, p.buttonText,
      mediaId(p.imagePath), p.totalSales, p.purchaseNote,
    ]),
    'id, slug',
  );
  const productIds = new Map(productRows.map((r) => [r.slug, r.id]));
  const withId = plan.products.map((p) => ({ p, id: lookup(productIds, p.slug, 'product') }));

  const variationRows = await insertRows<{ id: number; sku: string }>(
    db,
    'product_variation',
    VARIATION_COLUMNS,
    withId.flatMap(({ p, id }) =>
      p.variations.map((v) => [
        id, v.sku, v.menuOrder, v.createdAt, v.regularPrice, v.salePrice, v.price, v.stock.manageStock,
        v.stock.quantity, v.stock.status, v.stock.backorders, v.stock.lowStockAmount, false, v.weight, v.length,
        v.width, v.height, mediaId(v.imagePath), v.totalSales,
      ]),
    ),
    'id, sku',
  );
  const variationIds = new Map(variationRows.map((r) => [r.sku, r.id]));

  const variationId = (sku: string): number => lookup(variationIds, sku, 'variation');
  const children: [table: string, columns: string[], rows: SqlParam[][]][] = [
    ['variation_attribute', ['variation_id', 'name', 'value'],
      withId.flatMap(({ p }) => p.variations.flatMap((v) => v.attributes.map(([name, value]) => [variationId(v.sku), name, value])))],
    ['product_attribute', ['product_id', 'position', 'taxonomy', 'name', 'options', 'visible', 'is_variation'],
      withId.flatMap(({ p, id }) => p.attributes.map((a, i) => [id, i, a.taxonomy, a.name, a.options, a.visible, a.isVariation]))],
    ['product_default_attribute', ['product_id', 'name', 'value'],
      withId.flatMap(({ p, id }) => p.defaults.map(([name, value]) => [id, name, value]))],
    ['product_term', ['product_id', 'term_id'],
      withId.flatMap(({ p, id }) => p.terms.map((t) => [id, lookup(termIds, `${t.taxonomy}:${t.slug}`, 'term')]))],
    ['product_gallery', ['product_id', 'position', 'media_id'],
      withId.flatMap(({ p, id }) => p.gallery.map((path, i) => [id, i, lookup(mediaIds, path, 'image')]))],
    ['product_related', ['product_id', 'position', 'related_id'],
      withId.flatMap(({ p, id }) => p.related.map((slug, i) => [id, i, lookup(productIds, slug, 'product')]))],
    ['product_download', ['id', 'product_id', 'name', 'file_path'],
      withId.flatMap(({ p, id }) => p.downloads.map((d) => [d.id, id, d.name, d.filePath]))],
    ['product_meta', ['product_id', 'key', 'value'],
      withId.flatMap(({ p, id }) => p.meta.map(([key, value]) => [id, key, value]))],
    ['review', ['product_id', 'author_name', 'author_email', 'content', 'rating', 'status', 'created_at'],
      withId.flatMap(({ p, id }) => p.reviews.map((r) => [id, r.authorName, r.authorEmail, r.content, r.rating, r.status, r.createdAt]))],
  ];
  for (const [table, columns, rows] of children) await insertRows(db, table, columns, rows);

  return {
    products: productRows.length,
    variations: variationRows.length,
    media: mediaRows.length,
    terms: termRows.length,
    reviews: withId.reduce((n, { p }) => n + p.reviews.length, 0),
    downloads: withId.reduce((n, { p }) => n + p.downloads.length, 0),
  };
}
