'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useEffect } from 'react';
import { ErrorView } from '@/components/ui/error-view';
import { isChunkLoadError, reloadForChunkError } from '@/lib/client/chunk-load-guard';

type ErrorPageProps = { error: unknown; retry: () => void };

/**
 * An unexpected error inside a page: 'Error', 500 and a general message, with header, menus
 * and footer still there. A missing script chunk (usually a new deployment) reloads the page
 * once instead.
 */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const t = useTranslations('errors');

  useEffect(() => {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error);
  }, [error]);

  return (
    <ErrorView statusCode={500} message={t('somethingWentWrong')}>
      <button
        type="button"
        onClick={retry}
        className="inline-flex rounded-full border border-ink px-6 py-3 text-sm font-medium hover:bg-ink hover:text-paper"
      >
        {t('tryAgain')}
      </button>
    </ErrorView>
  );
}
