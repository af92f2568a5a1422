/**
 * The backend's checkout and payment texts a shopper may read (WooCommerce's notices, Stripe's
 * decline messages; docs/woographql-contract.md §6, §10), recognised so they can be shown in the
 * shopper's language. The backend joins several notices into one message; the shopper sees the
 * first (docs/behaviour.md §8). Texts are decoded first (WooCommerce 10 sends HTML entities); an
 * unknown text is passed on decoded, for lib/checkout/localise.ts to introduce as the shop's.
 */

import { decodeStoreText } from '@/lib/commerce/store-text';
import type { FieldProblem } from './types';

export type ServerMessage =
  /** `field`: the form field the notice is about ("billing.postcode"), with its problem. */
  | { key: ServerMessageKey; values: Record<string, string>; field?: { path: string; problem: FieldProblem } }
  | { key: null; text: string };

export type ServerMessageKey =
  | 'required'
  | 'invalidEmail'
  | 'invalidPostcode'
  | 'invalidPhone'
  | 'countryNotAllowed'
  | 'noShippingTo'
  | 'noShippingMethod'
  | 'invalidPaymentMethod'
  | 'emptyCart'
  | 'cartTooLarge'
  | 'notEnoughStock'
  | 'outOfStock'
  | 'couponRemoved'
  | 'paymentNotConfirmed'
  | 'paymentOtherOrder'
  | 'paymentAlreadyUsed'
  | 'tooManyAttempts'
  | 'cardIncorrectNumber'
  | 'cardInvalidExpiryMonth'
  | 'cardExpiryYearPast'
  | 'cardInvalidCvc'
  | 'cardDeclined'
  | 'cardInsufficientFunds'
  | 'cardExpired'
  | 'cardIncorrectCvc'
  | 'cardProcessingError'
  | 'cardLiveInTestMode'
  | 'passwordTooShort'
  | 'accountUsernameInvalid'
  | 'accountTaken';

