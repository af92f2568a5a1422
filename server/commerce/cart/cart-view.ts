import type { Queryable } from '../../db';
import { couponUsesByCustomer, findCoupons } from '../coupons/coupon-store';
import { compatibleCoupons, couponProblem, priceCart, type Coupon, type PricedCart, type PricedLine, type PricingLine } from '../pricing';
import type { CartLine, SessionData } from '../sessions/session-data';
import { lineName, loadProductFacts, stockOwner, type ProductFacts, type VariationFacts } from './purchasables';

export interface CartItemView extends CartLine {
  name: string;
  priced: PricedLine;
  product: ProductFacts;
  variationFacts: VariationFacts | null;
}

/** A cart as the API shows it: the stored lines with their catalogue facts, priced on the server. */
export interface CartView {
  items: CartItemView[];
  coupons: Coupon[];
  priced: PricedCart;
  chosenShippingMethods: string[];
  /** "Name ×qty, Name ×qty" of the lines that need shipping (WooCommerce's package details). */
  packageDetails: string;
}

export interface ResolvedCart {
  view: CartView;
  /** The session data with lines and coupons that no longer hold removed (WooCommerce drops them too). */
  data: SessionData;
  changed: boolean;
}

/** The account a session belongs to: a customer's session is keyed by their id, a guest's by "t_…". */
export function sessionAccountId(sessionKey: string): number | null {
  return /^[1-9]\d*$/.test(sessionKey) ? Number(sessionKey) : null;
}

/**
 * How often the shopper already used the coupon: by billing e-mail, and once signed in by
 * account too (WooCommerce checks the current user's uses in the cart, the e-mail's at checkout).
 */
export async function couponUsesOf(db: Queryable, coupon: Coupon, data: SessionData, accountId: number | null): Promise<number> {
  if (coupon.usageLimitPerUser === null) return 0;
  return couponUsesByCustomer(db, coupon.id, { email: data.customer.billing.email, customerId: accountId });
}

/** The country that decides shipping: the shipping address's, else the billing address's. */
export function destinationCountry(data: SessionData): string | null {
  return data.customer.shipping.country || data.customer.billing.country || null;
}

/**
 * The facts of `productIds`, read from the catalogue unless `known` (read earlier in the same
 * transaction) already holds all of them: a cart change reads the catalogue once, not per step.
 */
async function factsFor(db: Queryable, productIds: readonly number[], known?: ReadonlyMap<number, ProductFacts>): Promise<ReadonlyMap<number, ProductFacts>> {
  if (known && productIds.every((id) => known.has(id))) return known;
  return loadProductFacts(db, productIds);
}

/**
 * Reads the catalogue for the stored lines and prices the cart. Lines whose product or variation
 * is gone or unpurchasable, and coupons that stopped being valid, are dropped; so are coupons
 * that cannot stand together (individual use), the earlier applied ones winning. Every path
 * that puts coupons into a cart (applyCoupon, the merge at login, a stored session) ends here,
 * so no cart is ever priced with a set `applyCoupon` would have refused.
 * `accountId`: the signed-in customer, whose per-user coupon limits count their account's orders.
 */
export async function resolveCart(
  db: Queryable,
  data: SessionData,
  now = new Date(),
  known?: ReadonlyMap<number, ProductFacts>,
  accountId: number | null = null,
): Promise<ResolvedCart> {
  const facts = await factsFor(db, data.cart.map((line) => line.productId), known);
  const items: Omit<CartItemView, 'priced'>[] = [];
  for (const line of data.cart) {
    const product = facts.get(line.productId);
    if (!product || product.status !== 'publish' || product.type === 'external') continue;
    const variationFacts = line.variationId ? (product.variations.find((v) => v.id === line.variationId) ?? null) : null;
    if (line.variationId && (!variationFacts || variationFacts.status !== 'publish')) continue;
    const price = variationFacts ? variationFacts.price : product.price;
    if (price === null) continue;
    items.push({ ...line, name: lineName(product, variationFacts, line.variation), product, variationFacts });
  }
  const lines: PricingLine[] = items.map((item) => toPricingLine(item));

  const valid: Coupon[] = [];
  for (const coupon of await findCoupons(db, data.coupons)) {
    const usesByCustomer = await couponUsesOf(db, coupon, data, accountId);
    if (couponProblem(coupon, { lines, now, usesByCustomer, country: destinationCountry(data) }) === null) valid.push(coupon);
  }
  const { kept: coupons } = compatibleCoupons(valid);

  const priced = priceCart({
    lines,
    coupons,
    destination: { country: destinationCountry(data) },
    chosenRateId: data.chosenShippingMethods[0] ?? null,
  });
  const codes = coupons.map((coupon) => coupon.code.toLowerCase());
  const chosenShippingMethods = priced.chosenRate ? [priced.chosenRate.id] : [];
  const nextData: SessionData = {
    ...data,
    cart: items.map(({ key, productId, variationId, quantity, variation, extraData }) => ({ key, productId, variationId, quantity, variation, extraData })),
    coupons: codes,
  };
  const changed = nextData.cart.length !== data.cart.length || codes.length !== data.coupons.length;
  const view: CartView = {
    items: items.map((item, index) => ({ ...item, priced: priced.lines[index] as PricedLine })),
    coupons,
    priced,
    chosenShippingMethods,
    packageDetails: items
      .filter((item) => toPricingLine(item).needsShipping)
      .map((item) => `${item.name} \u00d7${item.quantity}`)
      .join(', '),
  };
  return { view, data: nextData, changed };
}

/** What pricing needs of a cart item: its active price, sale state, shipping need and voucher kind. */
export function toPricingLine(item: Omit<CartItemView, 'priced'>): PricingLine {
  const { product, variationFacts } = item;
  const price = (variationFacts ? variationFacts.price : product.price) ?? 0;
  const regular = (variationFacts ? variationFacts.regularPrice : product.regularPrice) ?? price;
  return {
    key: item.key,
    productId: item.productId,
    variationId: item.variationId,
    categories: product.categories,
    quantity: item.quantity,
    unitPrice: price,
    onSale: price < regular,
    needsShipping: !(variationFacts ? variationFacts.virtual : product.virtual),
    giftVoucher: product.giftVoucher,
    name: item.name,
  };
}

/** The stock an item draws on, for stock checks. */
export function itemStock(item: CartItemView) {
  return stockOwner(item.product, item.variationFacts);
}
