import { useTranslations } from '#i18n/translations';
import type { Cart } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';

/**
 * The cart's totals, exactly as the server computed them (nothing is added up here). Prices
 * include VAT, so the VAT is a line "included", not an addition. Renders on the server (the
 * cart page) and in the drawer alike.
 */
export function CartTotals({ cart }: { cart: Pick<Cart, 'totals' | 'needsShipping' | 'lines'> }) {
  const t = useTranslations('cart.totals');
  const format = useFormat();
  const { totals } = cart;
  return (
    <div className="space-y-1 text-sm" data-testid="cart-totals">
    <dl className="space-y-1">
      <div className="flex justify-between">
        <dt>{t('subtotal')}</dt>
        <dd>{format.cents(totals.subtotalCents)}</dd>
      </div>
      {totals.discountCents > 0 && (
        <div className="flex justify-between text-sale">
          <dt>{t('discount')}</dt>
          <dd data-testid="cart-discount">−{format.cents(totals.discountCents)}</dd>
        </div>
      )}
      {cart.needsShipping && (
        <div className="flex justify-between">
          <dt>{t('shipping')}</dt>
          <dd data-testid="cart-shipping">{totals.shippingCents === 0 ? t('free') : format.cents(totals.shippingCents)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-sand pt-2 text-base font-semibold">
        <dt>{t('total')}</dt>
        <dd data-testid="cart-total">{format.cents(totals.totalCents)}</dd>
      </div>
    </dl>
    <p className="text-right text-xs text-muted">{t('vatIncluded', { amount: format.cents(totals.taxCents) })}</p>
    {cart.lines.some((line) => line.giftVoucher) && (
      <p className="text-xs text-muted" data-testid="cart-gift-voucher-note">{t('giftVoucherNote')}</p>
    )}
    </div>
  );
}
