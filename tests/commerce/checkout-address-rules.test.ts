import { describe, expect, it } from 'vitest';
import { addressProblems, isValidPhone, isValidPostcode } from '@/server/commerce/checkout/address-rules';
import { addressSchema } from '@/server/commerce/sessions/session-data';

const address = (fields: Record<string, string>) => addressSchema.parse(fields);

describe('checkout field rules', () => {
  it('postcodes per country', () => {
    expect(isValidPostcode('10115', 'DE')).toBe(true);
    expect(isValidPostcode('1011', 'DE')).toBe(false);
    expect(isValidPostcode('1010', 'AT')).toBe(true);
    expect(isValidPostcode('1012 AB', 'NL')).toBe(true);
    expect(isValidPostcode('75001', 'FR')).toBe(true);
  });

  it('phone numbers: digits and the usual separators', () => {
    expect(isValidPhone('+49 (221) 123-4567')).toBe(true);
    expect(isValidPhone('call me')).toBe(false);
  });

  it('a full address for goods, only name and e-mail for a virtual cart', () => {
    const nameOnly = address({ firstName: 'A', lastName: 'B', email: 'a@b.de' });
    expect(addressProblems(nameOnly, 'Billing', false)).toEqual([]);
    expect(addressProblems(nameOnly, 'Billing', true)).toEqual([
      'Billing Street address is a required field.',
      'Billing Town / City is a required field.',
      'Billing Postcode / ZIP is a required field.',
      'Billing Country / Region is a required field.',
    ]);
  });

  it('refuses countries the shop does not sell to', () => {
    const full = address({ firstName: 'A', lastName: 'B', email: 'a@b.de', address1: 'x', city: 'y', postcode: '12345', country: 'US' });
    expect(addressProblems(full, 'Billing', true)).toContain("'US' is not a valid country code for Billing.");
  });
});
