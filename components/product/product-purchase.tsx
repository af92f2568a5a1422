'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { attributeNameKey } from '@/lib/browse/attribute-match';
import { discountPercent } from '@/lib/browse/price';
import type { Availability, PriceInfo, ProductAttribute, ProductVariation } from '@/lib/commerce/types';
import type { StoreSettings } from '@/lib/config/store-settings';
import { AvailabilityText } from './availability-text';
import { ProductPrice } from './product-price';
import { useProductSelection } from './product-selection';
import { QuantityInput } from './quantity-input';
import { SaleBadge } from './sale-badge';
import { VariationPicker } from './variation-picker';

/** What the cart will receive once it exists (the cart issue wires this up). */
export type AddToCartRequest = { productId: number; variationId: number | null; quantity: number };

type ProductPurchaseProps = {
  productId: number;
  productName: string;
  /** The product's own figures, shown until a variation is chosen. */
  price: PriceInfo;
  availability: Availability | null;
  sku: string | null;
  purchasable: boolean;
  /** Variation attributes to choose; empty for simple products. */
  attributes: ProductAttribute[];
  variations: ProductVariation[];
  settings: Pick<StoreSettings, 'saleBadgeType' | 'showSku'>;
  /** External products are bought elsewhere: no quantity and no cart button. */
  buyable: boolean;
  /**
   * The add-to-cart seam. Until the cart issue passes a real handler (a server action or a
   * cart context call), the button says honestly that the cart is not there yet.
   */
  onAddToCart?: (request: AddToCartRequest) => void | Promise<void>;
};

const MAX_QUANTITY = 99;

/**
 * Price, sale badge, availability, SKU, variation choice, quantity and add to cart: the part
 * of the product page that changes with the shopper's choice.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  const { productId, productName, attributes, variations, settings, buyable, onAddToCart } = props;
  const t = useTranslations('product');
  const { selection, variation } = useProductSelection();
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const isVariable = attributes.length > 0;
  const price: PriceInfo = variation
    ? { price: variation.price, regularPrice: variation.regularPrice, maxPrice: null, onSale: variation.onSale }
    : props.price;
  const availability = variation?.availability ?? (isVariable ? null : props.availability);
  const sku = variation?.sku ?? props.sku;
  const canAdd = buyable && (isVariable ? variation?.purchasable === true : props.purchasable);
  const stockLimit = availability?.status === 'lowStock' ? availability.quantity : MAX_QUANTITY;
  const missing = attributes.filter((attribute) => selection[attributeNameKey(attribute.name)] === undefined);
  const allChosen = isVariable && missing.length === 0;

  async function addToCart() {
    if (!canAdd || pending) return;
    const request = { productId, variationId: variation?.databaseId ?? null, quantity };
    if (!onAddToCart) {
      setNotice(t('cartComingSoon', { product: productName }));
      return;
    }
    setPending(true);
    try {
      await onAddToCart(request);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <ProductPrice {...price} range="span" size="lg" />
        {price.onSale && <SaleBadge type={settings.saleBadgeType} percent={discountPercent(price.price, price.regularPrice)} />}
      </div>

      {isVariable && <VariationPicker attributes={attributes} variations={variations} />}

      <div className="space-y-1" aria-live="polite">
        {availability && <AvailabilityText availability={availability} />}
        {isVariable && !allChosen && (
          <p className="text-sm text-muted">{t('variations.pending', { attributes: missing.map((a) => a.label).join(', ') })}</p>
        )}
        {allChosen && !variation && <p className="text-sm text-sale">{t('variations.noMatch')}</p>}
        {settings.showSku && sku && (
          <p className="text-sm text-muted">
            {t('sku')}: <span data-testid="product-sku">{sku}</span>
          </p>
        )}
      </div>

      {buyable && (
        <div className="flex items-end gap-3">
          <QuantityInput value={Math.min(quantity, stockLimit)} max={stockLimit} onChange={setQuantity} disabled={!canAdd} />
          <button
            type="button"
            onClick={addToCart}
            disabled={!canAdd || pending}
            aria-busy={pending}
            className="flex-1 rounded-full bg-ink px-6 py-4 text-sm font-semibold text-paper transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:bg-muted"
          >
            {t('addToCart')}
          </button>
        </div>
      )}
      <p role="status" className="text-sm text-ink empty:hidden">
        {notice}
      </p>
    </div>
  );
}
