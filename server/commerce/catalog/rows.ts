/** Row shapes as the catalogue queries select them (see PRODUCT_COLUMNS and friends). */
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
export type Backorders = 'no' | 'notify' | 'yes';

export interface ProductRow {
  id: number;
  type: 'simple' | 'variable' | 'external';
  slug: string;
  name: string;
  sku: string | null;
  status: string;
  catalog_visibility: 'visible' | 'catalog' | 'search' | 'hidden';
  featured: boolean;
  description: string;
  short_description: string;
  created_at: Date;
  modified_at: Date;
  menu_order: number;
  regular_price: number | null;
  sale_price: number | null;
  price: number | null;
  price_max: number | null;
  date_on_sale_from: Date | null;
  date_on_sale_to: Date | null;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: StockStatus;
  backorders: Backorders;
  low_stock_amount: number | null;
  sold_individually: boolean;
  virtual: boolean;
  downloadable: boolean;
  download_limit: number;
  download_expiry: number;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  external_url: string | null;
  button_text: string | null;
  image_id: number | null;
  total_sales: number;
  average_rating: number;
  review_count: number;
  tax_status: string;
  tax_class: string;
  purchase_note: string;
  reviews_allowed: boolean;
  /** A variable product's published variations' prices, sorted; null for other types. */
  variation_prices: number[] | null;
  variation_regular_prices: number[] | null;
  /** Only the variations really on sale (below their regular price). */
  variation_sale_prices: number[] | null;
}

/** Every product column, in table order. */
export const PRODUCT_COLUMN_NAMES = [
  'id', 'type', 'slug', 'name', 'sku', 'status', 'catalog_visibility', 'featured', 'description', 'short_description',
  'created_at', 'modified_at', 'menu_order', 'regular_price', 'sale_price', 'price', 'price_max', 'date_on_sale_from',
  'date_on_sale_to', 'manage_stock', 'stock_quantity', 'stock_status', 'backorders', 'low_stock_amount',
  'sold_individually', 'virtual', 'downloadable', 'download_limit', 'download_expiry', 'weight', 'length', 'width',
  'height', 'external_url', 'button_text', 'image_id', 'total_sales', 'average_rating', 'review_count', 'tax_status',
  'tax_class', 'purchase_note', 'reviews_allowed', 'variation_prices', 'variation_regular_prices', 'variation_sale_prices',
] as const satisfies readonly (keyof ProductRow)[];

export type ProductColumn = (typeof PRODUCT_COLUMN_NAMES)[number];
// Fails to compile when ProductRow gains a field that PRODUCT_COLUMN_NAMES lacks.
const everyColumnListed: Exclude<keyof ProductRow, ProductColumn> extends never ? true : never = true;
void everyColumnListed;

/** Product columns as SQL over alias p, numeric ones cast so both drivers return JS numbers. */
export const productColumnsSql = (columns: readonly ProductColumn[]) =>
  columns.map((column) => (column === 'average_rating' ? 'p.average_rating::float8 AS average_rating' : `p.${column}`)).join(', ');

/** Every product column (see productColumnsSql). */
export const PRODUCT_COLUMNS = productColumnsSql(PRODUCT_COLUMN_NAMES);

/** The timestamp columns of PRODUCT_COLUMNS, for rows read as JSON (see queryJsonRows). */
export const PRODUCT_DATE_FIELDS = ['created_at', 'modified_at', 'date_on_sale_from', 'date_on_sale_to'] as const;

export interface VariationRow {
  id: number;
  product_id: number;
  sku: string | null;
  status: string;
  menu_order: number;
  description: string;
  created_at: Date;
  regular_price: number | null;
  sale_price: number | null;
  price: number | null;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: StockStatus;
  backorders: Backorders;
  low_stock_amount: number | null;
  virtual: boolean;
  downloadable: boolean;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  image_id: number | null;
  total_sales: number;
}

/** Every variation column (the alias is v). */
export const VARIATION_COLUMNS = `v.id, v.product_id, v.sku, v.status, v.menu_order, v.description, v.created_at,
  v.regular_price, v.sale_price, v.price, v.manage_stock, v.stock_quantity, v.stock_status, v.backorders,
  v.low_stock_amount, v.virtual, v.downloadable, v.weight, v.length, v.width, v.height, v.image_id, v.total_sales`;

export interface MediaRow {
  id: number;
  file_path: string;
  mime_type: string;
  width: number;
  height: number;
  title: string;
  alt_text: string;
  created_at: Date;
}

export interface TermRow {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
  parent_id: number | null;
  menu_order: number;
  image_id: number | null;
  count: number;
}

export interface ProductAttributeRow {
  product_id: number;
  position: number;
  taxonomy: string | null;
  name: string;
  options: string[];
  visible: boolean;
  is_variation: boolean;
  /** The global attribute taxonomy's id and label; 0 and the name for local attributes. */
  taxonomy_id: number;
  label: string;
}

/**
 * A chosen attribute value (of a variation, or a product's default), with what its global
 * taxonomy and term say about it; label, term_id and term_name are null for local attributes.
 */
export interface AttributeValueRow {
  owner_id: number;
  name: string;
  value: string;
  label: string | null;
  term_id: number | null;
  term_name: string | null;
}

export interface ReviewRow {
  id: number;
  product_id: number;
  author_name: string;
  author_email: string;
  content: string;
  rating: number;
  status: string;
  created_at: Date;
}

export interface DownloadRow {
  id: string;
  product_id: number;
  name: string;
  file_path: string;
}

export interface MetaRow {
  id: number;
  product_id: number;
  key: string;
  value: string;
}
