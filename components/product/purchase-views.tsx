import { swatchColor, isLightSwatch } from '@/lib/browse/colors';
import { discountPercent } from '@/lib/browse/price';
import { availabilityViewKey, priceViewKey, variationPriceInfo } from '@/lib/browse/purchase-view-keys';
import type { Availability, PriceInfo, ProductAttribute, ProductVariation } from '@/lib/commerce/types';
import type { StoreSettings } from '@/lib/config/store-settings';
import { AvailabilityText } from './availability-text';
import { ProductPrice } from './product-price';
import { SaleBadge } from './sale-badge';

/** What ProductPurchase shows for a price or a stock state, rendered on the server (purchase-view-keys.ts). */
export type PurchaseViews = {
  prices: Record<string, React.ReactNode>;
  availabilities: Record<string, React.ReactNode>;
  /** A colour option's swatch, by option value. */
  swatches: Record<string, { color: string; light: boolean }>;
};

type PurchaseViewsInput = {
  price: PriceInfo;
  availability: Availability | null;
  attributes: ProductAttribute[];
  variations: ProductVariation[];
  saleBadgeType: StoreSettings['saleBadgeType'];
};

/**
 * Every price and stock line the purchase box can show (the product's own, and each
 * variation's), each distinct one rendered once, here on the server, as the gallery renders its
 * pictures: the browser then needs no money formatting, sale badge, availability texts or
 * swatch colours of its own to hydrate the box or follow the shopper's choice (issue 24).
 */
export function purchaseViews({ price, availability, attributes, variations, saleBadgeType }: PurchaseViewsInput): PurchaseViews {
  const views: PurchaseViews = { prices: {}, availabilities: {}, swatches: {} };
  for (const shown of [price, ...variations.map(variationPriceInfo)]) {
    views.prices[priceViewKey(shown)] ??= (
      <div className="flex flex-wrap items-center gap-3">
        <ProductPrice {...shown} range="span" size="lg" />
        {shown.onSale && <SaleBadge type={saleBadgeType} percent={discountPercent(shown.price, shown.regularPrice)} />}
      </div>
    );
  }
  for (const shown of [availability, ...variations.map((variation) => variation.availability)]) {
    if (shown) views.availabilities[availabilityViewKey(shown)] ??= <AvailabilityText availability={shown} />;
  }
  for (const option of attributes.filter((attribute) => attribute.isColor).flatMap((attribute) => attribute.options)) {
    const color = swatchColor(option.value);
    views.swatches[option.value] = { color, light: isLightSwatch(color) };
  }
  return views;
}
