'use server';

import { z } from 'zod';
import { cookies, headers } from 'next/headers';
import type { Cart } from '@/lib/cart/types';
import { loadMessages } from '@/lib/i18n/load-messages';
import { isLocaleCode, localeCookie, type LocaleCode } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { localiseFailure } from './localise';
import { createPaymentIntent, loadCountryStates, placeOrder as placeOrderFor, updateShippingAddress, type Outcome } from './service';
import { stripePublishableKey } from './stripe-config';
import type { CheckoutFailure, CountryState } from './types';

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
  return answer(await updateShippingAddress({ store: await cookies() }, input));
}

export async function startCardPayment(): Promise<CheckoutActionResult<{ id: string; clientSecret: string }>> {
  return answer(await createPaymentIntent({ store: await cookies() }));
}

/** What the page showed when the shopper pressed the button; only the pre-checks use it, the backend decides. */
const pageState = z.object({ needsShipping: z.boolean(), needsPayment: z.boolean(), allowedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300) });

export async function placeOrder(form: unknown, shown: unknown): Promise<CheckoutActionResult<{ id: number }>> {
  const state = pageState.safeParse(shown);
  const rules = state.success ? state.data : { needsShipping: true, needsPayment: true, allowedCountries: [] };
  return answer(await placeOrderFor({ store: await cookies() }, form, { ...rules, stripeElements: stripePublishableKey() !== null }));
}
