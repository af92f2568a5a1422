import 'server-only';
import {
  AddToCartDocument,
  ApplyCouponDocument,
  EmptyCartDocument,
  GetCartDocument,
  RemoveCouponsDocument,
  UpdateItemQuantitiesDocument,
  UpdateShippingMethodDocument,
  type CartDetailFragment,
} from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { isShopUnreachable, type CommerceResult } from '@/lib/commerce/result';
import { readSessionToken, type CookieStore } from '@/lib/session/cookies';
import {
  addToCartInput,
  couponCode,
  inputErrorKey,
  lineKey,
  lineQuantity,
  shippingRateId,
  type CartInputError,
} from './inputs';
import { emptyCart } from './empty-cart';
import { reshapeCart } from './reshape';
import type { Cart } from './types';

/**
 * The cart operations for one shopper, given their cookie store: what the server actions
 * (lib/cart/actions.ts) run, kept apart from Next's `cookies()` so tests can drive it with
 * their own cookie jars. Inputs arrive unchecked (from the browser) and are checked here.
 */

export type CartMessageKey = CartInputError | 'unavailable' | 'shopUnavailable';

export type CartFailure =
  /** The input was refused before calling the backend, or the backend failed: a message of ours. */
  | { kind: 'invalid' | 'unavailable'; key: CartMessageKey }
  /** The backend is down for now (lib/commerce/result.ts isShopUnreachable): the session stands, try again later. */
  | { kind: 'down'; key: 'shopUnavailable' }
  /** The shop refused, in its own words (out of stock, a coupon's rule). */
  | { kind: 'user'; message: string };

/** Something the shopper should know about a cart that changed as asked, or nearly: a quantity lowered to the stock. */
export type CartNotice = { key: 'stockCapped'; values: { stock: number } };

export type CartOutcome = { ok: true; cart: Cart; notice?: CartNotice } | { ok: false; error: CartFailure };

export type CartContext = { store: CookieStore; options?: ShopperCallOptions };

function invalid(key: CartMessageKey): CartOutcome {
  return { ok: false, error: { kind: 'invalid', key } };
}

function toOutcome<TData>(result: CommerceResult<TData>, pick: (data: TData) => CartDetailFragment | null | undefined): CartOutcome {
  if (!result.ok) {
    if (result.error.kind === 'user') return { ok: false, error: { kind: 'user', message: result.error.message } };
    if (isShopUnreachable(result.error)) return { ok: false, error: { kind: 'down', key: 'shopUnavailable' } };
    return { ok: false, error: { kind: 'unavailable', key: 'unavailable' } };
  }
  const cart = pick(result.data);
  return cart ? { ok: true, cart: reshapeCart(cart) } : { ok: false, error: { kind: 'unavailable', key: 'unavailable' } };
}

export async function loadCart({ store, options }: CartContext): Promise<CartOutcome> {
  if (!readSessionToken(store)) return { ok: true, cart: emptyCart };
  return toOutcome(await callAsShopper(GetCartDocument, {}, store, options), (data) => data.cart);
}

/** The cart, with any line above the stock the shop reports lowered to it (capAtStock): the drawer's first load and /cart. */
export async function loadCartWithinStock(context: CartContext): Promise<CartOutcome> {
  const loaded = await loadCart(context);
  return loaded.ok ? capAtStock(context, loaded.cart) : loaded;
}

/**
 * A real store takes any quantity into the cart and refuses only at checkout, in its own words
 * (contract/recordings/buying/06, 07). So every line above the stock the product reports
 * (lib/cart/line-facts.ts stockLimit) is lowered to it at once, and the shopper is told.
 * One more call, and only when a line is over.
 */
