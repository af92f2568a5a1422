import type { CommerceContext } from '../context';
import { parseReviewInput, type WriteReviewRequest } from './review-input';
import { storeReview } from './review-store';

export const reviewWriteResolvers = {
  RootMutation: {
    /**
     * docs/woographql-contract.md §8.4: `rating` is the stored rating; `review` is null while the
     * review awaits approval (WPGraphQL hides an unapproved comment from a guest), which is how
     * the storefront knows to say so.
     */
    writeReview: async (_: unknown, { input }: { input: WriteReviewRequest }, ctx: CommerceContext) => {
      const review = await storeReview(ctx.db, parseReviewInput(input), ctx.reviews);
      return {
        clientMutationId: input.clientMutationId ?? null,
        rating: review.rating,
        review: review.status === 'approved' ? review : null,
      };
    },
  },
};
