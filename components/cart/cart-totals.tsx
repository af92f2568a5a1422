import { useTranslations } from '#i18n/translations';
import { InvoiceTotals } from '@/components/invoice/invoice-totals';
import type { Cart } from '@/lib/cart/types';
import { cartInvoice } from '@/lib/invoice/invoice';
import { FreeShippingHint } from './free-shipping-hint';

/**
 * The cart's totals, exactly as the server computed them (nothing is added up here), read as an
 * invoice: gift cards pay after the total (components/invoice/invoice-totals.tsx). Prices
 * include VAT, so the VAT is a line "included", not an addition. Renders on the server (the
 * cart page) and in the drawer alike.
 */
export function CartTotals({ cart }: { cart: Pick<Cart, 'totals' | 'needsShipping' | 'lines' | 'coupons' | 'freeShipping'> }) {
  const t = useTranslations('cart.totals');
  return (
    <div className="space-y-3" data-testid="cart-totals">
      <FreeShippingHint status={cart.freeShipping} />
      <InvoiceTotals invoice={cartInvoice(cart)} testIdPrefix="cart" />
      {cart.lines.some((line) => line.giftVoucher) && (
        <p className="text-xs text-muted" data-testid="cart-gift-voucher-note">{t('giftVoucherNote')}</p>
      )}
    </div>
  );
}
