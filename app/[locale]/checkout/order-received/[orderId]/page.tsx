import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/checkout/order-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.order');
  return { title: t('summaryTitle'), robots: { index: false, follow: false } };
}

/** WooCommerce's order-received page: the order just placed, for the browser that placed it (per request: it reads cookies). */
export default async function OrderReceivedPage({ params }: PageProps<'/[locale]/checkout/order-received/[orderId]'>) {
  const { orderId } = await params;
  return <OrderPage orderId={orderId} received />;
}