/** WooCommerce's field labels and the form's field names. */
const FIELD_LABELS: Record<string, string> = {
  'First name': 'firstName',
  'Last name': 'lastName',
  'Company name': 'company',
  'Street address': 'address1',
  'Apartment, suite, unit, etc.': 'address2',
  'Town / City': 'city',
  'State / County': 'state',
  'Postcode / ZIP': 'postcode',
  'Country / Region': 'country',
  'Email address': 'email',
  Phone: 'phone',
};
const LABEL = Object.keys(FIELD_LABELS)
  .map((label) => label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  .join('|');

type Rule = { pattern: RegExp; read: (match: RegExpExecArray) => ServerMessage };

const group = (word: string | undefined) => (word === 'Shipping' ? 'shipping' : 'billing');
const fixed = (text: string, key: ServerMessageKey): Rule => ({
  pattern: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
  read: () => ({ key, values: {} }),
});

const RULES: Rule[] = [
  {
    pattern: new RegExp(`^(Billing|Shipping) (${LABEL}) is a required field\\.`),
    read: (m) => ({ key: 'required', values: { group: group(m[1]), field: FIELD_LABELS[m[2] ?? ''] ?? '' }, field: { path: `${group(m[1])}.${FIELD_LABELS[m[2] ?? ''] ?? ''}`, problem: 'required' } }),
  },
  { pattern: /^(Billing|Shipping) Email address is not a valid email address\./, read: (m) => ({ key: 'invalidEmail', values: {}, field: { path: `${group(m[1])}.email`, problem: 'email' } }) },
  // A real store refuses a billing e-mail as it sets it on the customer (WC_Customer::set_billing_email),
  // and an empty one only when the order would create an account (wc_create_new_customer).
  { pattern: /^(Invalid billing email address|Please provide a valid email address\.)/, read: () => ({ key: 'invalidEmail', values: {}, field: { path: 'billing.email', problem: 'email' } }) },
  { pattern: /^(Billing|Shipping) Postcode \/ ZIP is not a valid postcode \/ ZIP\./, read: (m) => ({ key: 'invalidPostcode', values: {}, field: { path: `${group(m[1])}.postcode`, problem: 'postcode' } }) },
  { pattern: /^(Billing|Shipping) Phone is not a valid phone number\./, read: (m) => ({ key: 'invalidPhone', values: {}, field: { path: `${group(m[1])}.phone`, problem: 'phone' } }) },
  { pattern: /^'([^']*)' is not a valid country code for (Billing|Shipping)\./, read: (m) => ({ key: 'countryNotAllowed', values: { country: m[1] ?? '' }, field: { path: `${group(m[2])}.country`, problem: 'country' } }) },
  // WooGraphQL 1.0.2: "Unfortunately, we do not ship to the US." (WooCommerce's older text: no comma, no "the").
  { pattern: /^Unfortunately,? we do not ship to (?:the )?(.+?)\. Please enter an alternative shipping address\./, read: (m) => ({ key: 'noShippingTo', values: { country: m[1] ?? '' } }) },
  // WooCommerce's stock check of the cart at checkout (WC_Cart::check_cart_item_stock).
  {
    pattern: /^Sorry, we do not have enough "(.+?)" in stock to fulfill your order \((\d+) available\)\./,
    read: (m) => ({ key: 'notEnoughStock', values: { product: m[1] ?? '', stock: m[2] ?? '' } }),
  },
  { pattern: /^Sorry, "(.+?)" is not in stock\. Please edit your cart and try again\./, read: (m) => ({ key: 'outOfStock', values: { product: m[1] ?? '' } }) },
  { pattern: /^Sorry, it seems the coupon "([^"]*)" is invalid - it has now been removed from your order\./, read: (m) => ({ key: 'couponRemoved', values: { code: m[1] ?? '' } }) },
  fixed('No shipping method has been selected. Please double check your address, or contact us if you need any help.', 'noShippingMethod'),
  fixed('Invalid payment method.', 'invalidPaymentMethod'),
  fixed('Sorry, no session found.', 'emptyCart'),
  { pattern: /^Your cart is too large: it may hold at most (\d+) different items/, read: (m) => ({ key: 'cartTooLarge', values: { lines: m[1] ?? '' } }) },
  fixed('Payment could not be confirmed. No money was taken. Please try again.', 'paymentNotConfirmed'),
  fixed('This payment was made for another order. No money was taken. Please pay again.', 'paymentOtherOrder'),
  fixed('This payment has already been used for an order. Please pay again.', 'paymentAlreadyUsed'),
  // The backend's abuse limits (server/commerce/limits): asking for card payments, checking out.
  { pattern: /^Too many attempts\. Please wait (\d+) seconds? and try again\./, read: (m) => ({ key: 'tooManyAttempts', values: { seconds: m[1] ?? '' } }) },
  fixed('Your card number is incorrect.', 'cardIncorrectNumber'),
  fixed("Your card's expiration month is invalid.", 'cardInvalidExpiryMonth'),
  fixed("Your card's expiration year is in the past.", 'cardExpiryYearPast'),
  fixed("Your card's security code is invalid.", 'cardInvalidCvc'),
  fixed('Your card was declined. Your request was in test mode, but used a non test (live) card.', 'cardLiveInTestMode'),
  fixed('Your card was declined.', 'cardDeclined'),
  fixed('Your card has insufficient funds.', 'cardInsufficientFunds'),
  fixed('Your card has expired.', 'cardExpired'),
  fixed("Your card's security code is incorrect.", 'cardIncorrectCvc'),
  fixed('An error occurred while processing your card. Try again in a little bit.', 'cardProcessingError'),
  // The shop's password rule for a new account (server/commerce/customers/passwords.ts).
  fixed('The password must be at least 8 characters long.', 'passwordTooShort'),
  // A new account's username WordPress will not keep (docs/woographql-contract.md §7b).
  fixed('Please provide a valid account username.', 'accountUsernameInvalid'),
  fixed('Please enter a valid account username.', 'accountUsernameInvalid'),
  fixed('Username may not be longer than 60 characters.', 'accountUsernameInvalid'),
  // The new account's e-mail or username is taken (wc_create_new_customer; the e-mail as typed,
  // any text, may hold ". "): one neutral message, so the checkout does not tell which accounts
  // exist any more than registration does (docs/security.md).
  { pattern: /^An account is already registered with /, read: () => ({ key: 'accountTaken', values: {} }) },
];

/** The first notice of a backend message, recognised when it is one of the known texts. */
export function firstServerMessage(message: string): ServerMessage {
  const text = decodeStoreText(message).replace(/[\u201c\u201d\u201e]/g, '"');
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match) return rule.read(match);
  }
  return { key: null, text };
}
