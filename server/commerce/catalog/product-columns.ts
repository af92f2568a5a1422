import { PRODUCT_COLUMN_NAMES, type ProductColumn } from './rows';

/**
 * The product columns each product field's resolver reads from its row. A product list asks
 * the database only for the columns its selected fields need: copying whole rows (descriptions
 * and all) out of PGlite's WebAssembly memory cost more than finding them. Fields not listed
 * here — and any a resolver might add later — fall back to the whole row, so a missing entry
 * costs speed, never correctness. Fields answered from other tables (loaders keyed by id) need
 * no column.
 */
const COLUMNS_BY_FIELD: Record<string, readonly ProductColumn[]> = {
  __typename: [],
  id: [],
  databaseId: [],
  type: [],
  slug: ['slug'],
  uri: ['slug'],
  name: ['name'],
  sku: ['sku'],
  date: ['created_at'],
  modified: ['modified_at'],
  dateOnSaleFrom: ['date_on_sale_from'],
  dateOnSaleTo: ['date_on_sale_to'],
  catalogVisibility: ['catalog_visibility'],
  featured: ['featured'],
  status: ['status'],
  description: ['description'],
  shortDescription: ['short_description'],
  image: ['image_id'],
  onSale: ['sale_price', 'regular_price', 'variation_sale_prices'],
  price: ['price', 'variation_prices'],
  regularPrice: ['regular_price', 'variation_regular_prices'],
  salePrice: ['sale_price', 'variation_sale_prices'],
  averageRating: ['average_rating'],
  reviewCount: ['review_count'],
  totalSales: ['total_sales'],
  menuOrder: ['menu_order'],
  stockStatus: ['stock_status'],
  stockQuantity: ['manage_stock', 'stock_quantity'],
  manageStock: ['manage_stock'],
  lowStockAmount: ['low_stock_amount'],
  backorders: ['backorders'],
  externalUrl: ['external_url'],
  buttonText: ['button_text'],
  reviews: ['average_rating'],
  galleryImages: [],
  productCategories: [],
  productTags: [],
  allPaColor: [],
  allPaSize: [],
  terms: [],
  related: [],
  variations: [],
};

/** Read always: the id keys every loader, the type picks the GraphQL type and its resolvers. */
const ALWAYS: readonly ProductColumn[] = ['id', 'type'];

/** The columns a list must read for `fields` (selected on its nodes), in table order. */
export function productColumnsFor(fields: Iterable<string>): readonly ProductColumn[] {
  const wanted = new Set<ProductColumn>(ALWAYS);
  for (const field of fields) {
    const columns = COLUMNS_BY_FIELD[field];
    if (!columns) return PRODUCT_COLUMN_NAMES;
    for (const column of columns) wanted.add(column);
  }
  return PRODUCT_COLUMN_NAMES.filter((column) => wanted.has(column));
}
