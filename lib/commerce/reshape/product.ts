import type { ProductCardFragment, ProductTypesEnum, StockStatusEnum } from '@/graphql/generated/graphql';
import { parseRawPriceList, type Money } from '@/lib/money';
import type { ProductCard, ProductKind, StockStatus } from '../types';
import { reshapeImage } from './image';

const PRODUCT_KINDS: Record<ProductTypesEnum, ProductKind | null> = {
  SIMPLE: 'simple',
  VARIABLE: 'variable',
  EXTERNAL: 'external',
  GROUPED: 'grouped',
  VARIATION: null, // variations are never listed as products of their own
};

export const STOCK_STATUSES: Record<StockStatusEnum, StockStatus> = {
  IN_STOCK: 'inStock',
  OUT_OF_STOCK: 'outOfStock',
  ON_BACKORDER: 'onBackorder',
};

const KIND_BY_TYPENAME: Record<ProductCardFragment['__typename'], ProductKind> = {
  SimpleProduct: 'simple',
  VariableProduct: 'variable',
  ExternalProduct: 'external',
  GroupProduct: 'grouped',
};

function money(cents: number | undefined, currency: string): Money | null {
  return cents === undefined ? null : { cents, currency };
}

/**
 * Reshapes one product of a list. Returns null for products the storefront cannot show
 * (no slug or name to link and label them). `currency` is the store's: RAW prices have none.
 */
export function reshapeProductCard(node: ProductCardFragment, currency: string): ProductCard | null {
  const slug = node.slug?.trim();
  const name = node.name?.trim();
  if (!slug || !name) return null;

  const kind = (node.type ? PRODUCT_KINDS[node.type] : null) ?? KIND_BY_TYPENAME[node.__typename];
  // Sorted ascending; variable products list every variation's price ("10, 15, 20").
  const prices = parseRawPriceList(node.rawPrice);
  const regularPrices = parseRawPriceList(node.rawRegularPrice);
  const price = money(prices[0], currency);
  // A missing regular price means "same as the price" in WooCommerce.
  const regularPrice = money(regularPrices[0], currency) ?? price;
  const highest = prices[prices.length - 1];
  const hasPriceRange = prices.length > 1 && prices[0] !== highest;
  const stockStatus = 'stockStatus' in node && node.stockStatus ? STOCK_STATUSES[node.stockStatus] : null;

  return {
    id: node.id,
    databaseId: node.databaseId,
    slug,
    name,
    kind,
    image: reshapeImage(node.image, name),
    price,
    regularPrice,
    maxPrice: hasPriceRange ? money(highest, currency) : null,
    hasPriceRange,
    onSale: Boolean(node.onSale) && price !== null && regularPrice !== null && price.cents < regularPrice.cents,
    stockStatus,
  };
}

export function reshapeProductCards(nodes: readonly ProductCardFragment[], currency: string): ProductCard[] {
  return nodes.map((node) => reshapeProductCard(node, currency)).filter((card) => card !== null);
}
