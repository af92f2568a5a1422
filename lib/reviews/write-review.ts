import 'server-only';
import { WriteReviewDocument } from '@/graphql/generated/graphql';
import { htmlToParagraphs } from '@/lib/browse/sanitize-html';
import type { ProductReview } from '@/lib/commerce/types';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import type { CookieStore } from '@/lib/session/cookies';
import { backendReviewErrorKey, checkReview, type ReviewErrorKey } from './review-input';

/**
 * What the review form hears back: the review as the list would show it, or that it awaits
 * approval (the shop holds reviews, so `writeReview` answers no review, docs/woographql-contract.md
 * §8.4), or why it was refused: a message key the form translates, or the shop's own words.
 */
export type ReviewOutcome =
  | { ok: true; status: 'published'; review: ProductReview }
  | { ok: true; status: 'pending' }
  | { ok: false; key: ReviewErrorKey }
  | { ok: false; key: 'user'; message: string };

export async function writeReview(store: CookieStore, input: unknown, options: ShopperCallOptions = {}): Promise<ReviewOutcome> {
  const checked = checkReview(input);
  if (!checked.ok) return checked;
  const { review } = checked;
  const result = await callAsShopper(
    WriteReviewDocument,
    { input: { commentOn: review.productId, rating: review.rating, content: review.content, author: review.author, authorEmail: review.email } },
    store,
    // Signed in, the shopper client sends the auth token: the review is the customer's.
    options,
  );
  if (!result.ok) {
    if (result.error.kind !== 'user') return { ok: false, key: 'failed' };
    const key = backendReviewErrorKey(result.error.message);
    return key ? { ok: false, key } : { ok: false, key: 'user', message: result.error.message };
  }
  const written = result.data.writeReview?.review;
  if (!written) return { ok: true, status: 'pending' };
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(written.date ?? '')?.[1];
  return {
    ok: true,
    status: 'published',
    review: {
      id: written.id,
      author: written.author?.node.name?.trim() || review.author,
      date: day ? `${day}T12:00:00Z` : null,
      rating: review.rating,
      paragraphs: htmlToParagraphs(written.content),
    },
  };
}
