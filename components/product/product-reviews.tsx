import { useTranslations } from 'next-intl';
import type { ProductReviews as ProductReviewsData } from '@/lib/commerce/types';
import { useFormat } from '@/lib/i18n/use-format';
import { StarRating } from './star-rating';

/**
 * The reviews list and average. Review text is shown as plain text (reshaped from the
 * comment's HTML), so nothing a reviewer writes can become markup.
 */
export function ProductReviews({ reviews }: { reviews: ProductReviewsData }) {
  const t = useTranslations('product.reviews');
  const format = useFormat();
  return (
    <section aria-labelledby="reviews-title" className="border-t border-sand pt-10">
      <h2 id="reviews-title" className="font-display text-2xl">
        {t('title')}
      </h2>
      {reviews.average !== null && (
        <p className="mt-3 flex items-center gap-2 text-sm">
          <StarRating rating={reviews.average} />
          <span>{t('average', { rating: format.decimal(reviews.average) })}</span>
          <span className="text-muted">· {t('count', { count: reviews.count })}</span>
        </p>
      )}
      {reviews.items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('none')}</p>
      ) : (
        <>
          {/* The page reads the newest 20 (graphql/fragments/ProductDetail.graphql): say so when there are more. */}
          {reviews.count > reviews.items.length && (
            <p className="mt-4 text-sm text-muted" data-testid="reviews-newest">
              {t('newest', { shown: reviews.items.length, count: reviews.count })}
            </p>
          )}
          <ul className="mt-6 space-y-6">
            {reviews.items.map((review) => (
              <li key={review.id} className="rounded-md border border-sand bg-white p-5">
                <article>
                  <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="font-semibold">{review.author || t('anonymous')}</span>
                    {review.date && <time dateTime={review.date.slice(0, 10)} className="text-muted">{format.date(review.date)}</time>}
                    {review.rating !== null && (
                      <span className="flex items-center gap-1">
                        <StarRating rating={review.rating} />
                        <span className="sr-only">{t('rating', { rating: format.decimal(review.rating) })}</span>
                      </span>
                    )}
                  </header>
                  <div className="mt-3 space-y-2 text-sm leading-relaxed">
                    {review.paragraphs.map((paragraph, index) => (
                      <p key={index} className="whitespace-pre-line">
                        {paragraph}
                      </p>
                    ))}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
