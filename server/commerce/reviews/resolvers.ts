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
      const draft = parseReviewInput(input);
      const customer = ctx.viewer.customer;
      // Counted once the input is valid: a form error costs the shopper nothing.
      await ctx.rateLimits.review(ctx.clientAddress, !!customer);
      const review = await storeReview(ctx.db, draft, ctx.reviews, customer?.id ?? null);
      return {
        clientMutationId: input.clientMutationId ?? null,
        rating: review.rating,
        review: review.status === 'approved' ? review : null,
      };
    },
  },
};
