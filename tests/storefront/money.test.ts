import { describe, expect, it } from 'vitest';
import { formatMoney, parseDecimalToCents, parseRawPriceList } from '@/lib/money';

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('parseDecimalToCents', () => {
  it.each([
    ['19.99', 1999],
    ['20', 2000],
    ['19.5', 1950],
    ['0', 0],
    ['0.1', 10],
    ['1.005', 101],
    ['1.004', 100],
    ['-5', -500],
    [' 7.25 ', 725],
    ['1234567.89', 123456789],
  ])('reads %j as %i cents', (raw, cents) => {
    expect(parseDecimalToCents(raw)).toBe(cents);
  });

  it.each([null, undefined, '', 'abc', '1,99', '€5', '1.2.3', '.5'])('rejects %j', (raw) => {
    expect(parseDecimalToCents(raw)).toBeNull();
  });
});

describe('parseRawPriceList', () => {
  it('reads a simple product price', () => {
    expect(parseRawPriceList('49.95')).toEqual([4995]);
  });

  it('reads and sorts the price list of a variable product', () => {
    expect(parseRawPriceList('20, 10, 15.5')).toEqual([1000, 1550, 2000]);
  });

  it('skips parts it cannot read instead of inventing zero prices', () => {
    expect(parseRawPriceList('10, , oops, 12')).toEqual([1000, 1200]);
  });

  it('gives no prices for an empty field', () => {
    expect(parseRawPriceList(null)).toEqual([]);
    expect(parseRawPriceList('')).toEqual([]);
  });
});

describe('formatMoney', () => {
  it('formats euro the German way by default', () => {
    expect(plain(formatMoney({ cents: 4995, currency: 'EUR' }))).toBe('49,95 €');
  });

  it('groups thousands', () => {
    expect(plain(formatMoney({ cents: 123456, currency: 'EUR' }))).toBe('1.234,56 €');
  });

  it('follows the locale it is given', () => {
    expect(formatMoney({ cents: 4995, currency: 'EUR' }, 'en-US')).toBe('€49.95');
  });

  it('shows whole amounts with two decimals', () => {
    expect(plain(formatMoney({ cents: 2000, currency: 'EUR' }))).toBe('20,00 €');
  });
});
