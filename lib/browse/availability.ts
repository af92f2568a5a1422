import type { Availability, StockStatus } from '@/lib/commerce/types';

/**
 * The shop's stock message for a product or variation. Low stock means in stock with a
 * known quantity at or below the low-stock amount the shop set (WooCommerce's rule);
 * without a low-stock amount there is no low-stock message.
 */
export function availabilityOf(
  status: StockStatus,
  quantity: number | null,
  lowStockAmount: number | null,
): Availability {
  if (status === 'outOfStock') return { status: 'outOfStock' };
  if (status === 'onBackorder') return { status: 'onBackorder' };
  if (quantity !== null && lowStockAmount !== null && quantity > 0 && quantity <= lowStockAmount) {
    return { status: 'lowStock', quantity };
  }
  return { status: 'inStock', quantity };
}

/** Whether the shopper can order it now (backorders count: the shop accepts them). */
export function canBeOrdered(availability: Availability | null): boolean {
  return availability === null || availability.status !== 'outOfStock';
}
