import { parseDecimalToCents } from '@/lib/money';

/**
 * What a cart line says beyond its price: the saving of a sale and the low-stock hint. Pure,
 * so the drawer and its tests agree. A variation's own figures win over its product's.
 */

/** The figures CartLinePricing (graphql/fragments/CartDetail.graphql) brings for one item. */
type LinePricing = {
  rawRegularPrice?: string | null;
  rawPrice?: string | null;
  stockQuantity?: number | null;
  lowStockAmount?: number | null;
  backordersAllowed?: boolean | null;
};

/**
 * The saving over the whole line: (regular − price) × quantity, never negative. Variable
 * products answer price lists ("10, 20"); only a single amount counts, a range says nothing
 * about this line.
 */
export function lineSavingsCents(pricing: LinePricing | null | undefined, quantity: number): number {
  const regular = singleAmount(pricing?.rawRegularPrice);
  const price = singleAmount(pricing?.rawPrice);
  if (regular === null || price === null || quantity <= 0) return 0;
  return Math.max(0, regular - price) * quantity;
}

/**
 * WooCommerce's low-stock rule, as the product page applies it (lib/browse/availability.ts):
 * a known stock above 0 and at or below the low-stock amount. The line's parent may set the
 * amount for variations that set none.
 */
export function lowStockQuantity(own: LinePricing | null | undefined, parent: LinePricing | null | undefined): number | null {
  const quantity = own?.stockQuantity ?? null;
  const threshold = own?.lowStockAmount ?? parent?.lowStockAmount ?? null;
  if (quantity === null || threshold === null) return null;
  return quantity > 0 && quantity <= threshold ? quantity : null;
}

/**
 * The most units of a line the shop can sell, or null when it sets no bound: the stock it reports
 * when it manages stock without backorders. A real store accepts any quantity in the cart and
 * only refuses at checkout (contract/recordings/buying/07), so the storefront caps it. A stock of
 * 0 or less caps nothing: such a line is on backorder or gone, which checkout says.
 */
export function stockLimit(pricing: LinePricing | null | undefined): number | null {
  const quantity = pricing?.stockQuantity ?? null;
  if (quantity === null || quantity <= 0 || pricing?.backordersAllowed === true) return null;
  return quantity;
}

function singleAmount(raw: string | null | undefined): number | null {
  if (!raw || raw.includes(',')) return null;
  return parseDecimalToCents(raw);
}
