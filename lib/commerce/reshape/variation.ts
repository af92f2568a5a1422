import type { VariationDetailFragment } from '@/graphql/generated/graphql';
import { availabilityOf, canBeOrdered } from '@/lib/browse/availability';
import { parseDecimalToCents, type Money } from '@/lib/money';
import type { ProductVariation } from '../types';
import { reshapeImage } from './image';
import { STOCK_STATUSES } from './product';

function money(raw: string | null | undefined, currency: string): Money | null {
  const cents = parseDecimalToCents(raw);
  return cents === null ? null : { cents, currency };
}

/**
 * One variation. Its low-stock amount falls back to the parent's (WooCommerce variations
 * inherit stock settings the shop did not set on them).
 */
export function reshapeVariation(
  node: VariationDetailFragment,
  context: { currency: string; productName: string; parentLowStockAmount: number | null },
): ProductVariation {
  const price = money(node.rawPrice, context.currency);
  const regularPrice = money(node.rawRegularPrice, context.currency) ?? price;
  const availability = availabilityOf(
    node.stockStatus ? STOCK_STATUSES[node.stockStatus] : 'inStock',
    node.stockQuantity ?? null,
    node.lowStockAmount ?? context.parentLowStockAmount,
  );
  return {
    id: node.id,
    databaseId: node.databaseId,
    sku: node.sku?.trim() || null,
    attributes: (node.attributes?.nodes ?? []).flatMap((attribute) =>
      attribute.name ? [{ name: attribute.name, value: attribute.value ?? '' }] : [],
    ),
    price,
    regularPrice,
    onSale: Boolean(node.onSale) && price !== null && regularPrice !== null && price.cents < regularPrice.cents,
    availability,
    purchasable: node.purchasable !== false && price !== null && canBeOrdered(availability),
    image: reshapeImage(node.image, context.productName),
  };
}
