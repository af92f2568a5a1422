import 'server-only';
import {
  CheckoutDocument,
  GetCartDocument,
  GetCheckoutDocument,
  GetOrderDocument,
  GetStripePaymentIntentDocument,
  UpdateCustomerDocument,
  type CheckoutInput,
} from '@/graphql/generated/graphql';
import { emptyCart } from '@/lib/cart/empty-cart';
import { reshapeCart } from '@/lib/cart/reshape';
import type { Cart } from '@/lib/cart/types';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { isShopUnreachable, type CommerceResult } from '@/lib/commerce/result';
import type { LocaleCode } from '@/lib/i18n/locales';
import { hasAccountCookies, readOrderConfirmation, readSessionToken, writeOrderConfirmation, type CookieStore } from '@/lib/session/cookies';
import { addressUpdate, checkoutAddresses } from './backend-inputs';
import { openConfirmation, sealConfirmation } from './confirmation';
import { countryStates } from './country-states';
import { checkoutProblems } from './field-rules';
import { addressUpdateInput, asCountry, checkoutInput, countryCode } from './inputs';
import { reshapeOrder, type OrderView } from './order';
import { emptyAddress, type AddressForm, type CheckoutData, type CountryState, type FieldProblems } from './types';

/**
 * The checkout's calls for one shopper, given their cookie store: what lib/checkout/actions.ts
 * and the checkout and order pages run, kept apart from Next's `cookies()` so tests can drive
 * it with their own jars. Inputs arrive unchecked (from the browser) and are checked here.
 */

export type CheckoutContext = { store: CookieStore; options?: ShopperCallOptions };

/** Failures before the shop could say anything: a message of ours (messages/<locale>/checkout.json). */
export type CheckoutFailureReason =
  | { kind: 'invalid'; fields: FieldProblems }
  | { kind: 'unavailable' }
  /** The backend is down for now (lib/commerce/result.ts isShopUnreachable): trying again later works. */
  | { kind: 'down' }
  /** The shop refused, in its own words (a field notice, a card decline). */
  | { kind: 'user'; message: string };

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: CheckoutFailureReason };

const unavailable = { ok: false, reason: { kind: 'unavailable' } } as const;

function failure<T, U>(result: CommerceResult<T>): Outcome<U> {
  if (!result.ok && result.error.kind === 'user') return { ok: false, reason: { kind: 'user', message: result.error.message } };
  if (!result.ok && isShopUnreachable(result.error)) return { ok: false, reason: { kind: 'down' } };
  return unavailable;
}

function address(raw: Partial<Record<keyof AddressForm, string | null>> | null | undefined): AddressForm {
  const result = { ...emptyAddress };
  if (!raw) return result;
  for (const key of Object.keys(result) as (keyof AddressForm)[]) result[key] = raw[key] ?? '';
  return result;
}

/** Everything /checkout shows at first: the cart, the session customer's addresses, payment methods, countries. */
export async function loadCheckout({ store, options }: CheckoutContext): Promise<Outcome<CheckoutData>> {
  const result = await callAsShopper(GetCheckoutDocument, {}, store, options);
  if (!result.ok) return failure(result);
  const { data } = result;
  return {
    ok: true,
    value: {
      // Without a session there is no cart; the backend's answer for a fresh session is empty too.
      cart: readSessionToken(store) && data.cart ? reshapeCart(data.cart) : emptyCart,
      billing: address(data.customer?.billing),
      shipping: address(data.customer?.shipping),
      paymentMethods: (data.paymentGateways?.nodes ?? []).map((gateway) => ({ id: gateway.id, title: gateway.title ?? gateway.id, description: gateway.description ?? null })),
      countries: (data.allowedCountries ?? []).flatMap((code) => (code ? [code] : [])),
    },
  };
}

