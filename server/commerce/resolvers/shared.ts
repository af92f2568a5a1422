import type { CommerceContext } from '../context';
import { formatPrice, type PriceFormat } from '../money';
import { connectionFromList, type Connection, type ConnectionArgs, type ForeignPosition } from '../pagination';
import type { StockStatus } from '../catalog/rows';

export interface PriceArgs {
  format?: PriceFormat | null;
}
export interface ContentArgs {
  format?: 'RAW' | 'RENDERED' | null;
}

/**
 * A product or variation of its own price is on sale when its sale price undercuts the
 * regular one; ON_SALE_SQL in catalog/product-filters.ts is the same rule for filters.
 */
export const isOnSale = (row: { sale_price: number | null; regular_price: number | null }) =>
  row.sale_price !== null && row.regular_price !== null && row.sale_price < row.regular_price;

export const price = (cents: number | null, args: PriceArgs) => formatPrice(cents, args.format ?? undefined);

/** An in-memory connection whose items count against the request's item budget. */
export function listConnection<T>(
  context: CommerceContext,
  items: readonly T[],
  idOf: (item: T) => number,
  args: ConnectionArgs,
  foreignPosition?: ForeignPosition,
): Connection<T> {
  const connection = connectionFromList(items, idOf, args, foreignPosition);
  context.budget.spend(connection.nodes.length);
  return connection;
}

export const STOCK_STATUS_ENUM: Record<StockStatus, string> = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
};

/** WooCommerce's empty tax class is the standard one; others are slugs ("reduced-rate"). */
export function taxClassEnum(taxClass: string): string {
  return taxClass === '' ? 'STANDARD' : taxClass.toUpperCase().replace(/-/g, '_');
}

/** WooGraphQL returns null, not "", for dimensions that were never entered. */
export const orNull = (value: string | null): string | null => (value ? value : null);

export const mediaUrl = (context: CommerceContext, filePath: string) =>
  `${context.site.publicUrl}/wp-content/uploads/${filePath}`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
