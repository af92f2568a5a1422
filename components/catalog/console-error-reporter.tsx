'use client';

import { useEffect } from 'react';
import type { CommerceErrorReport } from '@/lib/commerce/error-log';

/** Prints the server's commerce error reports in the browser console when the page was opened with ?debug. */
export function ConsoleErrorReporter({ reports }: { reports: CommerceErrorReport[] }) {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('debug')) return;
    for (const report of reports) console.error('[commerce]', report);
  }, [reports]);
  return null;
}
