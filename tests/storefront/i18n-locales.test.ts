import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatFor, formatMoney } from '@/lib/i18n/format';
import {
  defaultLocaleCode,
  localeCodes,
  parseLocaleCode,
  toIntlLocale,
  toLocaleCode,
} from '@/lib/i18n/locales';
import { clientMessageSets } from '@/lib/i18n/client-keys';
import { namespaces } from '@/lib/i18n/namespaces';

// Intl separates amount and symbol with (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('locales', () => {
  it('are the six of docs/behaviour.md §1, German by default', () => {
    expect([...localeCodes].sort()).toEqual(['de_DE', 'en_US', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR']);
    expect(defaultLocaleCode).toBe('de_DE');
  });

  it('map cookie codes to BCP-47 tags and back', () => {
    expect(localeCodes.map(toIntlLocale)).toEqual(['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR']);
    expect(toLocaleCode('pt-BR')).toBe('pt_BR');
    expect(toLocaleCode('fr_FR')).toBe('fr_FR');
  });

  it('fall back to German for a missing or unknown cookie value', () => {
    expect(parseLocaleCode(undefined)).toBe('de_DE');
    expect(parseLocaleCode('')).toBe('de_DE');
    expect(parseLocaleCode('xx_XX')).toBe('de_DE');
    expect(parseLocaleCode('en-US')).toBe('de_DE'); // the cookie holds the underscore form only
    expect(parseLocaleCode('it_IT')).toBe('it_IT');
  });
});

describe('namespaces', () => {
  it('are the fifteen message files', () => {
    expect(namespaces).toEqual(['common', 'shell', 'errors', 'pages', 'home', 'catalog', 'product', 'seo', 'search', 'cart', 'account', 'refusals', 'checkout', 'wishlist', 'storeText', 'withdrawal', 'legal']);
  });

  it('keep the shop’s refusals and the long legal texts on the server: the browser gets them rendered, never the table', () => {
    const sentToBrowser = Object.values(clientMessageSets).flatMap((set) => set.keys.map((key) => key.split('.')[0]));
    expect(sentToBrowser).not.toContain('refusals');
    // The shop's texts by id likewise (lib/i18n/store-text.ts names them on the server).
    expect(sentToBrowser).not.toContain('storeText');
    expect(sentToBrowser).not.toContain('legal');
  });
});

describe('formatMoney', () => {
  const price = { cents: 123456, currency: 'EUR' };
  it.each([
    ['de-DE', '1.234,56 €'],
    ['en-US', '€1,234.56'],
    ['es-ES', '1234,56 €'],
    ['fr-FR', '1 234,56 €'],
    ['it-IT', '1234,56 €'],
    ['pt-BR', '€ 1.234,56'],
  ] as const)('formats euro in %s', (locale, expected) => {
    // Spanish and Italian leave four-digit amounts ungrouped (CLDR minimum grouping digits).
    expect(plain(formatMoney(price, locale))).toBe(expected);
  });

  it('uses the store currency for bare cents', () => {
    expect(plain(formatCents(4995, 'de-DE'))).toBe('49,95 €');
  });
});

describe('formatDate', () => {
  const date = '2025-03-05T10:00:00Z';
  it.each([
    ['de-DE', '5. März 2025'],
    ['en-US', 'March 5, 2025'],
    ['es-ES', '5 de marzo de 2025'],
    ['fr-FR', '5 mars 2025'],
    ['it-IT', '5 marzo 2025'],
    ['pt-BR', '5 de março de 2025'],
  ] as const)('writes the month out in %s', (locale, expected) => {
    expect(formatDate(date, locale)).toBe(expected);
  });

  it('uses the store time zone (late evening UTC is the next day in Berlin)', () => {
    expect(formatDate('2025-03-05T23:30:00Z', 'en-US')).toBe('March 6, 2025');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('not a date', 'de-DE')).toBe('');
  });

  it('can be bound to a locale', () => {
    const format = formatFor('en-US');
    expect(format.date(new Date('2024-12-24T12:00:00Z'))).toBe('December 24, 2024');
    expect(format.money({ cents: 999, currency: 'EUR' })).toBe('€9.99');
  });
});
