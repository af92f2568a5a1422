import type { Database, Queryable } from '../../db';
import { findCoupons } from '../coupons/coupon-store';
import { UserError } from '../errors';
import { combineCoupons, couponMessages, couponProblem } from '../pricing';
import type { RequestSession } from '../session';
import { changeSession, readSession } from '../sessions/session-store';
import type { SessionData } from '../sessions/session-data';
import { mergeLine, prepareCartLine, type AddItemInput } from './add-item';
import { cartMessages, MAX_CART_LINES, MAX_CART_SUBTOTAL, MAX_LINE_QUANTITY } from './cart-messages';
import { couponUsesOf, destinationCountry, resolveCart, sessionAccountId, toPricingLine, type CartItemView, type CartView } from './cart-view';
import { loadProductFacts, type ProductFacts } from './purchasables';

/** The request's session: cart operations first fail with the token error it recorded (docs/woographql-contract.md §2.5). */
export interface CartCaller {
  db: Database;
  session: RequestSession;
}

function assertSession(caller: CartCaller): void {
  if (caller.session.tokenError) throw new UserError(caller.session.tokenError);
}

/** The `cart` query: reading never changes the session (a read-only request gets no new token). */
export async function viewCart(caller: CartCaller): Promise<CartView> {
  assertSession(caller);
  const stored = await readSession(caller.db, caller.session.customerId);
  return (await resolveCart(caller.db, stored.data, new Date(), undefined, sessionAccountId(caller.session.customerId))).view;
}

/**
 * Runs one cart change with the session row locked and stores the result. A changed session
 * sends its token back, as WooGraphQL does for every cart mutation (docs/woographql-contract.md §2.3).
 */
async function changeCart<T>(
  caller: CartCaller,
  change: (
    current: CartView,
    data: SessionData,
    tx: Queryable,
    facts: ReadonlyMap<number, ProductFacts>,
    accountId: number | null,
  ) => Promise<{ data: SessionData; result: (cart: CartView) => T }>,
  /** Products the change will add: read from the catalogue together with the stored lines'. */
  addedProductIds: readonly number[] = [],
): Promise<T> {
  assertSession(caller);
  const accountId = sessionAccountId(caller.session.customerId);
  const outcome = await changeSession(caller.db, caller.session.customerId, async (session, tx) => {
    const now = new Date();
    const facts = await loadProductFacts(tx, [...addedProductIds, ...session.data.cart.map((line) => line.productId)]);
    const before = await resolveCart(tx, session.data, now, facts, accountId);
    const { data, result } = await change(before.view, before.data, tx, facts, accountId);
    const after = await resolveCart(tx, data, now, facts, accountId);
    refuseGrowthPastBounds(before.view, after.view);
    return { data: after.data, result: result(after.view) };
  });
  caller.session.sendToken = true;
  return outcome;
}

/**
 * True when a cart exceeds the lines or the money one order may hold (the checkout refuses it).
 * The money is the goods at their shown prices, not as priced for the destination: a cart may
 * not pass the bound by being shipped abroad and then be refused once the address changes.
 */
export function isCartTooLarge(cart: CartView): boolean {
  return cart.items.length > MAX_CART_LINES || goodsAtShownPrices(cart) > MAX_CART_SUBTOTAL;
}

function goodsAtShownPrices(cart: CartView): number {
  return cart.items.reduce((sum, item) => {
    const line = toPricingLine(item);
    return sum + line.unitPrice * line.quantity;
  }, 0);
}

/**
 * A change may not take a cart past its bounds; one that shrinks a cart already past them (a
 * price raised since) is let through, so the shopper can always remove lines.
 */
function refuseGrowthPastBounds(before: CartView, after: CartView): void {
  if (!isCartTooLarge(after)) return;
  const grows = after.items.length > before.items.length || goodsAtShownPrices(after) > goodsAtShownPrices(before);
  if (grows) throw new UserError(cartMessages.tooLarge(MAX_CART_LINES, MAX_CART_SUBTOTAL / 100));
}

const findItem = (cart: CartView, key: string) => cart.items.find((item) => item.key === key) ?? null;

