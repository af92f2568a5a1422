import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/error-view';
import { RecentlyViewedSlot } from '@/components/recently-viewed/recently-viewed-slot';

export async function generateMetadata() {
  const t = await getTranslations('errors');
  return { title: t('pageNotFound'), robots: { index: false } };
}

/** Unknown paths (docs/behaviour.md §2): 'Page not found', inside the normal layout. */
export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <>
      <ErrorView statusCode={404} message={t('pageNotFound')} />
      <RecentlyViewedSlot className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8" />
    </>
  );
}
