import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { keyParam, OrderPage } from '@/components/checkout/order-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.order');
  return { title: t('summaryTitle'), robots: { index: false, follow: false } };
}

/** WooCommerce's order-received page: the order just placed (per request: it reads cookies and `key`). */
export default async function OrderReceivedPage({ params, searchParams }: PageProps<'/[locale]/checkout/order-received/[orderId]'>) {
  const [{ orderId }, query] = await Promise.all([params, searchParams]);
  return <OrderPage orderId={orderId} orderKey={keyParam(query.key)} received />;
}
