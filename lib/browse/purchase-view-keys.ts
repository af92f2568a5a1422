import type { Availability, PriceInfo, ProductVariation } from '@/lib/commerce/types';
import type { Money } from '@/lib/money';

/**
 * Names for what the product page's purchase box shows of a price or a stock state. The page
 * renders each distinct one on the server (components/product/purchase-views.tsx) and the box
 * picks the one for the shopper's choice by this name, so the browser formats nothing itself.
 */
const moneyKey = (money: Money | null) => (money ? `${money.cents}${money.currency}` : '-');

export function priceViewKey({ price, regularPrice, maxPrice, onSale }: PriceInfo): string {
  return `${moneyKey(price)}/${moneyKey(regularPrice)}/${moneyKey(maxPrice)}/${onSale ? 1 : 0}`;
}

export function availabilityViewKey(availability: Availability): string {
  return 'quantity' in availability ? `${availability.status}/${availability.quantity}` : availability.status;
}

/** A variation's price as the purchase box shows it once the variation is chosen. */
export function variationPriceInfo(variation: ProductVariation): PriceInfo {
  return { price: variation.price, regularPrice: variation.regularPrice, maxPrice: null, onSale: variation.onSale };
}
