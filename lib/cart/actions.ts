'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { loadMessages } from '@/lib/i18n/load-messages';
import { isLocaleCode, localeCookie, type LocaleCode } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { localiseCart } from '@/lib/i18n/store-text';
import { storeTextIn } from '@/lib/i18n/store-text-server';
import { routes } from '@/lib/routes';
import { setCartNotice } from '@/lib/session/cookies';
import { addToCartFormInput, cartFormChange, cartFormFields, inputErrorKey, type CartFormChange } from './inputs';
import { localiseOutcome, type CartActionResult } from './localise';
import { endSession, forgetReload, recoverFromFailedLoad } from './session-recovery';
import {
  addLine,
  applyCode,
  chooseShippingRate,
  clearCart,
  loadCartWithinStock,
  removeCode,
  removeLineByKey,
  setLineQuantity,
  type CartContext,
  type CartMessageKey,
  type CartOutcome,
} from './service';
import { endsTheSession } from './session-rules';

/**
 * The cart's server actions: the only way the browser changes a cart. The session token stays
 * in an httpOnly cookie (lib/session/cookies.ts) and never reaches browser JavaScript. Every
 * argument comes from the browser and is checked in lib/cart/service.ts.
 */

/** The shopper's language, chosen as the request proxy chooses it (proxy.ts). */
async function shopperLocale(): Promise<LocaleCode> {
  const chosen = (await cookies()).get(localeCookie.name)?.value;
  return isLocaleCode(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language'));
}

async function run(operation: (context: CartContext) => Promise<CartOutcome>): Promise<CartActionResult> {
  const answered = await operation({ store: await cookies() });
  const code = await shopperLocale();
  // The shop's method titles, options and coupon descriptions in the shopper's language too.
  const outcome = answered.ok ? { ...answered, cart: localiseCart(answered.cart, await storeTextIn(code)) } : answered;
  if (outcome.ok && !outcome.notice) return { ok: true, cart: outcome.cart };
  return localiseOutcome(outcome, code, await loadMessages(code));
}

export async function getCart(): Promise<CartActionResult> {
  const result = await run(loadCartWithinStock);
  if (result.ok) forgetReload(await cookies());
  return result;
}

export async function addToCart(
  productId: number,
  variationId: number | undefined,
  quantity: number,
  attributes?: { name: string; value: string }[],
): Promise<CartActionResult> {
  return run((context) => addLine(context, { productId, variationId, quantity, attributes }));
}

export async function updateQuantity(key: string, quantity: number): Promise<CartActionResult> {
  return run((context) => setLineQuantity(context, key, quantity));
}

export async function removeLine(key: string): Promise<CartActionResult> {
  return run((context) => removeLineByKey(context, key));
}

export async function applyCoupon(code: string): Promise<CartActionResult> {
  return run((context) => applyCode(context, code));
}

export async function removeCoupon(code: string): Promise<CartActionResult> {
  return run((context) => removeCode(context, code));
}

export async function chooseShipping(rateId: string): Promise<CartActionResult> {
  return run((context) => chooseShippingRate(context, rateId));
}

export async function emptyCart(): Promise<CartActionResult> {
  return run(clearCart);
}

/**
 * The product page's add-to-cart form without JavaScript (or before hydration): adds, then
 * shows the cart page with what happened (a success or the refusal, in the shopper's
 * language). With JavaScript the form calls addToCart instead and stays on the page.
 */
export async function addToCartFromForm(form: FormData): Promise<void> {
  const input = addToCartFormInput(form);
  const result = await addToCart(input.productId, input.variationId, input.quantity, input.attributes);
  const store = await cookies();
  setCartNotice(store, result.ok ? 'added' : `error:${result.message}`);
  redirect(`${routes.cart()}?notice=1`);
}

/** The cart operation one posted form asks for. */
function formOperation(change: CartFormChange): (context: CartContext) => Promise<CartOutcome> {
  switch (change.intent) {
    case 'quantity':
      return change.quantity === 0 ? (context) => removeLineByKey(context, change.key) : (context) => setLineQuantity(context, change.key, change.quantity);
    case 'remove':
      return (context) => removeLineByKey(context, change.key);
    case 'applyCode':
      return (context) => applyCode(context, change.code);
    case 'removeCode':
      return (context) => removeCode(context, change.code);
    case 'shipping':
      return (context) => chooseShippingRate(context, change.rateId);
  }
}

/**
 * Every form of the cart page and the drawer (quantity, remove, codes, shipping) when it is
 * sent without JavaScript, or before the page hydrated: makes the change, then shows the cart
 * page again (post/redirect/get, so a reload sends nothing twice) with what happened in the
 * shopper's language. With JavaScript the forms' handlers call the actions above instead.
 */
export async function changeCartFromForm(form: FormData): Promise<void> {
  const store = await cookies();
  const refused = (key: CartMessageKey) => run(async () => ({ ok: false, error: { kind: 'invalid', key } }));
  const parsed = cartFormChange.safeParse(cartFormFields(form));
  let result = parsed.success ? await run(formOperation(parsed.data)) : await refused(inputErrorKey(parsed.error));
  // docs/behaviour.md §8: the backend ended the session; the page starts afresh with an empty cart.
  if (!result.ok && endsTheSession(result.message)) {
    endSession(store);
    result = await refused('unavailable');
  }
  setCartNotice(store, !result.ok ? `error:${result.message}` : result.notice ? `error:${result.notice}` : 'updated');
  redirect(`${routes.cart()}?notice=1`);
}

/** docs/behaviour.md §8: a session-ending message. The browser clears its storage and reloads. */
export async function endShopperSession(): Promise<void> {
  endSession(await cookies());
}

/** docs/behaviour.md §8: the first cart load failed. Says whether the browser should reload. */
export async function recoverCartLoad(): Promise<{ reload: boolean }> {
  return recoverFromFailedLoad(await cookies());
}
