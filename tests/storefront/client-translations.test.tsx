import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale, useTranslations } from '@/lib/i18n/client-translations';
import deProduct from '@/messages/de_DE/product.json';
import enShell from '@/messages/en_US/shell.json';
import { TestTranslations } from './fixtures/translations';

function CartButton({ count }: { count: number }) {
  const t = useTranslations('shell');
  return <span>{t('cart.openWithCount', { count })}</span>;
}

function Pending() {
  const t = useTranslations('product');
  return (
    <span lang={useLocale()}>
      {t('variations.pending', { attributes: 'Farbe, Größe' })} {t('addToCart')}
    </span>
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, '');

afterEach(() => vi.restoreAllMocks());

describe('texts in client components', () => {
  it('fills in values and picks the plural form of the locale', () => {
    const render = (count: number) => text(renderToStaticMarkup(<TestTranslations locale="en-US" messages={{ shell: enShell }}><CartButton count={count} /></TestTranslations>));
    expect(render(1)).toBe('Cart, 1 item');
    expect(render(3)).toBe('Cart, 3 items');
  });

  it('reads plain texts and the locale as the server handed them over', () => {
    const html = renderToStaticMarkup(<TestTranslations messages={{ product: deProduct }}><Pending /></TestTranslations>);
    expect(html).toContain('lang="de-DE"');
    expect(text(html)).toBe('Bitte wählen Sie Farbe, Größe. In den Warenkorb');
  });

  it('shows the key, as next-intl does, for a text that is missing, and says so in the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(<TestTranslations messages={{ shell: {} }}><CartButton count={2} /></TestTranslations>);
    expect(text(html)).toBe('shell.cart.openWithCount');
    expect(logged).toHaveBeenCalledWith('No text for shell.cart.openWithCount in de-DE');
  });

  it('refuses to run without the provider, instead of showing keys everywhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToStaticMarkup(<CartButton count={1} />)).toThrow(/outside <ClientMessages>/);
  });
});