async function capAtStock({ store, options }: CartContext, cart: Cart): Promise<CartOutcome> {
  const over = cart.lines.filter((line) => line.maxQuantity !== null && line.quantity > line.maxQuantity);
  const first = over[0];
  if (!first || first.maxQuantity === null) return { ok: true, cart };
  const items = over.map((line) => ({ key: line.key, quantity: line.maxQuantity ?? line.quantity }));
  const capped = toOutcome(await callAsShopper(UpdateItemQuantitiesDocument, { input: { items } }, store, options), (data) => data.updateItemQuantities?.cart);
  return capped.ok ? { ...capped, notice: { key: 'stockCapped', values: { stock: first.maxQuantity } } } : capped;
}

export async function addLine({ store, options }: CartContext, input: unknown): Promise<CartOutcome> {
  const parsed = addToCartInput.safeParse(input);
  if (!parsed.success) return invalid(inputErrorKey(parsed.error));
  const { productId, variationId, quantity, attributes } = parsed.data;
  const variation = attributes?.map(({ name, value }) => ({ attributeName: name, attributeValue: value }));
  const result = await callAsShopper(AddToCartDocument, { input: { productId, variationId, quantity, variation } }, store, options);
  return toOutcome(result, (data) => data.addToCart?.cart);
}

export async function setLineQuantity({ store, options }: CartContext, key: unknown, quantity: unknown): Promise<CartOutcome> {
  const parsed = lineQuantity.safeParse({ key, quantity });
  if (!parsed.success) return invalid(inputErrorKey(parsed.error));
  const result = await callAsShopper(UpdateItemQuantitiesDocument, { input: { items: [parsed.data] } }, store, options);
  const outcome = toOutcome(result, (data) => data.updateItemQuantities?.cart);
  return outcome.ok ? capAtStock({ store, options }, outcome.cart) : outcome;
}

/** Quantity 0 removes a line (docs/woographql-contract.md §5). */
export async function removeLineByKey({ store, options }: CartContext, key: unknown): Promise<CartOutcome> {
  const parsed = lineKey.safeParse(key);
  if (!parsed.success) return invalid(inputErrorKey(parsed.error));
  const result = await callAsShopper(UpdateItemQuantitiesDocument, { input: { items: [{ key: parsed.data, quantity: 0 }] } }, store, options);
  return toOutcome(result, (data) => data.updateItemQuantities?.cart);
}

/** Coupons and gift cards alike: gift cards are store-credit codes. */
export async function applyCode({ store, options }: CartContext, code: unknown): Promise<CartOutcome> {
  const parsed = couponCode.safeParse(code);
  if (!parsed.success) return invalid(inputErrorKey(parsed.error));
  const result = await callAsShopper(ApplyCouponDocument, { input: { code: parsed.data } }, store, options);
  return toOutcome(result, (data) => data.applyCoupon?.cart);
}

export async function removeCode({ store, options }: CartContext, code: unknown): Promise<CartOutcome> {
  const parsed = couponCode.safeParse(code);
  if (!parsed.success) return invalid(inputErrorKey(parsed.error));
  const result = await callAsShopper(RemoveCouponsDocument, { input: { codes: [parsed.data] } }, store, options);
  return toOutcome(result, (data) => data.removeCoupons?.cart);
}

export async function chooseShippingRate({ store, options }: CartContext, rateId: unknown): Promise<CartOutcome> {
  const parsed = shippingRateId.safeParse(rateId);
  if (!parsed.success) return invalid(inputErrorKey(parsed.error));
  const result = await callAsShopper(UpdateShippingMethodDocument, { input: { shippingMethods: [parsed.data] } }, store, options);
  return toOutcome(result, (data) => data.updateShippingMethod?.cart);
}

/** Empties the cart; a cart that is already empty (or was never made) simply stays so. */
export async function clearCart(context: CartContext): Promise<CartOutcome> {
  const current = await loadCart(context);
  if (!current.ok || current.cart.isEmpty) return current;
  const result = await callAsShopper(EmptyCartDocument, { input: {} }, context.store, context.options);
  return toOutcome(result, (data) => data.emptyCart?.cart);
}