export async function loadCountryStates({ store, options }: CheckoutContext, country: unknown): Promise<Outcome<CountryState[]>> {
  const parsed = countryCode.safeParse(country);
  const code = parsed.success ? asCountry(parsed.data) : null;
  if (!code) return { ok: false, reason: { kind: 'invalid', fields: { 'billing.country': 'country' } } };
  const result = await countryStates(store, code, options);
  if (!result.ok) return failure(result);
  return { ok: true, value: result.data };
}

/**
 * The address fields that decide shipping, stored on the session customer (updateCustomer) so the
 * backend offers the rates of the new country; answers the cart with those rates.
 */
export async function updateShippingAddress({ store, options }: CheckoutContext, input: unknown): Promise<Outcome<Cart>> {
  const parsed = addressUpdateInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: { kind: 'invalid', fields: { 'billing.country': 'country' } } };
  if (!readSessionToken(store)) return { ok: true, value: emptyCart };
  const updated = await callAsShopper(UpdateCustomerDocument, { input: addressUpdate(parsed.data) }, store, options);
  if (!updated.ok) return failure(updated);
  const cart = await callAsShopper(GetCartDocument, {}, store, options);
  if (!cart.ok) return failure(cart);
  return cart.data.cart ? { ok: true, value: reshapeCart(cart.data.cart) } : unavailable;
}

/**
 * The cart as the backend holds it now, read without changing it: after a refused order the
 * summary must show what the next attempt orders (a refusal can remove a coupon or a line).
 */
export async function loadCheckoutCart({ store, options }: CheckoutContext): Promise<Outcome<Cart>> {
  if (!readSessionToken(store)) return { ok: true, value: emptyCart };
  const cart = await callAsShopper(GetCartDocument, {}, store, options);
  if (!cart.ok) return failure(cart);
  return cart.data.cart ? { ok: true, value: reshapeCart(cart.data.cart) } : unavailable;
}

/** A PaymentIntent for the cart's total (Stripe Elements); its amount is the backend's. */
export async function createPaymentIntent({ store, options }: CheckoutContext): Promise<Outcome<{ id: string; clientSecret: string }>> {
  const result = await callAsShopper(GetStripePaymentIntentDocument, {}, store, options);
  if (!result.ok) return failure(result);
  const intent = result.data.stripePaymentIntent;
  if (intent?.error) return { ok: false, reason: { kind: 'user', message: intent.error } };
  if (!intent?.id || !intent.clientSecret) return unavailable;
  return { ok: true, value: { id: intent.id, clientSecret: intent.clientSecret } };
}

export type PlacingRules = {
  /** The cart needs shipping (else only name and e-mail are required of billing). */
  needsShipping: boolean;
  /** The total is above zero (a cart paid by gift cards alone needs no card). */
  needsPayment: boolean;
  allowedCountries: readonly string[];
  /** Stripe Elements confirm the card in the browser; otherwise the test-mode card form is sent. */
  stripeElements: boolean;
  /** The store settings ask for the terms checkbox: an order without it ticked is refused here. */
  termsRequired: boolean;
  /** The language the shopper orders in: kept with the order, its mails are written in it. */
  locale: LocaleCode;
};

/**
 * The order meta a multilingual WooCommerce (WPML) keeps an order's language in, and which its
 * mails follow; the embedded backend reads the same key (server/commerce/mail/templates/order-confirmation-texts.ts).
 */
const ORDER_LANGUAGE_META = 'wpml_language';
const wpmlLanguage: Record<LocaleCode, string> = { de_DE: 'de', en_US: 'en', es_ES: 'es', fr_FR: 'fr', it_IT: 'it', pt_BR: 'pt-br' };

/**
 * Places the order. The fields are checked with the backend's own rules first; the backend
 * checks them again and computes every amount itself. A second submission of the same cart
 * (a double click, a retry) gives the same order: the backend answers it with the order the
 * first one made (server/commerce/checkout/place-order.ts). The order the checkout answered is
 * kept, signed, in this browser's confirmation cookie for the order-received page.
 */
