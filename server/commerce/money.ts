/**
 * Money is integer cents everywhere inside the backend; these turn cents into the two string
 * forms WooGraphQL returns (docs/woographql-contract.md §3.1).
 */
export interface StoreCurrency {
  code: string;
  symbol: string;
  decimals: number;
  decimalSeparator: string;
  thousandSeparator: string;
  /** WooCommerce's currency positions; "right_space" renders `12,00 €`. */
  position: 'left' | 'right' | 'left_space' | 'right_space';
}

/** The seeded German shop: euro, German separators, symbol after the amount. */
export const storeCurrency: StoreCurrency = {
  code: 'EUR',
  symbol: '€',
  decimals: 2,
  decimalSeparator: ',',
  thousandSeparator: '.',
  position: 'right_space',
};

export type PriceFormat = 'RAW' | 'FORMATTED';

/** A plain decimal with a point and the store's decimals, as WooGraphQL sends RAW prices ("119.00", "9.90"). */
export function rawAmount(cents: number, currency: StoreCurrency = storeCurrency): string {
  return (cents / 100).toFixed(currency.decimals);
}

/**
 * A computed total (cart, order) as RAW: PHP's float-to-string, trailing zeros dropped ("20",
 * "19.5", "0"), where prices read from product meta keep their decimals (rawAmount).
 */
export function rawTotal(cents: number): string {
  return String(cents / 100);
}

/** Cart and order money: computed totals in either format. */
export function formatTotal(cents: number, format: PriceFormat | undefined): string {
  return format === 'RAW' ? rawTotal(cents) : formattedAmount(cents);
}

/**
 * wc_price as WooGraphQL sends it: tags stripped but entities kept, so the space of *_space
 * positions arrives as the literal text `&nbsp;` ("39,96&nbsp;€").
 */
export function formattedAmount(cents: number, currency: StoreCurrency = storeCurrency): string {
  const negative = cents < 0;
  const [whole = '0', fraction = ''] = (Math.abs(cents) / 100).toFixed(currency.decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator);
  const number = fraction ? `${grouped}${currency.decimalSeparator}${fraction}` : grouped;
  const noBreakSpace = '&nbsp;';
  const withSymbol = {
    left: `${currency.symbol}${number}`,
    right: `${number}${currency.symbol}`,
    left_space: `${currency.symbol}${noBreakSpace}${number}`,
    right_space: `${number}${noBreakSpace}${currency.symbol}`,
  }[currency.position];
  return negative ? `-${withSymbol}` : withSymbol;
}

export function formatPrice(cents: number | null, format: PriceFormat | undefined): string | null {
  if (cents === null) return null;
  return format === 'RAW' ? rawAmount(cents) : formattedAmount(cents);
}

/**
 * A variable product's price fields: FORMATTED is "min - max" (one price when all are equal),
 * RAW lists every variation's price in ascending order, as WooGraphQL does.
 */
export function formatPriceList(cents: readonly number[], format: PriceFormat | undefined): string | null {
  if (cents.length === 0) return null;
  const sorted = [...cents].sort((a, b) => a - b);
  if (format === 'RAW') return sorted.map((amount) => rawAmount(amount)).join(', ');
  const min = sorted[0] as number;
  const max = sorted[sorted.length - 1] as number;
  return min === max ? formattedAmount(min) : `${formattedAmount(min)} - ${formattedAmount(max)}`;
}
