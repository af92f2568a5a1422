'use client';

import { useEffect, useState } from 'react';
import type { GlobalErrorPage } from '@/components/ui/global-error-main';
import { isChunkLoadError, reloadForChunkError } from '@/lib/client/chunk-load-guard';
import './globals.css';

type GlobalErrorProps = { error: unknown; retry: () => void };

/**
 * The last resort when even the root layout fails: it replaces the whole document, so there
 * is no shell and no message provider. Its content and the texts of the shopper's language are
 * loaded on demand (components/ui/global-error-main.tsx), keeping them out of every page's scripts.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  const [page, setPage] = useState<GlobalErrorPage | null>(null);

  useEffect(() => {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error);
    void import('@/components/ui/global-error-main').then(({ loadGlobalErrorPage }) => loadGlobalErrorPage()).then(setPage);
  }, [error]);

  return (
    // The default locale (German) until the shopper's texts and language have loaded with them.
    <html lang={page?.texts.lang ?? 'de-DE'}>
      <body className="grid min-h-dvh place-items-center">{page && <page.Main texts={page.texts} retry={retry} />}</body>
    </html>
  );
}
