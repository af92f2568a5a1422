import type { Queryable } from '../../db';

/**
 * The item an alert is about: a simple product, or one variation of a variable product, with
 * what its mails show (name, chosen options) and link to (slug, `attribute_…` selection).
 */
export interface AlertItem {
  productId: number;
  variationId: number | null;
  slug: string;
  name: string;
  /** The variation's options as "Size: M" parts, in the product's attribute order. */
  options: { name: string; value: string; label: string }[];
  /** Whether a shopper can buy it now: published, and in stock or on backorder. */
  available: boolean;
}

type ItemRow = {
  product_id: number;
  variation_id: number | null;
  type: string;
  slug: string;
  name: string;
  available: boolean;
  options: { name: string; value: string; label: string }[] | null;
};

/**
 * The items with these ids (`null` variation = the product itself), as they are now. Unknown,
 * unpublished or mismatched ids (a variation of another product) are left out; so is a variable
 * product without a variation, which cannot be bought as it is.
 */
export async function findAlertItems(q: Queryable, wanted: readonly { productId: number; variationId: number | null }[]): Promise<AlertItem[]> {
  if (wanted.length === 0) return [];
  const rows = await q.query<ItemRow>(
    `SELECT p.id AS product_id, v.id AS variation_id, p.type, p.slug, p.name,
            (p.status = 'publish' AND COALESCE(v.status, 'publish') = 'publish'
             AND COALESCE(v.stock_status, p.stock_status) <> 'outofstock') AS available,
            (SELECT json_agg(json_build_object(
                      'name', va.name, 'value', va.value,
                      'label', COALESCE(at.label, va.name) || ': ' || COALESCE(t.name, va.value))
                    ORDER BY pa.position)
               FROM variation_attribute va
               LEFT JOIN product_attribute pa ON pa.product_id = p.id AND lower(pa.name) = lower(va.name)
               LEFT JOIN attribute_taxonomy at ON at.taxonomy = va.name
               LEFT JOIN term t ON t.taxonomy = va.name AND t.slug = va.value
              WHERE va.variation_id = v.id AND va.value <> '') AS options
       FROM (SELECT u.product_id, NULLIF(u.variation_id, 0) AS variation_id
               FROM unnest($1::int[], $2::int[]) AS u(product_id, variation_id)) AS w
       JOIN product p ON p.id = w.product_id
       LEFT JOIN product_variation v ON v.id = w.variation_id AND v.product_id = p.id
      WHERE (w.variation_id IS NULL AND p.type = 'simple') OR (w.variation_id IS NOT NULL AND v.id IS NOT NULL)`,
    // 0 stands for "no variation": the driver takes arrays of numbers only.
    [wanted.map((item) => item.productId), wanted.map((item) => item.variationId ?? 0)],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    variationId: row.variation_id,
    slug: row.slug,
    name: row.name,
    options: row.options ?? [],
    available: row.available,
  }));
}

/**
 * The item's page with its options chosen, in WooCommerce's own form
 * (`/product/<slug>?attribute_pa_size=m`): the product page selects them when it opens.
 */
export function itemUrl(storefrontUrl: string, item: AlertItem): string {
  const url = new URL(`${storefrontUrl}/product/${encodeURIComponent(decodeSlug(item.slug))}`);
  for (const option of item.options) url.searchParams.set(`attribute_${option.name}`, option.value);
  return url.toString();
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** "Kleid Mia (Farbe: Rot, Größe: M)": the item as its mails name it. */
export function itemTitle(item: AlertItem): string {
  return item.options.length === 0 ? item.name : `${item.name} (${item.options.map((option) => option.label).join(', ')})`;
}
