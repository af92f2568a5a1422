import { STORE_LOCALE } from '@/lib/config/store-locale';

/**
 * Money in the storefront: integer cents plus an ISO currency code, so sums never drift,
 * and one formatter built on Intl so locale rules (decimal comma, symbol position) are right.
 */
export type Money = {
  /** Amount in hundredths of the currency unit (the store keeps two decimals, as WooCommerce does by default). */
  cents: number;
  currency: string;
};

const DECIMAL_AMOUNT = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Parses one WooGraphQL RAW amount ("19.99", "20", "19.5") into cents without going through
 * floating point. Digits after the second decimal place are rounded half up.
 * Returns null for anything that is not a plain decimal number (empty, "", "N/A").
 */
export function parseDecimalToCents(raw: string | null | undefined): number | null {
  const match = DECIMAL_AMOUNT.exec((raw ?? '').trim());
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const firstTwo = Number((fraction + '00').slice(0, 2));
  const roundUp = Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0;
  const cents = Number(whole) * 100 + firstTwo + roundUp;
  return minus && cents !== 0 ? -cents : cents;
}

/**
 * Parses a RAW price field into all amounts it holds, sorted ascending. Simple products give
 * one amount; variable products give every variation price joined by ", " ("10, 15, 20").
 * Unparseable parts are skipped rather than shown as 0 €.
 */
export function parseRawPriceList(raw: string | null | undefined): number[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map(parseDecimalToCents)
    .filter((cents): cents is number => cents !== null)
    .sort((a, b) => a - b);
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats money for display, e.g. `{ cents: 4995, currency: 'EUR' }` → "49,95 €" in de-DE. */
export function formatMoney(money: Money, locale: string = STORE_LOCALE): string {
  return currencyFormatter(locale, money.currency).format(money.cents / 100);
}
