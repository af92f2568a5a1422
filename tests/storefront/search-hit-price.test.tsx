import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ProductHit } from '@/components/search/search-hit';
import type { IntlLocale } from '@/lib/i18n/locales';
import de from '@/messages/de_DE/search.json';
import en from '@/messages/en_US/search.json';
import { TestTranslations } from './fixtures/translations';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, prefetch: () => undefined }) }));
const { SearchHit } = await import('@/components/search/search-hit');

const hit = (changes: Partial<ProductHit>): ProductHit =>
  ({
    objectID: '34',
    name: 'Leinenkleid',
    slug: 'leinenkleid',
    price: 59.95,
    priceMax: 59.95,
    regularPrice: 59.95,
    onSale: false,
    image: null,
    _highlightResult: { name: { value: 'Leinenkleid', matchLevel: 'none', matchedWords: [] } },
    __position: 1,
    ...changes,
  }) as ProductHit;

const text = (value: ProductHit, locale: IntlLocale = 'de-DE', messages: object = de) =>
  renderToStaticMarkup(
    <TestTranslations locale={locale} messages={{ search: messages as Record<string, never> }}>
      <SearchHit hit={value} />
    </TestTranslations>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a search result’s price', () => {
  it('says "from" for a product whose variations differ in price, as the product cards do', () => {
    expect(text(hit({ price: 49.95, priceMax: 69.95 }))).toContain('ab 49,95 €');
    expect(text(hit({ price: 49.95, priceMax: 69.95 }), 'en-US', en)).toContain('from €49.95');
  });

  it('shows a single price bare, on sale too', () => {
    expect(text(hit({}))).toMatch(/Leinenkleid 59,95 €$/);
    expect(text(hit({ price: 39.95, priceMax: 39.95, regularPrice: 59.95, onSale: true }))).toMatch(/59,95 € 39,95 €$/);
  });
});
