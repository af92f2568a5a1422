import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/notice';
import { readOnlyCookies } from '@/lib/checkout/page-cookies';
import { loadOrder } from '@/lib/checkout/service';
import { OrderDetails } from './order-details';

/**
 * The order screen behind /checkout/order-received/{id}, /order-summary/{id} and /order-summary
 * (the last order this browser placed). `key` is the order key from the address, as in
 * WooCommerce's order-received links.
 */
export async function OrderPage({ orderId, orderKey, received }: { orderId: string | null; orderKey: string | null; received: boolean }) {
  const t = await getTranslations('checkout.order');
  const order = await loadOrder({ store: await readOnlyCookies() }, orderId, orderKey);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="mb-8 font-display text-4xl">{order && received ? t('receivedTitle') : t('summaryTitle')}</h1>
      {order ? <OrderDetails order={order} /> : <Notice>{t('notFound')}</Notice>}
    </div>
  );
}

/** A `key` query parameter, when it is one string. */
export function keyParam(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}
