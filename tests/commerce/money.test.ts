import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceList, formattedAmount, rawAmount } from '@/server/commerce/money';

// WooGraphQL keeps wc_price's entity as text (contract/recordings: "39,96&nbsp;€ - 54,95&nbsp;€").
const nbsp = '&nbsp;';

describe('WooGraphQL money strings', () => {
  it('writes RAW amounts as plain decimals with a point and the store decimals, no separators', () => {
    expect(rawAmount(2000)).toBe('20.00');
    expect(rawAmount(1950)).toBe('19.50');
    expect(rawAmount(1999)).toBe('19.99');
    expect(rawAmount(123456789)).toBe('1234567.89');
    expect(rawAmount(0)).toBe('0.00');
  });

  it('writes FORMATTED amounts with German separators and the euro sign after the &nbsp; entity', () => {
    expect(formattedAmount(1999)).toBe(`19,99${nbsp}€`);
    expect(formattedAmount(123456789)).toBe(`1.234.567,89${nbsp}€`);
    expect(formattedAmount(5)).toBe(`0,05${nbsp}€`);
    expect(formattedAmount(-500)).toBe(`-5,00${nbsp}€`);
  });

  it('honours every currency position', () => {
    const usd = { code: 'USD', symbol: '$', decimals: 2, decimalSeparator: '.', thousandSeparator: ',' } as const;
    expect(formattedAmount(123450, { ...usd, position: 'left' })).toBe('$1,234.50');
    expect(formattedAmount(123450, { ...usd, position: 'left_space' })).toBe(`$${nbsp}1,234.50`);
    expect(formattedAmount(123450, { ...usd, position: 'right' })).toBe('1,234.50$');
  });

  it('returns null for a missing price whatever the format', () => {
    expect(formatPrice(null, 'RAW')).toBeNull();
    expect(formatPrice(null, 'FORMATTED')).toBeNull();
    expect(formatPrice(4990, undefined)).toBe(`49,90${nbsp}€`);
  });

  it('renders variable price lists: every price ascending (duplicates kept) for RAW, min – max for FORMATTED', () => {
    expect(formatPriceList([2000, 1000, 1500], 'RAW')).toBe('10.00, 15.00, 20.00');
    expect(formatPriceList([5495, 3996, 4995, 5495, 4995], 'RAW')).toBe('39.96, 49.95, 49.95, 54.95, 54.95');
    expect(formatPriceList([2000, 1000, 1500], 'FORMATTED')).toBe(`10,00${nbsp}€ - 20,00${nbsp}€`);
    expect(formatPriceList([1000, 1000], 'FORMATTED')).toBe(`10,00${nbsp}€`);
    expect(formatPriceList([], 'RAW')).toBeNull();
  });
});
