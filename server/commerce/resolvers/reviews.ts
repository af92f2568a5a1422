import { createHash } from 'node:crypto';
import type { CommerceContext } from '../context';
import { commentDate, postDateGmt } from '../dates';
import { toGlobalId } from '../ids';
import type { ConnectionArgs } from '../pagination';
import type { ProductRow, ReviewRow } from '../catalog/rows';
import { wpautop } from '../wpautop';
import { escapeHtml, listConnection, type ContentArgs } from './shared';

type Ctx = CommerceContext;

/** ProductToCommentConnection: approved reviews, newest first, each edge carrying its rating. */
export async function reviewConnection(product: ProductRow, args: ConnectionArgs, ctx: Ctx) {
  const reviews = await ctx.loaders.reviewsByProduct.load(product.id);
  const connection = listConnection(ctx, reviews, (review) => review.id, args);
  return {
    ...connection,
    averageRating: product.average_rating,
    edges: connection.edges.map((edge) => ({ ...edge, rating: edge.node.rating })),
  };
}

/** Rendered like WordPress renders comment text: escaped, then paragraphs and line breaks by wpautop. */
const renderCommentText = (text: string): string => wpautop(escapeHtml(text.trim()));

const avatarHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

export const reviewResolvers = {
  Comment: {
    id: (review: ReviewRow) => toGlobalId('comment', review.id),
    databaseId: (review: ReviewRow) => review.id,
    content: (review: ReviewRow, args: ContentArgs) =>
      args.format === 'RAW' ? review.content : renderCommentText(review.content),
    date: (review: ReviewRow, _: unknown, ctx: Ctx) => commentDate(review.created_at, ctx.site.timeZone),
    dateGmt: (review: ReviewRow) => postDateGmt(review.created_at).replace('T', ' '),
    status: () => 'APPROVE',
    type: () => 'review',
    // E-mail addresses are private: WordPress shows them only to moderators.
    author: (review: ReviewRow) => ({ node: review, name: review.author_name, email: null, url: null }),
  },
  Commenter: { __resolveType: () => 'CommentAuthor' },
  CommentAuthor: {
    id: (review: ReviewRow) => toGlobalId('comment_author', review.id),
    databaseId: (review: ReviewRow) => review.id,
    name: (review: ReviewRow) => review.author_name,
    email: () => null,
    url: () => null,
    avatar: (review: ReviewRow, args: { size?: number | null }, ctx: Ctx) => {
      const size = Math.min(Math.max(args.size ?? 96, 16), 512);
      return {
        url: `${ctx.site.publicUrl}/avatar/${avatarHash(review.author_email)}.svg?s=${size}`,
        size,
        width: size,
        height: size,
        foundAvatar: false,
        default: 'identicon',
      };
    },
  },
};