export async function addToCart(caller: CartCaller, input: AddItemInput) {
  return changeCart(
    caller,
    async (_current, data, _tx, facts) => {
      const line = prepareCartLine(input, facts.get(input.productId), data.cart);
      return { data: { ...data, cart: mergeLine(data.cart, line) }, result: (cart) => ({ cart, cartItem: findItem(cart, line.key) }) };
    },
    [input.productId],
  );
}

export interface CartItemError {
  type: 'INVALID_CART_ITEM';
  reasons: string[];
  productId: number;
  quantity: number | null;
  variationId: number | null;
  variation: { attributeName: string; attributeValue: string | null }[] | null;
  extraData: string | null;
}

/** addCartItems: every item that can be added is; the others are reported in cartErrors. */
export async function addCartItems(caller: CartCaller, items: readonly (AddItemInput | null)[] | null | undefined) {
  const wanted = (items ?? []).filter((item): item is AddItemInput => item !== null);
  if (wanted.length === 0) throw new UserError(cartMessages.noItemData);
  return changeCart(
    caller,
    async (_current, data, _tx, facts) => {
      let cart = data.cart;
      const addedKeys: string[] = [];
      const cartErrors: CartItemError[] = [];
      for (const item of wanted) {
        try {
          const line = prepareCartLine(item, facts.get(item.productId), cart);
          cart = mergeLine(cart, line);
          addedKeys.push(line.key);
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          cartErrors.push({
            type: 'INVALID_CART_ITEM',
            reasons: [error.message],
            productId: item.productId,
            quantity: item.quantity ?? null,
            variationId: item.variationId ?? null,
            variation: item.variation
              ? item.variation.flatMap((pick) => (pick ? [{ attributeName: pick.attributeName, attributeValue: pick.attributeValue ?? null }] : []))
              : null,
            extraData: item.extraData ?? null,
          });
        }
      }
      return {
        data: { ...data, cart },
        result: (view) => ({ cart: view, cartErrors, added: [...new Set(addedKeys)].flatMap((key) => findItem(view, key) ?? []) }),
      };
    },
    wanted.map((item) => item.productId),
  );
}

/** updateItemQuantities: 0 removes; a line that cannot take its new quantity (unknown, out of range) fails the whole change. */
export async function updateItemQuantities(caller: CartCaller, items: readonly ({ key: string; quantity: number } | null)[] | null | undefined) {
  const wanted = (items ?? []).filter((item): item is { key: string; quantity: number } => item !== null);
  if (wanted.length === 0) throw new UserError(cartMessages.noItemData);
  return changeCart(caller, async (current, data) => {
    const failed: string[] = [];
    const updated: CartItemView[] = [];
    const removed: CartItemView[] = [];
    let cart = data.cart;
    for (const { key, quantity } of wanted) {
      const item = current.items.find((candidate) => candidate.key === key);
      if (!item || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY) {
        failed.push(key);
        continue;
      }
      if (quantity === 0) {
        removed.push(item);
        cart = cart.filter((line) => line.key !== key);
        continue;
      }
      // Like WooGraphQL's (WC_Cart::set_quantity), no stock check here: a real store accepts more than
      // its stock and only checkout refuses (stock-reservation.ts; contract/recordings/buying/07).
      if (item.product.soldIndividually && quantity > 1) {
        failed.push(key);
        continue;
      }
      cart = cart.map((line) => (line.key === key ? { ...line, quantity } : line));
      updated.push(item);
    }
    if (failed.length > 0) throw new UserError(cartMessages.itemsFailedToUpdate(failed.join(', ')));
    return {
      data: { ...data, cart },
      result: (view) => {
        const updatedNow = updated.flatMap((item) => findItem(view, item.key) ?? []);
        return { cart: view, updated: updatedNow, removed, items: [...updatedNow, ...removed] };
      },
    };
  });
}

export async function removeItemsFromCart(caller: CartCaller, input: { keys?: readonly (string | null)[] | null; all?: boolean | null }) {
  return changeCart(caller, async (current, data) => {
    if (current.items.length === 0) throw new UserError(cartMessages.noItemsToRemove);
    if (input.all) return { data: { ...data, cart: [] }, result: (cart) => ({ cart, cartItems: current.items }) };
    const keys = (input.keys ?? []).filter((key): key is string => !!key);
    if (keys.length === 0) throw new UserError(cartMessages.noKeysProvided);
    const removed = keys.map((key) => {
      const item = findItem(current, key);
      if (!item) throw new UserError(cartMessages.noItemWithKey(key));
      return item;
    });
    return {
      data: { ...data, cart: data.cart.filter((line) => !keys.includes(line.key)) },
      result: (cart) => ({ cart, cartItems: removed }),
    };
  });
}

