import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductPrice } from '@/components/product/product-price';
import { SaleBadge } from '@/components/product/sale-badge';
import { discountPercent } from '@/lib/browse/price';
import type { PriceInfo } from '@/lib/commerce/types';
import deProduct from '@/messages/de_DE/product.json';
import enProduct from '@/messages/en_US/product.json';
import { TestTranslations } from './fixtures/translations';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

function render(node: React.ReactNode, locale: 'de-DE' | 'en-US' = 'de-DE'): string {
  const messages = { product: locale === 'de-DE' ? deProduct : enProduct };
  return renderToStaticMarkup(
    <TestTranslations locale={locale} messages={messages}>
      {node}
    </TestTranslations>,
  );
}

/** The visible text, with Intl's no-break spaces made plain. */
function text(html: string): string {
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const plain: PriceInfo = { price: eur(4995), regularPrice: eur(4995), maxPrice: null, onSale: false };

describe('ProductPrice', () => {
  it('shows one price in the locale format', () => {
    expect(text(render(<ProductPrice {...plain} />))).toBe('49,95 €');
    expect(text(render(<ProductPrice {...plain} />, 'en-US'))).toBe('€49.95');
  });

  it('shows a range as "from" in lists and as min – max on a product page', () => {
    const range: PriceInfo = { ...plain, maxPrice: eur(9995) };
    expect(text(render(<ProductPrice {...range} />))).toBe('ab 49,95 €');
    expect(text(render(<ProductPrice {...range} range="span" />))).toBe('49,95 € – 99,95 €');
    expect(text(render(<ProductPrice {...range} />, 'en-US'))).toBe('from €49.95');
  });

  it('strikes through the regular price on sale, and names both for screen readers', () => {
    const html = render(<ProductPrice price={eur(5995)} regularPrice={eur(9995)} maxPrice={null} onSale />);
    expect(html).toContain('<del class="text-base text-muted">99,95');
    expect(text(html)).toBe('59,95 € 99,95 €');
    expect(html).toContain('Angebotspreis');
    expect(html).toContain('Regulärer Preis');
  });

  it('shows no sale when the regular price is not higher', () => {
    const html = render(<ProductPrice price={eur(5995)} regularPrice={eur(5995)} maxPrice={null} onSale />);
    expect(html).not.toContain('<del');
  });

  it('shows nothing without a price', () => {
    expect(render(<ProductPrice price={null} regularPrice={null} maxPrice={null} onSale={false} />)).toBe('');
  });
});

describe('SaleBadge', () => {
  it('says "Sale" in the default settings', () => {
    expect(text(render(<SaleBadge type="text" percent={40} />))).toBe('Sale');
  });

  it('shows the discount in percent in the example settings, per locale', () => {
    expect(text(render(<SaleBadge type="percent" percent={40} />))).toBe('−40 %');
    expect(text(render(<SaleBadge type="percent" percent={40} />, 'en-US'))).toBe('−40%');
  });

  it('falls back to the word when the discount is unknown', () => {
    expect(text(render(<SaleBadge type="percent" percent={null} />))).toBe('Sale');
  });
});

describe('discountPercent', () => {
  it('rounds down, so the badge never promises more than the saving', () => {
    expect(discountPercent(eur(5995), eur(9995))).toBe(40);
    expect(discountPercent(eur(6666), eur(10000))).toBe(33);
    expect(discountPercent(eur(9999), eur(10000))).toBeNull();
  });

  it('is null without a discount', () => {
    expect(discountPercent(eur(100), eur(100))).toBeNull();
    expect(discountPercent(eur(120), eur(100))).toBeNull();
    expect(discountPercent(null, eur(100))).toBeNull();
    expect(discountPercent(eur(100), eur(0))).toBeNull();
  });
});
