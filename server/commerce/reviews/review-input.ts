import { z } from 'zod';
import { UserError } from '../errors';
import { isEmailAddress } from '../mail/email-address';

/** writeReview's input as the contract types it (docs/woographql-contract.md §8.4). */
export interface WriteReviewRequest {
  rating: number;
  commentOn?: number | null;
  content?: string | null;
  author?: string | null;
  authorEmail?: string | null;
  clientMutationId?: string | null;
}

export interface ReviewDraft {
  productId: number;
  rating: number;
  /** Stored exactly as written; the storefront renders it as text. */
  content: string;
  author: string;
  authorEmail: string;
}

// WordPress's and WooCommerce's own words for a comment they refuse (wp_handle_comment_submission,
// wp_check_comment_data_max_lengths, WC_Comments::check_comment_rating, WPGraphQL's CommentCreate),
// without WordPress's "<strong>Error:</strong>" markup.
export const REVIEW_MESSAGES = {
  invalidProduct: 'The ID of the node to comment on is invalid',
  closed: 'Sorry, this post is closed to comments at the moment',
  rating: 'Please rate the product.',
  content: 'Please type your comment text.',
  required: 'Please fill the required fields.',
  email: 'Please enter a valid email address.',
  contentLength: 'Your comment is too long.',
  authorLength: 'Your name is too long.',
  emailLength: 'Your email address is too long.',
  duplicate: 'Duplicate comment detected; it looks as though you’ve already said that!',
  // Not WordPress's: this shop takes one review per customer and product (review-store.ts).
  alreadyReviewed: 'You have already reviewed this product.',
} as const;

const present = (value: string | null | undefined) => (value ?? '').trim() !== '';

// Checked in the order WordPress checks: the product first, then the rating, then the fields.
const ReviewInput = z.object({
  commentOn: z.number({ message: REVIEW_MESSAGES.invalidProduct }).int().positive(REVIEW_MESSAGES.invalidProduct),
  rating: z.number({ message: REVIEW_MESSAGES.rating }).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating),
  author: z.string({ message: REVIEW_MESSAGES.required }).refine(present, REVIEW_MESSAGES.required).pipe(z.string().trim().max(245, REVIEW_MESSAGES.authorLength)),
  authorEmail: z
    .string({ message: REVIEW_MESSAGES.required })
    .refine(present, REVIEW_MESSAGES.required)
    .pipe(z.string().trim().max(100, REVIEW_MESSAGES.emailLength).refine(isEmailAddress, REVIEW_MESSAGES.email)),
  content: z.string({ message: REVIEW_MESSAGES.content }).refine(present, REVIEW_MESSAGES.content).pipe(z.string().max(65525, REVIEW_MESSAGES.contentLength)),
});

/** The review to store, or the first reason WordPress would give for refusing it. */
export function parseReviewInput(input: WriteReviewRequest): ReviewDraft {
  const parsed = ReviewInput.safeParse({
    commentOn: input.commentOn ?? undefined,
    rating: input.rating,
    author: input.author ?? undefined,
    authorEmail: input.authorEmail ?? undefined,
    content: input.content ?? undefined,
  });
  if (!parsed.success) throw new UserError(parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.required);
  const { commentOn, rating, author, authorEmail, content } = parsed.data;
  return { productId: commentOn, rating, author, authorEmail, content };
}
