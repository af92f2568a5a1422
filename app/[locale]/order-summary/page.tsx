import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/checkout/order-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.order');
  return { title: t('summaryTitle'), robots: { index: false, follow: false } };
}

/** The last order this browser placed, or the not-found message. */
export default async function LastOrderSummaryPage() {
  return <OrderPage orderId={null} received={false} />;
}
