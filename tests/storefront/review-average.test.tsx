import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductReviews } from '@/components/product/product-reviews';
import type { ProductReviews as ProductReviewsData } from '@/lib/commerce/types';
import de from '@/messages/de_DE/product.json';
import en from '@/messages/en_US/product.json';
import fr from '@/messages/fr_FR/product.json';
import type { IntlLocale } from '@/lib/i18n/locales';
import { TestTranslations } from './fixtures/translations';

const reviews: ProductReviewsData = {
  average: 4.5,
  count: 2,
  items: [{ id: 'r1', author: 'Erika', date: '2026-11-01', rating: 4, paragraphs: ['Gut.'] }],
};

// Server components read next-intl's provider, client helpers (formatting) the shop's own.
const text = (locale: IntlLocale, messages: object, data = reviews) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{ product: messages }} timeZone="Europe/Berlin">
      <TestTranslations locale={locale} messages={{ product: messages as Record<string, never> }}>
        <ProductReviews reviews={data} />
      </TestTranslations>
    </NextIntlClientProvider>,
  ).replace(/<[^>]+>/g, ' ');

describe('the review average', () => {
  it('is written as the shopper’s language writes numbers', () => {
    expect(text('de-DE', de)).toContain('4,5 von 5 Sternen');
    expect(text('fr-FR', fr)).toContain('4,5 étoiles sur 5');
    expect(text('en-US', en)).toContain('4.5 out of 5 stars');
    expect(text('de-DE', de, { ...reviews, average: 4.33 })).toContain('4,33 von 5 Sternen');
    expect(text('de-DE', de, { ...reviews, average: 5 })).toContain('5 von 5 Sternen');
  });
});

describe('a product with more reviews than the page lists', () => {
  it('says the list holds the newest of them, and says nothing when it holds them all', () => {
    expect(text('de-DE', de)).toContain('Die 1 neuesten von 2 Bewertungen');
    expect(text('en-US', en, { ...reviews, count: 35 })).toContain('The 1 newest of 35 reviews');
    expect(text('de-DE', de, { ...reviews, count: 1 })).not.toContain('neuesten');
  });
});
