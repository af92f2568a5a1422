import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/notice';
import { Link } from '@/components/ui/link';
import { readOnlyCookies } from '@/lib/checkout/page-cookies';
import { loadOrder } from '@/lib/checkout/service';
import { routes } from '@/lib/routes';
import { OrderWithdrawalPanel } from '@/components/withdrawal/order-withdrawal-panel';
import { OrderDetails } from './order-details';

/**
 * The order screen behind /checkout/order-received/{id}, /order-summary/{id} and /order-summary
 * (the last order this browser placed). It shows an order only to the browser that placed it
 * (the checkout's signed confirmation) or to its signed-in customer; an id or `key` in the
 * address opens nothing by itself.
 */
export async function OrderPage({ orderId, received }: { orderId: string | null; received: boolean }) {
  const t = await getTranslations('checkout.order');
  const found = await loadOrder({ store: await readOnlyCookies() }, orderId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="mb-8 font-display text-4xl">{found.kind === 'order' && received ? t('receivedTitle') : t('summaryTitle')}</h1>
      {found.kind === 'order' && <OrderDetails order={found.order} omittedLines={found.omittedLines} />}
      {found.kind === 'order' && <OrderWithdrawalPanel order={found.order} />}
      {found.kind === 'notFound' && <Notice>{t('notFound')}</Notice>}
      {found.kind === 'signIn' && (
        <div className="space-y-6" data-testid="order-sign-in">
          <Notice>{t('signInToView')}</Notice>
          <Link href={routes.account()} className="inline-flex rounded-full border border-ink px-6 py-3 text-sm font-semibold hover:bg-ink hover:text-paper">
            {t('signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}
