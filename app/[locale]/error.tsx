'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { lazy, Suspense, useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/client/chunk-load-guard';

/**
 * The page's body comes when an error does: this file is the error boundary of every page, so
 * all its imports were loaded and run as each page started (docs/benchmarks.md, issue 24).
 */
const ErrorView = lazy(() => import('@/components/ui/error-view').then((module) => ({ default: module.ErrorView })));

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
    <Suspense fallback={null}>
    <ErrorView statusCode={500} message={t('somethingWentWrong')}>
      <button
        type="button"
        onClick={retry}
        className="inline-flex rounded-full border border-ink px-6 py-3 text-sm font-medium hover:bg-ink hover:text-paper"
      >
        {t('tryAgain')}
      </button>
    </ErrorView>
    </Suspense>
  );
}
