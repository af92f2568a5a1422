'use client';

import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/client/chunk-load-guard';
import type { GlobalErrorTexts } from '@/lib/client/global-error-texts';
import './globals.css';

type GlobalErrorProps = { error: unknown; retry: () => void };

/**
 * The last resort when even the root layout fails: it replaces the whole document, so there
 * is no shell and no message provider. The texts of the shopper's language are loaded on
 * demand, keeping them out of every page's scripts.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  const [texts, setTexts] = useState<GlobalErrorTexts | null>(null);

  useEffect(() => {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error);
    void import('@/lib/client/global-error-texts').then(({ loadGlobalErrorTexts }) => loadGlobalErrorTexts()).then(setTexts);
  }, [error]);

  return (
    // The default locale (German) until the shopper's texts and language have loaded with them.
    <html lang={texts?.lang ?? 'de-DE'}>
      <body className="grid min-h-dvh place-items-center">
        {texts && (
          <main className="px-4 text-center">
            <h1 className="font-display text-3xl">{texts.errors.title}</h1>
            <p className="mt-4 font-display text-6xl text-accent">500</p>
            <p className="mt-4 text-lg text-muted">{texts.errors.somethingWentWrong}</p>
            <div className="mt-8 flex justify-center gap-3">
              <button
                type="button"
                onClick={retry}
                className="rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent"
              >
                {texts.errors.tryAgain}
              </button>
              {/* A full page load on purpose: the app's own router is what failed. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className="rounded-full border border-ink px-6 py-3 text-sm font-medium">
                {texts.errors.backHome}
              </a>
            </div>
          </main>
        )}
      </body>
    </html>
  );
}
