'use client';

import dynamic from 'next/dynamic';

/**
 * The review form, with its code split off: a server page that imported ReviewForm directly
 * would ship it with every product page, also in shops that show no reviews. Through this
 * slot the chunk loads only where the form is rendered (still server-rendered there).
 */
export const ReviewFormSlot = dynamic(() => import('./review-form').then((module) => module.ReviewForm));
