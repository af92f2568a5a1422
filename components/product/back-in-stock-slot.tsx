'use client';

import { lazy, Suspense } from 'react';
import type { BackInStockFormProps } from './back-in-stock-form';

/**
 * The back-in-stock form with its code split off (as review-form-slot.tsx does): only pages of
 * sold-out items render it, so only they load its chunk. Still server-rendered, so the form
 * works before the chunk arrives and without JavaScript.
 */
const BackInStockForm = lazy(() => import('./back-in-stock-form').then((module) => ({ default: module.BackInStockForm })));

export function BackInStockSlot(props: BackInStockFormProps) {
  return (
    <Suspense fallback={null}>
      <BackInStockForm {...props} />
    </Suspense>
  );
}
