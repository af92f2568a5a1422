import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { confirmAlert } from '@/lib/forms/back-in-stock';
import { routes } from '@/lib/routes';

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

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{t('title')}</p>
      <h1 className="mt-2 font-display text-4xl">{t(outcome)}</h1>
      <p className="mt-4 text-lg">{t(`${outcome}Text`)}</p>
      <Link href={routes.home()} className="mt-8 inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent">
        {t('toShop')}
      </Link>
    </div>
  );
}
