'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import type { Cart } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';
import { cartInvoice } from '@/lib/invoice/invoice';
import { FreeShippingHint } from '@/components/cart/free-shipping-hint';
import { InvoiceTotals } from '@/components/invoice/invoice-totals';

/** The cart as the order will be placed: lines and totals (read as an invoice), every amount the server's. */
export function OrderReview({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout');
  const format = useFormat();
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
      <div className="mt-4 space-y-3 border-t border-sand pt-4">
        <FreeShippingHint status={cart.freeShipping} />
        <InvoiceTotals invoice={cartInvoice(cart)} testIdPrefix="checkout" />
      </div>
    </div>
  );
}
