import type { AddressForm, CheckoutForm } from './types';

/** The fields of an address that shipping rates and VAT depend on. */
export type Destination = Pick<AddressForm, 'country' | 'state' | 'postcode' | 'city'>;

export function destinationOf(address: AddressForm): Destination {
  return { country: address.country, state: address.state, postcode: address.postcode.trim(), city: address.city.trim() };
}

export function sameDestination(a: AddressForm, b: AddressForm): boolean {
  const [one, other] = [destinationOf(a), destinationOf(b)];
  return one.country === other.country && one.state === other.state && one.postcode === other.postcode && one.city === other.city;
}

/** Where the form sends the order: the shipping address when it asks for another one, else the billing address. */
export function orderAddress(form: Pick<CheckoutForm, 'billing' | 'shipping' | 'shipToDifferentAddress'>): AddressForm {
  return form.shipToDifferentAddress ? form.shipping : form.billing;
}

/** The address update (updateCheckoutAddress) that prices the cart for where the form sends the order. */
export function destinationUpdate(form: Pick<CheckoutForm, 'billing' | 'shipping' | 'shipToDifferentAddress'>) {
  return { billing: destinationOf(form.billing), shipping: form.shipToDifferentAddress ? destinationOf(form.shipping) : null };
}
