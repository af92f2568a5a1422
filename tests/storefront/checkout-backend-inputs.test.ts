import { describe, expect, it } from 'vitest';
import { addressUpdate, checkoutAddresses } from '@/lib/checkout/backend-inputs';

/**
 * The addresses the checkout sends to the backend. A real store copies no billing address the
 * storefront could rely on (contract/recordings/buying/09, 10), so shipping is always named.
 */

const billing = { firstName: 'Anna', lastName: 'Austria', company: '', address1: 'Kärntner Straße 1', address2: '', city: 'Wien', state: '', postcode: '1010', country: 'AT', email: 'anna@example.com', phone: '+43 1 234' };
const elsewhere = { firstName: 'Bert', lastName: 'Belgien', company: 'Lager', address1: 'Rue Neuve 2', address2: 'Tor 3', city: 'Bruxelles', state: '', postcode: '1000', country: 'BE', email: '', phone: '' };
const { email: _billingEmail, ...billingWithoutEmail } = billing;
const { email: _elsewhereEmail, ...elsewhereWithoutEmail } = elsewhere;

describe('checkout addresses', () => {
  it('send the billing address as the shipping address when goods go to the billing address', () => {
    expect(checkoutAddresses({ billing, shipping: elsewhere, shipToDifferentAddress: false }, true)).toEqual({
      billing,
      shipToDifferentAddress: false,
      shipping: billingWithoutEmail,
    });
  });

  it('send the chosen shipping address when the shopper chose a different one', () => {
    expect(checkoutAddresses({ billing, shipping: elsewhere, shipToDifferentAddress: true }, true)).toEqual({
      billing,
      shipToDifferentAddress: true,
      shipping: elsewhereWithoutEmail,
    });
  });

  it('ignore a different address a cart without shipping cannot use', () => {
    expect(checkoutAddresses({ billing, shipping: elsewhere, shipToDifferentAddress: true }, false)).toMatchObject({ shipToDifferentAddress: false, shipping: billingWithoutEmail });
  });
});

describe('the address update on a change of country', () => {
  const de = { country: 'DE', state: '', postcode: '10115', city: 'Berlin' };
  const at = { country: 'AT', state: '', postcode: '1010', city: 'Wien' };

  it('names the new shipping address itself, never asks the store to copy billing', () => {
    const input = addressUpdate({ billing: at, shipping: null });
    expect(input).toEqual({ billing: at, shipping: at });
    expect(input).not.toHaveProperty('shippingSameAsBilling');
  });

  it('sends a different shipping address as shown', () => {
    expect(addressUpdate({ billing: de, shipping: at })).toEqual({ billing: de, shipping: at });
  });
});
