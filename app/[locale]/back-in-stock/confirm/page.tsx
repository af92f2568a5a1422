import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OptInConfirmation } from '@/components/forms/opt-in-confirmation';
import { confirmAlert } from '@/lib/forms/back-in-stock';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.backInStock.confirm');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /back-in-stock/confirm?key=… — the double opt-in link of an alert's confirmation mail. Opening it
 * confirms the pending alert (once; the backend forgets the key) and says so; an expired or
 * used link says that instead. Rendered per request (it reads the key), never cached.
 */
export default async function ConfirmBackInStockPage({ searchParams }: PageProps<'/[locale]/back-in-stock/confirm'>) {
  const { key } = await searchParams;
  const [t, outcome] = await Promise.all([getTranslations('pages.backInStock.confirm'), confirmAlert(typeof key === 'string' ? key : '')]);

  return <OptInConfirmation kicker={t('title')} heading={t(outcome)} text={t(`${outcome}Text`)} toShop={t('toShop')} />;
}
