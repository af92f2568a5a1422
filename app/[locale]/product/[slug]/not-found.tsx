import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/error-view';
import { RecentlyViewedSlot } from '@/components/recently-viewed/recently-viewed-slot';

/** docs/behaviour.md §8: an unknown product slug is a 404 with 'Product not found'. */
export default async function ProductNotFound() {
  const t = await getTranslations('errors');
  return (
    <>
      <ErrorView statusCode={404} message={t('productNotFound')} />
      <RecentlyViewedSlot className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8" />
    </>
  );
}
