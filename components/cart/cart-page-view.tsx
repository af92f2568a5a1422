'use client';

import { useEffect } from 'react';
import { Link } from '@/components/ui/link';
import { wholeCartEvent } from '@/lib/analytics/cart-events';
import { track } from '@/lib/analytics/track';
import { useTranslations } from '@/lib/i18n/client-translations';
import type { Cart } from '@/lib/cart/types';
import { routes } from '@/lib/routes';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { useCartNow } from './cart-provider';
import { CartTotals } from './cart-totals';
import { CouponBox } from './coupon-box';
import { ShippingChoice } from './shipping-choice';

/**
 * The /cart page's cart: lines with quantity and remove, codes, shipping choice, totals. It
 * starts from the cart the server rendered the page with, so every control works as a form
 * before (or without) JavaScript (CartChangeForm); once the browser's cart (useCartNow) has
 * loaded, it shows that one and changes it in place, like the drawer.
 */
export function CartPageView({ initialCart }: { initialCart: Cart }) {
  const t = useTranslations('cart');
  const live = useCartNow();
  const cart = live.cart ?? initialCart;

  // view_cart once per visit of /cart, with the cart the page opened with (sent only with consent).
  useEffect(() => {
    const event = wholeCartEvent('view_cart', initialCart);
    if (event) track(event);
  }, [initialCart]);

  return (
    <div aria-busy={live.updating} data-updating={live.updating ? 'true' : 'false'}>
      <p role="status" className="mt-3 text-xs text-muted empty:hidden" data-testid="cart-updating">
        {live.updating ? t('updating') : ''}
      </p>
      {live.error && (
        <div role="alert" className="mt-4 flex items-start justify-between gap-2 rounded-md bg-sale/10 px-3 py-2 text-sm text-sale" data-testid="cart-page-error">
          <span>{live.error}</span>
          <button type="button" onClick={live.dismissError} className="shrink-0 underline">
            {t('dismiss')}
          </button>
        </div>
      )}
      {cart.isEmpty ? (
        <CartEmpty />
      ) : (
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <ul className="divide-y divide-sand self-start border-y border-sand" aria-label={t('page.lines')}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.key} line={line} onQuantity={live.setQuantity} onRemove={live.removeLine} />
            ))}
          </ul>
          <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <CouponBox coupons={cart.coupons} onApply={live.applyCode} onRemove={(code) => void live.removeCode(code)} />
            {cart.needsShipping && cart.shippingRates.length > 0 && (
              <ShippingChoice rates={cart.shippingRates} chosen={cart.chosenShippingRate} onChoose={live.chooseShipping} />
            )}
            <CartTotals cart={cart} />
            <Link
              href={routes.checkout()}
              className="flex w-full justify-center rounded-full bg-ink px-6 py-4 text-sm font-semibold text-paper hover:bg-accent"
            >
              {t('checkout')}
            </Link>
            <Link href={routes.products()} className="block text-center text-sm underline">
              {t('page.continueShopping')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
