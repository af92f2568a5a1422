import type { ProductReviewListFragment } from '@/graphql/generated/graphql';
import { htmlToParagraphs } from '@/lib/browse/sanitize-html';
import type { ProductReview, ProductReviews } from '../types';

/**
 * WordPress comment dates are site-local wall-clock times ("2025-07-28 21:00:00"). Only the
 * day is shown, so keep the day and pin it to noon UTC: no time zone can move it to another day.
 */
function reviewDay(raw: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(raw ?? '');
  return match ? `${match[1]}T12:00:00Z` : null;
}

function rating(value: number | null | undefined): number | null {
  return typeof value === 'number' && value >= 1 && value <= 5 ? value : null;
}

export function reshapeReviews(
  connection: ProductReviewListFragment | null | undefined,
  reviewCount: number | null | undefined,
): ProductReviews {
  const items: ProductReview[] = (connection?.edges ?? []).map((edge) => ({
    id: edge.node.id,
    author: edge.node.author?.node.name?.trim() ?? '',
    date: reviewDay(edge.node.date),
    rating: rating(edge.rating),
    paragraphs: htmlToParagraphs(edge.node.content),
  }));
  const average = connection?.averageRating ?? null;
  return {
    average: average !== null && average > 0 ? Math.round(average * 10) / 10 : null,
    count: Math.max(reviewCount ?? 0, items.length),
    items,
  };
}
