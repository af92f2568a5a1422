'use server';

import { cookies } from 'next/headers';
import { writeReview, type ReviewOutcome } from './write-review';

/**
 * The review form's server action. Everything the browser sends is checked in
 * lib/reviews/review-input.ts before the backend is asked. The product's cached page is
 * refreshed by the backend's change feed (signed revalidation), not from here.
 */
export async function submitReview(input: unknown): Promise<ReviewOutcome> {
  return writeReview(await cookies(), input);
}
