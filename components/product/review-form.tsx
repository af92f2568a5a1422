'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useId, useRef, useState, useTransition } from 'react';
import { FormField } from '@/components/ui/form-field';
import type { ProductReview } from '@/lib/commerce/types';
import { submitReview } from '@/lib/reviews/actions';
import type { ReviewErrorKey } from '@/lib/reviews/review-input';
import { StarRating } from './star-rating';

type Field = 'rating' | 'content' | 'author' | 'email';
type Problem = { field: Field | null; text: string };
type Done = { status: 'published'; review: ProductReview } | { status: 'pending' };

const FIELD_OF: Partial<Record<ReviewErrorKey, Field>> = { rating: 'rating', content: 'content', email: 'email' };
const STARS = [1, 2, 3, 4, 5] as const;
// Roughly what the backend accepts; it checks again, and its word is final.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The review form on the product page (docs/behaviour.md §3, §5), shown where reviews are.
 * Checked here first, in the shopper's language (no zod in the browser: the CSP forbids the
 * `new Function` it probes for), then by the server action and the backend. What the reviewer
 * wrote is shown as text, never as markup.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const t = useTranslations('product.reviews.form');
  const reviews = useTranslations('product.reviews');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [pending, startTransition] = useTransition();

  const fail = (key: ReviewErrorKey, field: Field | null = FIELD_OF[key] ?? null) => setProblem({ field, text: t(`errors.${key}`) });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const content = String(data.get('content') ?? '');
    const author = String(data.get('author') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    if (rating < 1) return fail('rating');
    if (content.trim() === '') return fail('content');
    if (author === '') return fail('required', 'author');
    if (email === '') return fail('required', 'email');
    if (!EMAIL.test(email)) return fail('email');
    setProblem(null);
    startTransition(async () => {
      const outcome = await submitReview({ productId, rating, content, author, email }).catch(() => null);
      if (!outcome) return fail('failed');
      if (!outcome.ok) {
        if (outcome.key === 'user') setProblem({ field: null, text: outcome.message });
        else fail(outcome.key);
        return;
      }
      setDone(outcome.status === 'published' ? { status: 'published', review: outcome.review } : { status: 'pending' });
      formRef.current?.reset();
      setRating(0);
    });
  };

  const problemFor = (field: Field) => (problem?.field === field ? problem.text : null);

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 max-w-2xl">
      <h3 id={`${id}-title`} className="font-display text-xl">
        {t('title')}
      </h3>

      {done && (
        <div role="status" className="mt-4 rounded-md border border-sand bg-white p-5 text-sm">
          <p className="font-semibold">{done.status === 'published' ? t('published') : t('pending')}</p>
          {done.status === 'published' && (
            <article data-testid="written-review" className="mt-3">
              <header className="flex items-center gap-3">
                <span className="font-semibold">{done.review.author || reviews('anonymous')}</span>
                {done.review.rating !== null && (
                  <span className="flex items-center gap-1">
                    <StarRating rating={done.review.rating} />
                    <span className="sr-only">{reviews('rating', { rating: done.review.rating })}</span>
                  </span>
                )}
              </header>
              {done.review.paragraphs.map((paragraph, index) => (
                <p key={index} className="mt-2 whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </article>
          )}
        </div>
      )}

      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={pending}>
        <fieldset aria-describedby={problemFor('rating') ? `${id}-rating-problem` : undefined}>
          <legend className="text-sm font-medium">{t('rating')} *</legend>
          <div role="radiogroup" aria-required="true" aria-invalid={Boolean(problemFor('rating'))} className="mt-2 flex gap-1">
            {STARS.map((star) => (
              <label key={star} className="cursor-pointer rounded p-1 has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
                <input
                  type="radio"
                  name="rating"
                  value={star}
                  checked={rating === star}
                  onChange={() => setRating(star)}
                  className="sr-only"
                />
                <span className="sr-only">{t('star', { count: star })}</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 text-amber-700">
                  <path
                    d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z"
                    stroke="currentColor"
                    strokeWidth={1.4}
                    strokeLinejoin="round"
                    fill={star <= rating ? 'currentColor' : 'none'}
                  />
                </svg>
              </label>
            ))}
          </div>
          {problemFor('rating') && (
            <p id={`${id}-rating-problem`} className="mt-1 text-sm text-sale">
              {problemFor('rating')}
            </p>
          )}
        </fieldset>

        <FormField id={`${id}-content`} label={`${t('content')} *`} problem={problemFor('content')}>
          {(control) => <textarea {...control} name="content" rows={5} required className="mt-1 block w-full rounded-md border border-sand bg-white p-3" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-author`} label={`${t('author')} *`} problem={problemFor('author')}>
            {(control) => <input {...control} name="author" autoComplete="name" required maxLength={245} className="mt-1 block w-full rounded-md border border-sand bg-white p-3" />}
          </FormField>
          <FormField id={`${id}-email`} label={`${t('email')} *`} problem={problemFor('email')}>
            {(control) => (
              <input {...control} name="email" type="email" autoComplete="email" required maxLength={100} className="mt-1 block w-full rounded-md border border-sand bg-white p-3" />
            )}
          </FormField>
        </div>
        <p className="text-xs text-muted">{t('emailHint')}</p>

        {problem && problem.field === null && (
          <p role="alert" className="text-sm text-sale">
            {problem.text}
          </p>
        )}
        {problem && problem.field !== null && (
          <p role="alert" className="sr-only">
            {problem.text}
          </p>
        )}

        <button type="submit" disabled={pending} className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper disabled:opacity-60">
          {pending ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
