import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/error-view';
import { RecentlyViewedSlot } from '@/components/recently-viewed/recently-viewed-slot';

/** docs/behaviour.md §2: a /{gender} other than damen or herren is a 404 with 'Page Not Found ?'. */
export default async function GenderNotFound() {
  const t = await getTranslations('errors');
  return (
    <>
      <ErrorView statusCode={404} message={t('genderPageNotFound')} />
      <RecentlyViewedSlot className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8" />
    </>
  );
}
