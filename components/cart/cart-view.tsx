'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from '@/lib/i18n/client-translations';
import type { CartLine } from '@/lib/cart/types';
import { routes } from '@/lib/routes';
import { wishlistStore } from '@/lib/wishlist/browser-store';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { useCart } from './cart-provider';
import { CartTotals } from './cart-totals';
import { CouponBox } from './coupon-box';
import { ShippingChoice } from './shipping-choice';
import { useShell } from '@/components/shell/shell-provider';

/**
 * The drawer's content once the cart is asked for: loaded on the drawer's first opening
 * (components/shell/cart-panel-body.tsx), so pages that never open it never load this code.
 */
export default function CartView({ showMoveToWishlist }: { showMoveToWishlist: boolean }) {
  const t = useTranslations('cart');
  const { cart, status, updating, error, setQuantity, removeLine, applyCode, removeCode, chooseShipping, dismissError } = useCart();
  const { close } = useShell();

  /** The product goes on the wishlist (the browser's copy follows the account) and leaves the cart. */
  async function moveToWishlist(line: CartLine) {
    await wishlistStore.add(line.productId);
    removeLine(line.key);
  }

  const message = error && (
    <div role="alert" className="mx-5 mt-4 flex items-start justify-between gap-2 rounded-md bg-sale/10 px-3 py-2 text-sm text-sale">
      <span>{error}</span>
      <button type="button" onClick={dismissError} className="shrink-0 underline">
        {t('dismiss')}
      </button>
    </div>
  );

  if (!cart) {
    return (
      <>
        {message}
        <p role="status" className="px-5 py-12 text-center text-sm text-muted">
          {status === 'failed' ? t('loadFailed') : t('loading')}
        </p>
      </>
    );
  }

  return (
    <div className="flex flex-1 flex-col" aria-busy={updating} data-updating={updating ? 'true' : 'false'}>
      <p role="status" className="mx-5 mt-3 text-xs text-muted empty:hidden" data-testid="cart-updating">
        {updating ? t('updating') : ''}
      </p>
      {message}
      {cart.isEmpty ? (
        <CartEmpty />
      ) : (
        <>
          <ul className="divide-y divide-sand px-5">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.key}
                line={line}
                onQuantity={setQuantity}
                onRemove={removeLine}
                onMoveToWishlist={showMoveToWishlist ? (moved) => void moveToWishlist(moved) : undefined}
              />
            ))}
          </ul>
          <div className="mt-auto space-y-5 border-t border-sand px-5 py-5">
            <CouponBox coupons={cart.coupons} onApply={applyCode} onRemove={(code) => void removeCode(code)} />
            {cart.needsShipping && cart.shippingRates.length > 0 && (
              <ShippingChoice rates={cart.shippingRates} chosen={cart.chosenShippingRate} onChoose={chooseShipping} />
            )}
            <CartTotals cart={cart} />
            <Link
              href={routes.checkout()}
              className="flex w-full justify-center rounded-full bg-ink px-6 py-4 text-sm font-semibold text-paper hover:bg-accent"
            >
              {t('checkout')}
            </Link>
            {/* The whole cart as a page; closing the drawer matters when that page is already open. */}
            <Link href={routes.cart()} onClick={close} className="block text-center text-sm underline" data-testid="cart-view-page">
              {t('viewCart')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
