'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useState, useSyncExternalStore } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { useShell } from '@/components/shell/shell-provider';
import { addToCartFromForm } from '@/lib/cart/actions';
import { attributeNameKey } from '@/lib/browse/attribute-match';
import { availabilityViewKey, priceViewKey, variationPriceInfo } from '@/lib/browse/purchase-view-keys';
import type { Availability, PriceInfo, ProductAttribute, ProductVariation } from '@/lib/commerce/types';
import type { StoreSettings } from '@/lib/config/store-settings';
import { useProductSelection } from './product-selection';
import type { PurchaseViews } from './purchase-views';
import { QuantityInput } from './quantity-input';
import { VariationPicker } from './variation-picker';

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
  settings: Pick<StoreSettings, 'showSku'>;
  /** Every price and stock line it can show, and the colour swatches, rendered on the server (purchase-views.tsx). */
  views: PurchaseViews;
  /** External products are bought elsewhere: no quantity and no cart button. */
  buyable: boolean;
};

const MAX_QUANTITY = 99;

const noSubscription = () => () => {};

/** False in the server's HTML and before hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Price, sale badge, availability, SKU, variation choice, quantity and add to cart: the part
 * of the product page that changes with the shopper's choice.
 *
 * The whole part is one <form> posting to a server action (addToCartFromForm), with the
 * product id, the quantity and the variation radios as its fields: without JavaScript, or
 * before hydration, adding still works and lands on the cart page. Once hydrated, submitting
 * goes through the cart in the browser instead (useCart): the button shows its progress,
 * the badge updates and the drawer opens when `autoOpenCart` is on.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  const { productId, productName, attributes, variations, settings, buyable, views } = props;
  const t = useTranslations('product');
  const cartMessages = useTranslations('cart');
  const cart = useCart();
  const { openCartAfterAdd, autoOpenCart, prepare } = useShell();
  const hydrated = useHydrated();
  const { selection, variation } = useProductSelection();
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const isVariable = attributes.length > 0;
  const price: PriceInfo = variation ? variationPriceInfo(variation) : props.price;
  const availability = variation?.availability ?? (isVariable ? null : props.availability);
  const sku = variation?.sku ?? props.sku;
  const canAdd = buyable && (isVariable ? variation?.purchasable === true : props.purchasable);
  const stockLimit = availability?.status === 'lowStock' ? availability.quantity : MAX_QUANTITY;
  const missing = attributes.filter((attribute) => selection[attributeNameKey(attribute.name)] === undefined);
  const allChosen = isVariable && missing.length === 0;

  async function addToCart(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canAdd || pending) return;
    setPending(true);
    setNotice(null);
    // The cart drawer's code loads while the item is being added, so the drawer opens at once.
    prepare('cart');
    const result = await cart.add({
      productId,
      variationId: variation?.databaseId ?? null,
      quantity: Math.min(quantity, stockLimit),
      attributes: isVariable ? Object.entries(selection).map(([name, value]) => ({ name, value })) : [],
    });
    setPending(false);
    if (!result.ok) setNotice({ text: result.message, error: true });
    else if (autoOpenCart) openCartAfterAdd();
    else setNotice({ text: cartMessages('added', { product: productName }), error: false });
  }

  return (
    <form action={addToCartFromForm} onSubmit={addToCart} className="space-y-6">
      {/* No variation id: without JavaScript it would stay the one the page was rendered with. */}
      <input type="hidden" name="productId" value={productId} />
      {views.prices[priceViewKey(price)]}

      {isVariable && <VariationPicker attributes={attributes} variations={variations} swatches={views.swatches} />}

      <div className="space-y-1" aria-live="polite">
        {availability && views.availabilities[availabilityViewKey(availability)]}
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
          <QuantityInput name="quantity" value={Math.min(quantity, stockLimit)} max={stockLimit} onChange={setQuantity} disabled={hydrated && !canAdd} />
          {/* Before hydration the server decides (the picker's radios post with the form). */}
          <button
            type="submit"
            disabled={hydrated && (!canAdd || pending)}
            aria-busy={pending}
            className="flex-1 rounded-full bg-ink px-6 py-4 text-sm font-semibold text-paper transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:bg-muted"
          >
            {pending ? cartMessages('adding') : t('addToCart')}
          </button>
        </div>
      )}
      <p role={notice?.error ? 'alert' : 'status'} className={`text-sm empty:hidden ${notice?.error ? 'text-sale' : 'text-ink'}`} data-testid="add-to-cart-notice">
        {notice?.text}
      </p>
    </form>
  );
}
