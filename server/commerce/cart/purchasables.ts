import type { Queryable } from '../../db';
import { queryJsonRows } from '../../db/json-rows';
import type { Backorders, StockStatus } from '../catalog/rows';

/** What the cart needs to know of a product or variation to sell it. Money in cents incl. VAT. */
export interface StockFacts {
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  backorders: Backorders;
}

export interface VariationFacts extends StockFacts {
  id: number;
  status: string;
  price: number | null;
  regularPrice: number | null;
  virtual: boolean;
  downloadable: boolean;
  /** name (pa_color or a local name) → value (term slug or raw); '' means "any". */
  attributes: { name: string; value: string; label: string | null; termName: string | null }[];
}

export interface ProductFacts extends StockFacts {
  id: number;
  type: 'simple' | 'variable' | 'external';
  name: string;
  status: string;
  price: number | null;
  regularPrice: number | null;
  soldIndividually: boolean;
  virtual: boolean;
  downloadable: boolean;
  /** A gift voucher (`gutscheinwert` meta): buying it issues store credit (pricing/gift-vouchers.ts). */
  giftVoucher: boolean;
  categories: { id: number; name: string }[];
  /**
   * The attributes the product declares "used for variations", in its order: a global one names
   * its taxonomy and lists the slugs of its terms (with their names), a local one its raw values.
   */
  variationAttributes: VariationAttributeFacts[];
  variations: VariationFacts[];
}

export interface VariationAttributeFacts {
  /** pa_color for a global attribute, the name as entered ("Material") for a local one. */
  name: string;
  /** The label WooCommerce shows (wc_attribute_label): the taxonomy's label, else the name. */
  label: string;
  global: boolean;
  options: string[];
  /** slug → term name, for global attributes. */
  termNames: Record<string, string>;
}

const FACTS_SQL = `
SELECT p.id, p.type, p.name, p.status, p.price, p.regular_price AS "regularPrice", p.sold_individually AS "soldIndividually",
  p.virtual, p.downloadable, p.manage_stock AS "manageStock", p.stock_quantity AS "stockQuantity",
  p.stock_status AS "stockStatus", p.backorders,
  EXISTS (SELECT 1 FROM product_meta pm WHERE pm.product_id = p.id AND pm.key = 'gutscheinwert') AS "giftVoucher",
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id)
            FROM product_term pt JOIN term t ON t.id = pt.term_id
            WHERE pt.product_id = p.id AND t.taxonomy = 'product_cat'), '[]'::json) AS categories,
  COALESCE((SELECT json_agg(json_build_object('name', pa.name, 'label', COALESCE(at.label, pa.name), 'global', pa.taxonomy IS NOT NULL,
              'options', pa.options,
              'termNames', COALESCE((SELECT json_object_agg(t.slug, t.name) FROM term t WHERE t.taxonomy = pa.taxonomy AND t.slug = ANY(pa.options)), '{}'::json))
              ORDER BY pa.position)
            FROM product_attribute pa LEFT JOIN attribute_taxonomy at ON at.taxonomy = pa.taxonomy
            WHERE pa.product_id = p.id AND pa.is_variation), '[]'::json) AS "variationAttributes",
  COALESCE((SELECT json_agg(json_build_object(
              'id', v.id, 'status', v.status, 'price', v.price, 'regularPrice', v.regular_price, 'virtual', v.virtual,
              'downloadable', v.downloadable, 'manageStock', v.manage_stock, 'stockQuantity', v.stock_quantity,
              'stockStatus', v.stock_status, 'backorders', v.backorders,
              'attributes', COALESCE((SELECT json_agg(json_build_object('name', va.name, 'value', va.value, 'label', at.label,
                                        'termName', t.name) ORDER BY va.name)
                                      FROM variation_attribute va
                                      LEFT JOIN attribute_taxonomy at ON at.taxonomy = va.name
                                      LEFT JOIN term t ON t.taxonomy = va.name AND t.slug = va.value
                                      WHERE va.variation_id = v.id), '[]'::json)) ORDER BY v.menu_order, v.id)
            FROM product_variation v WHERE v.product_id = p.id), '[]'::json) AS variations
FROM product p WHERE p.id = ANY($1::int[])`;

/** Reads the products (with their variations) that cart lines point at, in one statement. */
export async function loadProductFacts(db: Queryable, productIds: readonly number[]): Promise<Map<number, ProductFacts>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await queryJsonRows<ProductFacts>(db, FACTS_SQL, [ids], []);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A variation without its own stock management follows its parent's stock (manage_stock "parent"). */
export function stockOwner(product: ProductFacts, variation: VariationFacts | null): { table: 'product' | 'product_variation'; id: number; facts: StockFacts } {
  if (variation && variation.manageStock) return { table: 'product_variation', id: variation.id, facts: variation };
  if (variation && !product.manageStock) return { table: 'product_variation', id: variation.id, facts: variation };
  return { table: 'product', id: product.id, facts: product };
}

/** The display name of a line: "Sommerkleid - Rot, M" for a variation, as WooCommerce names them. */
export function lineName(product: ProductFacts, variation: VariationFacts | null, chosen: readonly { name: string; value: string }[]): string {
  if (!variation) return product.name;
  const values = variation.attributes.map((attribute) => {
    if (attribute.value !== '') return attribute.termName ?? attribute.value;
    // An "any" attribute shows the chosen term's name (the line stores its slug, as WooCommerce does).
    const picked = chosen.find((pick) => pick.name === attribute.name)?.value ?? '';
    const declared = product.variationAttributes.find((candidate) => candidate.name === attribute.name);
    return declared?.termNames[picked] ?? picked;
  });
  const shown = values.filter((value) => value !== '');
  return shown.length ? `${product.name} - ${shown.join(', ')}` : product.name;
}
