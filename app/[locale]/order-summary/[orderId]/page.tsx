import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/checkout/order-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.order');
  return { title: t('summaryTitle'), robots: { index: false, follow: false } };
}

/** One order (docs/behaviour.md §2: the same screen as order-received). */
export default async function OrderSummaryPage({ params }: PageProps<'/[locale]/order-summary/[orderId]'>) {
  const { orderId } = await params;
  return <OrderPage orderId={orderId} received={false} />;
}
