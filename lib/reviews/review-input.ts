import { z } from 'zod';
import { isEmailAddress, toAsciiEmail } from '@/lib/email-address';

/**
 * A shopper's review as the form sends it (docs/behaviour.md §5: a review needs a rating,
 * content and an e-mail; the name is sent too). The bounds are WordPress's own, which the
 * backend applies as well: 245 characters of name, 100 of e-mail, 65 525 of text.
 */
export type ReviewErrorKey = 'rating' | 'content' | 'required' | 'email' | 'duplicate' | 'alreadyReviewed' | 'tooMany' | 'closed' | 'tooLong' | 'failed';

const present = (value: string) => value.trim() !== '';

const ReviewInput = z.object({
  productId: z.number().int().positive(),
  rating: z.number({ message: 'rating' }).int('rating').min(1, 'rating').max(5, 'rating'),
  content: z.string().refine(present, 'content').pipe(z.string().max(65_525, 'tooLong')),
  author: z.string().trim().min(1, 'required').max(245, 'tooLong'),
  // The shop's one e-mail rule; an internationalised domain is sent as punycode.
  email: z.string().trim().min(1, 'required').max(200, 'tooLong').transform(toAsciiEmail).pipe(z.string().max(100, 'tooLong').refine(isEmailAddress, 'email')),
});
type ReviewInput = z.infer<typeof ReviewInput>;

const KEYS = new Set<ReviewErrorKey>(['rating', 'content', 'required', 'email', 'duplicate', 'closed', 'tooLong', 'failed']);

/** The review to send, or the message key of the first thing wrong with it. */
export function checkReview(input: unknown): { ok: true; review: ReviewInput } | { ok: false; key: ReviewErrorKey } {
  const parsed = ReviewInput.safeParse(input);
  if (parsed.success) return { ok: true, review: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { ok: false, key: message && KEYS.has(message as ReviewErrorKey) ? (message as ReviewErrorKey) : 'required' };
}

/**
 * WordPress's refusals (docs/woographql-contract.md §8.4) that the form knows how to say in the
 * shopper's language; any other refusal is shown in the shop's own words.
 */
const BACKEND_MESSAGES: ReadonlyArray<[RegExp, ReviewErrorKey]> = [
  [/^Please type your comment text\.?$/i, 'content'],
  [/^Please fill the required fields/i, 'required'],
  [/^Please enter a valid email address\.?$/i, 'email'],
  [/^Duplicate comment detected/i, 'duplicate'],
  // This shop's own limits (server/commerce/reviews, server/commerce/limits).
  [/^You have already reviewed this product/i, 'alreadyReviewed'],
  [/^Too many attempts\./, 'tooMany'],
  [/^Your (comment|name|email address) is too long\.?$/i, 'tooLong'],
  [/closed to comments/i, 'closed'],
  [/^Please rate the product/i, 'rating'],
  [/^The ID of the node to comment on is invalid/i, 'failed'],
];

export function backendReviewErrorKey(message: string): ReviewErrorKey | null {
  const trimmed = message.trim();
  return BACKEND_MESSAGES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? null;
}
