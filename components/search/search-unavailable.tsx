import { Link } from '@/components/ui/link';
import { useTranslations } from '#i18n/translations';
import { routes } from '@/lib/routes';

/** Search cannot be reached (not configured, or the engine failed): say so, and offer the catalogue. */
export function SearchUnavailable() {
  const t = useTranslations('search');
  return (
    <div role="alert" className="rounded-md border border-sand bg-white px-6 py-12 text-center">
      <p className="text-lg">{t('unavailable')}</p>
      <Link
        href={routes.products()}
        className="mt-6 inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent"
      >
        {t('browse')}
      </Link>
    </div>
  );
}
