'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The review form, with its code split off: a server page that imported ReviewForm directly
 * would ship it with every product page, also in shops that show no reviews. Through this
 * slot the chunk loads only where the form is rendered. It is still server-rendered: the
 * browser keeps that markup until the chunk has loaded, then hydrates it.
 */
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

export function ReviewFormSlot(props: ComponentProps<typeof ReviewForm>) {
  return (
    <Suspense fallback={null}>
      <ReviewForm {...props} />
    </Suspense>
  );
}
