'use server';

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localiseOutcome } from '@/lib/cart/localise';
import { chooseShippingRate } from '@/lib/cart/service';
import type { Cart } from '@/lib/cart/types';
import { loadMessages } from '@/lib/i18n/load-messages';
import { isLocaleCode, localeCookie, type LocaleCode } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { localiseCart } from '@/lib/i18n/store-text';
import { storeTextIn } from '@/lib/i18n/store-text-server';
import { storeSettings } from '@/lib/config/store-settings';
import { routes } from '@/lib/routes';
import { destinationUpdate, orderAddress, sameDestination } from './destination';
import { checkoutFormFromData, keptAfterRefusal } from './form-data';
import { localiseFailure } from './localise';
import { createPaymentIntent, loadCheckout, loadCheckoutCart, loadCountryStates, placeOrder as placeOrderFor, updateShippingAddress, type Outcome } from './service';
import { stripePublishableKey } from './stripe-config';
import type { CheckoutFailure, CheckoutForm, CountryState, FieldProblems } from './types';

/**
 * The checkout's server actions: the only way the browser reaches the backend from /checkout
 * (the cart's own actions, lib/cart/actions.ts, serve coupons and shipping choice). The session
 * token stays in its httpOnly cookie; every argument is checked in lib/checkout/service.ts.
 * Card fields pass through to the backend and are neither stored nor logged here.
 */

export type CheckoutActionResult<T> = { ok: true; value: T } | CheckoutFailure;

async function shopperLocale(): Promise<LocaleCode> {
  const chosen = (await cookies()).get(localeCookie.name)?.value;
  return isLocaleCode(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language'));
}

async function answer<T>(outcome: Outcome<T>): Promise<CheckoutActionResult<T>> {
  if (outcome.ok) return outcome;
  const code = await shopperLocale();
  return localiseFailure(outcome.reason, code, (await loadMessages(code)).checkout);
}

export async function getCountryStates(country: string): Promise<CheckoutActionResult<CountryState[]>> {
  return answer(await loadCountryStates({ store: await cookies() }, country));
}

export async function updateCheckoutAddress(input: unknown): Promise<CheckoutActionResult<Cart>> {
  const outcome = await updateShippingAddress({ store: await cookies() }, input);
  if (!outcome.ok) return answer(outcome);
  return { ok: true, value: localiseCart(outcome.value, await storeTextIn(await shopperLocale())) };
}

/** The cart as it stands after a refused order, for the checkout's summary (nothing is changed by asking). */
export async function getCheckoutCart(): Promise<CheckoutActionResult<Cart>> {
  const outcome = await loadCheckoutCart({ store: await cookies() });
  if (!outcome.ok) return answer(outcome);
  return { ok: true, value: localiseCart(outcome.value, await storeTextIn(await shopperLocale())) };
}

export async function startCardPayment(): Promise<CheckoutActionResult<{ id: string; clientSecret: string }>> {
  return answer(await createPaymentIntent({ store: await cookies() }));
}

/** The rules the server alone decides: never taken from what the browser says it showed. */
async function serverRules() {
  return { stripeElements: stripePublishableKey() !== null, termsRequired: storeSettings.requireTermsCheckbox, locale: await shopperLocale() };
}

/** What the page showed when the shopper pressed the button; only the pre-checks use it, the backend decides. */
const pageState = z.object({ needsShipping: z.boolean(), needsPayment: z.boolean(), allowedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300) });

export async function placeOrder(form: unknown, shown: unknown): Promise<CheckoutActionResult<{ id: number }>> {
  const state = pageState.safeParse(shown);
  const rules = state.success ? state.data : { needsShipping: true, needsPayment: true, allowedCountries: [] };
  return answer(await placeOrderFor({ store: await cookies() }, form, { ...rules, ...(await serverRules()) }));
}

/**
 * A submission without JavaScript that placed no order: the page is shown again with this. A
 * `notice` is no refusal: the cart changed as asked (a new shipping rate), and the shopper
 * should see the new total before ordering.
 */
export type NoScriptCheckoutState = { message: string; notice?: boolean; fields: FieldProblems; form: CheckoutForm } | null;

/**
 * The checkout form's own action, for a browser without JavaScript (or before hydration): the
 * form POSTs here, so nothing it holds (the card above all) ever lands in a URL. It places the
 * order with the same function as the JavaScript path, the page's rules read from the cart
 * itself, and shows the order — or returns the refusal, the page keeping what was typed. With
 * JavaScript the form's submit handler runs instead and this action is never called.
 */
export async function placeOrderWithoutScript(_previous: NoScriptCheckoutState, data: FormData): Promise<NoScriptCheckoutState> {
  const store = await cookies();
  // One attempt per POST; a second POST of the same cart is answered with the first order by the backend.
  const form = checkoutFormFromData(data, randomUUID());
  const loaded = await loadCheckout({ store });
  const rules = loaded.ok
    ? { needsShipping: loaded.value.cart.needsShipping, needsPayment: loaded.value.cart.totals.totalCents > 0, allowedCountries: loaded.value.countries }
    : { needsShipping: true, needsPayment: true, allowedCountries: [] };
  // Without JavaScript, choosing a rate changed nothing yet: the cart takes it now, and the
  // page shows the total it makes before the order is placed (the price shown is the price paid).
  const rate = data.get('shipping-method');
  if (loaded.ok && rules.needsShipping && typeof rate === 'string' && rate !== '' && rate !== loaded.value.cart.chosenShippingRate) {
    const code = await shopperLocale();
    const messages = await loadMessages(code);
    const chosen = localiseOutcome(await chooseShippingRate({ store }, rate), code, messages);
    return { message: chosen.ok ? messages.checkout.shippingChanged : chosen.message, notice: chosen.ok, fields: {}, form: keptAfterRefusal(form) };
  }
  // The page was priced for the session's address, the order goes to the posted one: VAT and
  // rates follow it. When pricing for it changes the total, the page shows the new one first.
  if (loaded.ok && !sameDestination(orderAddress(form), loaded.value.shipping)) {
    const repriced = await updateShippingAddress({ store }, destinationUpdate(form));
    if (repriced.ok && repriced.value.totals.totalCents !== loaded.value.cart.totals.totalCents) {
      const messages = await loadMessages(await shopperLocale());
      return { message: messages.checkout.addressChanged, notice: true, fields: {}, form: keptAfterRefusal(form) };
    }
  }
  const outcome = await placeOrderFor({ store }, form, { ...rules, ...(await serverRules()) });
  if (outcome.ok) redirect(routes.orderReceived(outcome.value.id));
  const failure = await answer(outcome);
  return failure.ok ? null : { message: failure.message, fields: failure.fields ?? {}, form: keptAfterRefusal(form) };
}