/** emptyCart: the cart before (deletedCart) and after; applied coupons go with the lines, as in WooCommerce. */
export async function emptyCart(caller: CartCaller) {
  return changeCart(caller, async (current, data) => {
    if (current.items.length === 0) throw new UserError(cartMessages.cartIsEmpty);
    return { data: { ...data, cart: [], coupons: [] }, result: (cart) => ({ cart, deletedCart: current }) };
  });
}

/** WooCommerce's answer for a code no coupon has. */
const unknownCode = (code: string) => new UserError(/^\d+$/.test(code) ? cartMessages.noCouponWithCode : couponMessages.notExist(code));

export async function applyCoupon(caller: CartCaller, rawCode: string) {
  const code = rawCode.trim().toLowerCase();
  if (!code) throw new UserError(couponMessages.pleaseEnter);
  return changeCart(caller, async (current, data, tx, _facts, accountId) => {
    // A cart of nothing but vouchers takes no code at all, and says so before any look-up: an
    // answer that differed for real codes would let a guesser test gift-card codes on it.
    if (current.items.length > 0 && current.items.every((item) => toPricingLine(item).giftVoucher)) throw new UserError(couponMessages.notForGiftVouchers);
    const [coupon] = await findCoupons(tx, [code]);
    if (!coupon) throw unknownCode(code);
    if (data.coupons.includes(coupon.code.toLowerCase())) throw new UserError(cartMessages.couponAlreadyApplied);
    const usesByCustomer = await couponUsesOf(tx, coupon, data, accountId);
    const lines = current.items.map((item) => toPricingLine(item));
    const problem = couponProblem(coupon, { lines, now: new Date(), usesByCustomer, country: destinationCountry(data) });
    // A gift card that cannot pay (spent, expired) answers like a code that does not exist: the
    // answer must not tell a guesser which codes are real (docs/security.md).
    if (problem && coupon.kind === 'gift_card') throw unknownCode(code);
    if (problem) throw new UserError(problem);
    const combined = combineCoupons(current.coupons, coupon);
    if (combined.problem) throw new UserError(combined.problem);
    return {
      data: { ...data, coupons: combined.keep.map((kept) => kept.code.toLowerCase()) },
      result: (cart) => ({ cart, applied: cart.priced.coupons.find((priced) => priced.code === coupon.code) ?? null }),
    };
  });
}

export async function removeCoupons(caller: CartCaller, codes: readonly (string | null)[] | null | undefined) {
  const wanted = (codes ?? []).flatMap((code) => (code && code.trim() ? [code.trim().toLowerCase()] : []));
  if (wanted.length === 0) throw new UserError(cartMessages.noCouponCodes);
  return changeCart(caller, async (_current, data) => {
    for (const code of wanted) if (!data.coupons.includes(code)) throw new UserError(cartMessages.couponNotApplied);
    return { data: { ...data, coupons: data.coupons.filter((code) => !wanted.includes(code)) }, result: (cart) => ({ cart }) };
  });
}

/** updateShippingMethod: list index = package index; each id must be one of that package's rates. */
export async function updateShippingMethod(caller: CartCaller, methods: readonly (string | null)[] | null | undefined) {
  const list = methods ?? [];
  if (list.every((method) => !method)) throw new UserError(cartMessages.noShippingMethod);
  return changeCart(caller, async (current, data) => {
    const chosen = [...data.chosenShippingMethods];
    list.forEach((method, index) => {
      if (!method) return;
      // The embedded shop ships everything in one package.
      if (index > 0 || !current.priced.needsShipping) throw new UserError(cartMessages.noPackage(index));
      if (!current.priced.rates.some((rate) => rate.id === method)) {
        throw new UserError(cartMessages.notAnAvailableMethod(method, current.packageDetails));
      }
      chosen[index] = method;
    });
    return { data: { ...data, chosenShippingMethods: chosen }, result: (cart) => ({ cart }) };
  });
}