export async function placeOrder(context: CheckoutContext, input: unknown, rules: PlacingRules): Promise<Outcome<{ id: number }>> {
  const parsed = checkoutInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: { kind: 'invalid', fields: zodFields(parsed.error.issues) } };
  const form = parsed.data;
  const card = rules.needsPayment && form.paymentMethod === 'stripe';
  const fields = checkoutProblems(form, {
    needsShipping: rules.needsShipping,
    allowedCountries: rules.allowedCountries,
    checksCard: card && !rules.stripeElements,
    now: new Date(),
    termsRequired: rules.termsRequired,
  });
  if (Object.keys(fields).length > 0) return { ok: false, reason: { kind: 'invalid', fields } };

  const checkout: CheckoutInput = {
    clientMutationId: form.attemptId,
    paymentMethod: form.paymentMethod,
    ...checkoutAddresses(form, rules.needsShipping),
    customerNote: form.customerNote,
    // The backend makes the account with the billing e-mail (WooCommerce's wc_create_new_customer).
    ...(form.account ? { account: form.account } : {}),
    metaData: [{ key: ORDER_LANGUAGE_META, value: wpmlLanguage[rules.locale] }],
  };
  if (card && rules.stripeElements) {
    checkout.transactionId = form.paymentIntentId;
    checkout.isPaid = true;
  } else if (card) {
    // The offline test mode reads the card from these fields; the backend never stores them.
    checkout.metaData = [
      ...(checkout.metaData ?? []),
      { key: '_card_number', value: form.card.number },
      { key: '_card_expiry', value: form.card.expiry },
      { key: '_card_cvc', value: form.card.cvc },
    ];
  }
  const result = await callAsShopper(CheckoutDocument, { input: checkout }, context.store, context.options);
  if (!result.ok) return failure(result);
  const order = result.data.checkout?.order;
  if (!order?.databaseId) return unavailable;
  const confirmation = await sealConfirmation(reshapeOrder(order));
  if (confirmation) writeOrderConfirmation(context.store, confirmation, { secure: context.options?.secure });
  return { ok: true, value: { id: order.databaseId } };
}

/** zod's issues as field problems ("billing.email" → required): only shapes fail here, so "required" says enough. */
function zodFields(issues: { path: PropertyKey[] }[]): FieldProblems {
  return Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), 'required' as const]));
}

/** What an order page can show: the order, or why not (a guest is told to sign in). */
export type OrderLookup = { kind: 'order'; order: OrderView; omittedLines: number } | { kind: 'signIn' } | { kind: 'notFound' };

/**
 * One order for the order pages (`orderId` null: the last order this browser placed). Nobody
 * reads an order by a typed id, key or e-mail: a signed-in customer reads their own by
 * DATABASE_ID (the backend checks it is theirs), and the browser that placed an order shows the
 * confirmation the checkout answered it (lib/checkout/confirmation.ts) while it lasts.
 */
export async function loadOrder({ store, options }: CheckoutContext, orderId: string | null): Promise<OrderLookup> {
  if (orderId !== null && !/^\d{1,9}$/.test(orderId)) return { kind: 'notFound' };
  const confirmation = await openConfirmation(readOrderConfirmation(store));
  const placedHere = confirmation && (orderId === null || String(confirmation.order.id) === orderId) ? confirmation : null;
  const signedIn = hasAccountCookies(store);
  const id = orderId ?? (placedHere ? String(placedHere.order.id) : null);
  if (signedIn && id) {
    // Live status for the owner; a refusal falls back to this browser's confirmation below.
    const result = await callAsShopper(GetOrderDocument, { id, idType: 'DATABASE_ID' }, store, options);
    const order = result.ok ? result.data.order : null;
    if (order && String(order.databaseId) === id) return { kind: 'order', order: reshapeOrder(order), omittedLines: 0 };
  }
  if (placedHere) return { kind: 'order', order: placedHere.order, omittedLines: placedHere.omittedLines };
  return signedIn ? { kind: 'notFound' } : { kind: 'signIn' };
}
