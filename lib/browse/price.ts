import type { Money } from '@/lib/money';

/**
 * The discount of `price` against `regularPrice` in whole percent, for the percent sale
 * badge. Rounded down, so a badge never promises more than the shopper saves; null when
 * there is no discount to show.
 */
export function discountPercent(price: Money | null, regularPrice: Money | null): number | null {
  if (!price || !regularPrice || regularPrice.cents <= 0 || price.cents >= regularPrice.cents) return null;
  const percent = Math.floor(((regularPrice.cents - price.cents) * 100) / regularPrice.cents);
  return percent > 0 ? percent : null;
}
