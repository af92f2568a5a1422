'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import type { Cart } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';

/** The cart as the order will be placed: lines and totals, every amount the server's. */
export function OrderReview({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout');
  const format = useFormat();
  const { totals } = cart;
  return (
    <div>
      <ul className="divide-y divide-sand">
        {cart.lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4 py-3 text-sm" data-testid="checkout-line">
            <div>
              <p className="font-medium">{line.name}</p>
              {line.attributes.length > 0 && (
                <p className="text-muted">{line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}</p>
              )}
              <p className="text-muted">{t('quantity', { count: line.quantity })}</p>
            </div>
            <p className="whitespace-nowrap">{format.cents(line.subtotalCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-sand pt-4 text-sm">
        <div className="flex justify-between">
          <dt>{t('subtotal')}</dt>
          <dd>{format.cents(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className="flex justify-between">
            <dt>{t('discount')}</dt>
            <dd data-testid="checkout-discount">−{format.cents(totals.discountCents)}</dd>
          </div>
        )}
        {cart.needsShipping && (
          <div className="flex justify-between">
            <dt>{t('shipping')}</dt>
            <dd data-testid="checkout-shipping">{totals.shippingCents === 0 ? t('shippingFree') : format.cents(totals.shippingCents)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-sand pt-2 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{format.cents(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-xs text-muted">{t('tax', { amount: format.cents(totals.taxCents) })}</p>
    </div>
  );
}
