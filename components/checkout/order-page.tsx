import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/notice';
import { TrackOnView } from '@/components/consent/track-on-view';
import { purchaseEvent } from '@/lib/analytics/order-events';
import { Link } from '@/components/ui/link';
import { readOnlyCookies } from '@/lib/checkout/page-cookies';
import { loadOrder } from '@/lib/checkout/service';
import { localiseOrder } from '@/lib/i18n/store-text';
import { pageStoreText } from '@/lib/i18n/store-text-server';
import { routes } from '@/lib/routes';
import { FocusedHeading } from './focused-heading';
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
  const order = found.kind === 'order' ? localiseOrder(found.order, await pageStoreText()) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <FocusedHeading className="mb-8 font-display text-4xl">{found.kind === 'order' && received ? t('receivedTitle') : t('summaryTitle')}</FocusedHeading>
      {found.kind === 'order' && order && <OrderDetails order={order} omittedLines={found.omittedLines} />}
      {/* The order just placed (not a later look at it): purchase, sent only with consent. */}
      {received && order && <TrackOnView event={purchaseEvent(order)} />}
      {order && <OrderWithdrawalPanel order={order} />}
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
