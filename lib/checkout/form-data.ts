import { addressFieldNames, emptyAddress, type AddressForm, type CheckoutForm } from './types';

/**
 * The checkout form as a browser without JavaScript posts it (its fields' names: "billing.city",
 * "payment-method", "card.number"), in the shape the JavaScript path sends. Values are left as
 * typed: lib/checkout/service.ts checks them like any other submission.
 */
export function checkoutFormFromData(data: FormData, attemptId: string): CheckoutForm {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const address = (group: 'billing' | 'shipping'): AddressForm => {
    const result = { ...emptyAddress };
    for (const field of addressFieldNames) result[field] = text(`${group}.${field}`);
    return result;
  };
  const username = text('account.username');
  return {
    billing: address('billing'),
    shipping: address('shipping'),
    // A checkbox is sent only when ticked.
    shipToDifferentAddress: data.has('shipToDifferentAddress'),
    customerNote: text('customerNote'),
    paymentMethod: text('payment-method'),
    card: { number: text('card.number'), expiry: text('card.expiry'), cvc: text('card.cvc') },
    paymentIntentId: '',
    attemptId,
    account: username.trim() ? { username, password: text('account.password') } : null,
    termsAccepted: data.has('termsAccepted'),
  };
}

/** What a refused submission shows again: everything typed but the card, which is asked anew. */
export function keptAfterRefusal(form: CheckoutForm): CheckoutForm {
  return { ...form, card: { number: '', expiry: '', cvc: '' }, account: form.account ? { ...form.account, password: '' } : null };
}
