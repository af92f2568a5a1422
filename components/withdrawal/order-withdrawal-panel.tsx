import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { readOnlyCookies } from '@/lib/checkout/page-cookies';
import type { OrderView } from '@/lib/checkout/order';
import { routes } from '@/lib/routes';
import { readOrderWithdrawals } from '@/lib/withdrawal/order-withdrawals';
import { receiptDateTime } from '@/lib/withdrawal/receipt-time';

/**
 * The order pages' withdrawal part: the "Vertrag hier widerrufen" control (to the form, filled
 * in with this order; not for a cancelled order) and, for the signed-in owner, every declaration
 * already made for it.
 */
export async function OrderWithdrawalPanel({ order }: { order: OrderView }) {
  const [t, locale, declared] = await Promise.all([getTranslations('withdrawal'), getLocale(), readOrderWithdrawals(await readOnlyCookies(), order.id)]);
  // A cancelled order is no contract left to withdraw from; declarations made before still show.
  const cancelled = order.status === 'cancelled';
  if (cancelled && declared.length === 0) return null;
  return (
    <section aria-labelledby="order-withdrawal-title" className="mt-10 space-y-4 rounded-lg border border-sand bg-white p-6" data-testid="order-withdrawal">
      <h2 id="order-withdrawal-title" className="text-sm font-semibold uppercase tracking-wider">
        {t('order.title')}
      </h2>
      {declared.length > 0 && (
        <ul className="space-y-3" data-testid="order-withdrawals">
          {declared.map((declaration) => (
            <li key={declaration.receivedAt} className="text-sm">
              <p className="font-medium">{t('order.declared', { date: receiptDateTime(declaration.receivedAt, locale) })}</p>
              <p>
                {declaration.scope === 'all'
                  ? t('order.scopeAll')
                  : [t('order.scopeSome'), ...declaration.items.map((item) => t('form.line', { name: item.name, quantity: item.quantity })), declaration.itemsText].filter(Boolean).join(' · ')}
              </p>
              {declaration.periodMayHaveExpired && <p className="text-muted">{t('expired')}</p>}
            </li>
          ))}
        </ul>
      )}
      {!cancelled && (
        <>
          <p className="text-sm text-muted">{t('order.intro')}</p>
          <Link href={routes.withdrawal(order.number)} className="inline-flex rounded-full border border-ink px-6 py-3 text-sm font-semibold hover:bg-ink hover:text-paper">
            {t('control')}
          </Link>
        </>
      )}
    </section>
  );
}
