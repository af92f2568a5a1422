'use client';

import { ChevronDownIcon } from '@/components/icons';
import { useTranslations } from '@/lib/i18n/client-translations';
import type { Cart } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';
import { OrderReview } from './order-review';
import { sectionTitleClass } from './styles';

/**
 * The order as it will be placed (OrderReview: lines and the totals), as the best shops show it
 * on a phone: folded at the top of the checkout, the amount to pay on its toggle. A native
 * <details>, so it opens without JavaScript too. From `lg` up it is the sidebar's open section
 * and the toggle is hidden (app/globals.css, `data-checkout-summary`).
 */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout');
  const format = useFormat();
  return (
    <details data-checkout-summary className="group rounded-lg border border-sand bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 [&::-webkit-details-marker]:hidden" data-testid="checkout-summary-toggle">
        <span className="flex items-center gap-2 text-sm font-medium">
          {t('summaryToggle')}
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
        </span>
        <span className="font-semibold" data-testid="checkout-summary-total">
          {format.cents(cart.totals.totalCents)}
        </span>
      </summary>
      <section aria-labelledby="checkout-review" className="px-4 pb-4 lg:p-6">
        <h2 id="checkout-review" className={sectionTitleClass}>
          {t('reviewTitle')}
        </h2>
        <div className="mt-4">
          <OrderReview cart={cart} />
        </div>
      </section>
    </details>
  );
}
