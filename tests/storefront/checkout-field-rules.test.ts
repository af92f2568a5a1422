import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressProblems, cardProblems, checkoutProblems, isValidPhone, isValidPostcode } from '@/lib/checkout/field-rules';
import { checkEmailAddress, toAsciiEmail } from '@/lib/email-address';
import { firstServerMessage } from '@/lib/checkout/server-messages';
import { emptyAddress, type AddressForm, type CheckoutForm } from '@/lib/checkout/types';
// The backend's own rules: the storefront mirrors them and must agree on every input.
import * as backend from '@/server/commerce/checkout/address-rules';
import { ALLOWED_COUNTRIES } from '@/server/commerce/store/countries';

const COUNTRIES = [...ALLOWED_COUNTRIES, 'US', 'GB'];
const NOW = new Date('2026-11-23T12:00:00Z');

const complete: AddressForm = {
  ...emptyAddress,
  firstName: 'Erika',
  lastName: 'Mustermann',
  address1: 'Hauptstraße 1',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  email: 'erika@example.com',
};

const form = (changes: Partial<CheckoutForm> = {}): CheckoutForm => ({
  billing: complete,
  shipping: { ...emptyAddress },
  shipToDifferentAddress: false,
  customerNote: '',
  paymentMethod: 'cod',
  card: { number: '', expiry: '', cvc: '' },
  paymentIntentId: '',
  attemptId: 'attempt-1',
  ...changes,
});

describe('checkout field rules', () => {
  it('know each country’s postcode shape', () => {
    expect(isValidPostcode('10115', 'DE')).toBe(true);
    expect(isValidPostcode('1011', 'DE')).toBe(false);
    expect(isValidPostcode('1010', 'AT')).toBe(true);
    expect(isValidPostcode('1012 AB', 'NL')).toBe(true);
    expect(isValidPostcode('1012', 'NL')).toBe(false);
    expect(isValidPostcode('L-1234', 'LU')).toBe(true);
    expect(isValidPostcode('9490', 'LI')).toBe(true);
    expect(isValidPostcode('9400', 'LI')).toBe(false);
  });

  it('agree with the backend on postcodes, phones and e-mails, whatever is typed', () => {
    const typed = fc.oneof(fc.string({ maxLength: 14 }), fc.stringMatching(/^[0-9A-Z -]{0,9}$/), fc.stringMatching(/^[+0-9 ()/-]{0,16}$/));
    fc.assert(
      fc.property(typed, fc.constantFrom(...COUNTRIES), (value, country) => {
        expect(isValidPostcode(value, country)).toBe(backend.isValidPostcode(value, country));
        expect(isValidPhone(value)).toBe(backend.isValidPhone(value));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })), (email) => {
        // The storefront sends an internationalised domain as punycode, which the backend takes.
        expect(checkEmailAddress(email).ok).toBe(backend.isValidEmail(toAsciiEmail(email)));
      }),
      { numRuns: 2000 },
    );
  });

  it('flag exactly the fields the backend names in its notices', () => {
    const field = fc.oneof(fc.constant(''), fc.constant(' '), fc.stringMatching(/^[A-Za-z0-9@. +-]{1,12}$/));
    const address = fc.record({
      firstName: field,
      lastName: field,
      company: fc.constant(''),
      address1: field,
      address2: fc.constant(''),
      city: field,
      state: fc.constant(''),
      postcode: fc.oneof(field, fc.constantFrom('10115', '1010', '1012 AB')),
      country: fc.constantFrom('', 'DE', 'AT', 'NL', 'US'),
      email: fc.oneof(field, fc.constant('erika@example.com')),
      phone: fc.oneof(fc.constant(''), field, fc.constant('+49 30 123456')),
    });
    fc.assert(
      fc.property(address, fc.boolean(), fc.constantFrom<'billing' | 'shipping'>('billing', 'shipping'), (typed, full, group) => {
        const ours = Object.keys(addressProblems(typed, { group, full, allowedCountries: ALLOWED_COUNTRIES })).sort();
        const notices = backend.addressProblems(typed, group === 'billing' ? 'Billing' : 'Shipping', full);
        const theirs = [...new Set(notices.map((notice) => firstServerMessage(notice)).map((message) => ('field' in message && message.field ? message.field.path.split('.')[1] : '?')))].sort();
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 2000 },
    );
  });

  it('ask only for name and e-mail when nothing is shipped', () => {
    const virtual = checkoutProblems(form({ billing: { ...emptyAddress, firstName: 'A', lastName: 'B', email: 'a@b.de' } }), {
      needsShipping: false,
      allowedCountries: ALLOWED_COUNTRIES,
      checksCard: false,
      now: NOW,
    });
    expect(virtual).toEqual({});
    const shipped = checkoutProblems(form({ billing: { ...emptyAddress, firstName: 'A', lastName: 'B', email: 'a@b.de' } }), {
      needsShipping: true,
      allowedCountries: ALLOWED_COUNTRIES,
      checksCard: false,
      now: NOW,
    });
    expect(Object.keys(shipped).sort()).toEqual(['billing.address1', 'billing.city', 'billing.country', 'billing.postcode']);
  });

  it('check the separate shipping address only when the shopper asked for one', () => {
    const options = { needsShipping: true, allowedCountries: ALLOWED_COUNTRIES, checksCard: false, now: NOW };
    expect(checkoutProblems(form(), options)).toEqual({});
    expect(checkoutProblems(form({ shipToDifferentAddress: true, shipping: { ...complete, postcode: '123' } }), options)).toEqual({ 'shipping.postcode': 'postcode' });
  });

  it('check the test-mode card as Stripe does: Luhn, a future expiry, three digits (four for Amex)', () => {
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)).toEqual({});
    expect(cardProblems({ number: '3782 822463 10005', expiry: '11/2026', cvc: '1234' }, NOW)).toEqual({});
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, NOW)).toEqual({
      'card.number': 'cardNumber',
      'card.expiry': 'cardExpiry',
      'card.cvc': 'cardCvc',
    });
    expect(cardProblems({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({ 'card.number': 'required', 'card.expiry': 'required', 'card.cvc': 'required' });
  });
});
