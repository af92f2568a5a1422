import { STORE_CURRENCY, STORE_TIME_ZONE } from '@/lib/config/store-locale';
import { formatMoney as formatMoneyIn, type Money } from '@/lib/money';
import type { IntlLocale } from './locales';

/**
 * Money and dates per locale, through Intl. Pure functions: they run the same in server and
 * client components (take the locale from `useLocale()` or `getLocale()`, or use
 * `useFormat()` / `getFormat()`, which do that).
 */

/** e.g. `{ cents: 4995, currency: 'EUR' }` → "49,95 €" (de-DE), "€49.95" (en-US). */
export function formatMoney(money: Money, locale: IntlLocale): string {
  return formatMoneyIn(money, locale);
}

/** An amount in cents in the store's currency (EUR). */
export function formatCents(cents: number, locale: IntlLocale): string {
  return formatMoneyIn({ cents, currency: STORE_CURRENCY }, locale);
}

const dateFormatters = new Map<IntlLocale, Intl.DateTimeFormat>();

/**
 * A calendar date with the month written out (docs/behaviour.md §9: long month, day, year), e.g.
 * "5. März 2025" (de-DE), "March 5, 2025" (en-US), in the store's time zone.
 * Unreadable input gives an empty string rather than "Invalid Date".
 */
export function formatDate(value: Date | string | number, locale: IntlLocale): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: STORE_TIME_ZONE,
    });
    dateFormatters.set(locale, formatter);
  }
  return formatter.format(date);
}

/** A decimal as the locale writes it, at most two places: 4.5 → "4,5" (de-DE), "4.5" (en-US). */
export function formatDecimal(value: number, locale: IntlLocale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export type Format = {
  locale: IntlLocale;
  money: (money: Money) => string;
  cents: (cents: number) => string;
  date: (value: Date | string | number) => string;
  decimal: (value: number) => string;
};

/** The helpers above, bound to one locale. */
export function formatFor(locale: IntlLocale): Format {
  return {
    locale,
    money: (money) => formatMoney(money, locale),
    cents: (cents) => formatCents(cents, locale),
    date: (value) => formatDate(value, locale),
    decimal: (value) => formatDecimal(value, locale),
  };
}
