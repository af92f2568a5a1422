import type { Cart } from '@/lib/cart/types';

/**
 * The checkout as the UI sees it: the form's fields (all strings, as typed), what the page
 * loads for it, and the answers of the checkout actions (lib/checkout/actions.ts).
 */

export const addressFieldNames = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];
export type AddressForm = Record<AddressFieldName, string>;

export const emptyAddress: AddressForm = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  email: '',
  phone: '',
};

/** The offline test mode's card fields; sent to the server action only, never stored. */
export type CardForm = { number: string; expiry: string; cvc: string };

export type CheckoutForm = {
  billing: AddressForm;
  shipping: AddressForm;
  shipToDifferentAddress: boolean;
  customerNote: string;
  paymentMethod: string;
  card: CardForm;
  /** With Stripe Elements: the PaymentIntent the browser confirmed. */
  paymentIntentId: string;
  /** One id per placing attempt, sent again on a retry of the same attempt (clientMutationId). */
  attemptId: string;
  /** A guest's "create an account": the new customer's username and password (contract §6 `account`). */
  account?: { username: string; password: string } | null;
  /** The terms checkbox, ticked (asked only where the store settings require it). */
  termsAccepted?: boolean;
};

export type PaymentMethod = { id: string; title: string; description: string | null };

export type CheckoutData = {
  cart: Cart;
  billing: AddressForm;
  shipping: AddressForm;
  paymentMethods: PaymentMethod[];
  /** ISO codes the shop sells to (allowedCountries). */
  countries: string[];
};

export type CountryState = { code: string; name: string };

/** A message ready to show: ours translated, or the shop's own text as it said it. */
export type CheckoutFailure = { ok: false; kind: 'invalid' | 'user' | 'unavailable'; message: string; fields?: FieldProblems };

export type FieldProblem = 'required' | 'email' | 'emailCharacters' | 'postcode' | 'phone' | 'country' | 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'terms';
/** Problems keyed by field path: "billing.postcode", "card.number". */
export type FieldProblems = Partial<Record<string, FieldProblem>>;
