import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/error-view';

/** docs/behaviour.md §8: an unknown product slug is a 404 with 'Product not found'. */
export default async function ProductNotFound() {
  const t = await getTranslations('errors');
  return <ErrorView statusCode={404} message={t('productNotFound')} />;
}
