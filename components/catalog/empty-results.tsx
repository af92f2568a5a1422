import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';

/** docs/behaviour.md §8: 'No products found', a hint, and a way to clear every filter and the search. */
export function EmptyResults({ clearHref }: { clearHref: string }) {
  const t = useTranslations('errors');
  return (
    <div role="status" className="rounded-md border border-sand bg-white px-6 py-12 text-center">
      <p className="font-display text-2xl">{t('noProductsFound')}</p>
      <p className="mt-2 text-sm text-muted">{t('noProductsHint')}</p>
      <Link href={clearHref} className="mt-6 inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent">
        {t('clearFilters')}
      </Link>
    </div>
  );
}
