import type { Database, Queryable } from '../../db';
import { cartMessages, MAX_CART_LINES, MAX_CART_SUBTOTAL } from '../cart/cart-messages';
import { isCartTooLarge } from '../cart/cart-service';
import { resolveCart, type CartView } from '../cart/cart-view';
import { couponUsesByCustomer, takeCouponUse, type CouponUser } from '../coupons/coupon-store';
import { UserError } from '../errors';
import { couponMessages } from '../pricing';
import { issueGiftCards } from '../orders/gift-card-issue';
import { insertOrder, grantDownloads, recordPayment, type OrderDraft } from '../orders/order-store';
import { PaymentRefusal, type PendingCapture } from '../payments/gateway';
import { markSessionIntentsCancelled } from '../payments/intent-store';
import type { PaymentGateways } from '../payments/registry';
import type { RequestSession } from '../session';
import { changeSession } from '../sessions/session-store';
import { WITHDRAWAL_META_KEY } from '../withdrawals/withdrawal-store';
import type { SessionData } from '../sessions/session-data';
import { addressProblems, checkoutMessages, isShippingCountry, postedShippingProblems } from './address-rules';
import { enqueueOrderConfirmation, type ConfirmationMailSettings } from './confirmation-mail';
import { checkoutAddresses, type AddressInput } from './customer-input';
import { reserveStock, stockTaken } from './stock-reservation';

export interface CheckoutRequest {
  paymentMethod?: string | null;
  shippingMethod?: readonly (string | null)[] | null;
  shipToDifferentAddress?: boolean | null;
  billing?: AddressInput;
  shipping?: AddressInput;
  customerNote?: string | null;
  metaData?: readonly ({ key: string; value: string } | null)[] | null;
  transactionId?: string | null;
  isPaid?: boolean | null;
  createdVia?: string | null;
}

export interface CheckoutCaller {
  db: Database;
  session: RequestSession;
  gateways: PaymentGateways;
  /**
   * The customer the order belongs to: the signed-in one, or the account this checkout creates
   * (customers/checkout-account.ts), made inside the order's transaction so that a failed order
   * leaves no account behind. Absent or null: a guest order.
   */
  orderCustomer?: (tx: Queryable, customer: SessionData['customer']) => Promise<number | null>;
  /** The signed-in customer's account, whose coupon uses count as well as the billing e-mail's. */
  accountId?: number | null;
  /** False when the recipient's order-mail limit is used up (commerce/limits): the order goes through without its mail. */
  sendConfirmation?: boolean;
  /** The confirmation mail's links and the shop's legal details. */
  mail: ConfirmationMailSettings;
}

export interface PlacedOrder {
  orderId: number;
  customer: SessionData['customer'];
}

/**
 * checkout (docs/woographql-contract.md §6): validates the session's cart and the posted fields, then in ONE
 * transaction takes the stock, records coupon and gift-card use, stores the order, lets the
 * gateway take the payment and empties the cart. Anything failing rolls all of it back, so no
 * order exists without its stock and no stock is taken without its order. Prices and totals are
 * the server's own; nothing the client sends about money is read.
 *
 * The same submission twice (a double click, a retried request) gives one order: the session row
 * is locked for the whole checkout, and a checkout that finds the cart emptied by an order and
 * unchanged since (the session revision that order left behind) answers with that order.
 *
 * A card payment authorised in the browser is captured as the last step of the transaction, so
 * a refused checkout takes no money; should the transaction still fail after the capture (the
 * commit), the gateway gives the money back. A refusal that leaves an authorisation unable to
 * pay any order (PaymentRefusal) releases it once the transaction has rolled back; a placed order
 * releases the session's other authorisations once it has committed.
 */
export async function placeOrder(caller: CheckoutCaller, input: CheckoutRequest): Promise<PlacedOrder> {
  if (caller.session.tokenError) throw new UserError(caller.session.tokenError);
  const payment: PaymentSteps = {};
  let placed: PlacedOrder;
  try {
    const result = await placeInTransaction(caller, input, payment);
    caller.session.sendToken = true;
    if ('refused' in result) throw result.refused;
    placed = result;
  } catch (error) {
    if (payment.capture) await payment.capture.undo(caller.db);
    if (error instanceof PaymentRefusal) await error.release(caller.db);
    throw error;
  }
  // Committed: the authorisations this order left without a cart to pay are released, outside
  // the undo above (a failure here must never refund the placed order) and without holding up
  // the shopper's confirmation for Stripe's round trips.
  const released = payment.released ?? [];
  if (released.length > 0) {
    void caller.gateways.liveStripe
      ?.cancelIntents(caller.db, released, `order ${placed.orderId} was placed for their session`)
      .catch((error: unknown) => console.error(`[payments] releasing authorisations after order ${placed.orderId} failed`, error));
  }
  return placed;
}

/** What the order's transaction leaves for placeOrder to finish or undo outside it. */
interface PaymentSteps {
  /** Set just before a capture is attempted. */
  capture?: PendingCapture;
  /** The session's other intents, marked cancelled in the transaction: cancelled at Stripe once it committed. */
  released?: string[];
}

/**
 * The checkout's one transaction. A refusal the session should keep (a coupon dropped, the
 * addresses entered) commits and comes back as `refused`.
 */
async function placeInTransaction(
  caller: CheckoutCaller,
  input: CheckoutRequest,
  payment: PaymentSteps,
): Promise<PlacedOrder | { refused: UserError }> {
  return changeSession<PlacedOrder | { refused: UserError }>(caller.db, caller.session.customerId, async (session, tx) => {
    const last = session.data.lastCheckout;
    if (session.data.cart.length === 0 && last && last.revision === session.revision) {
      return { data: null, result: { orderId: last.orderId, customer: session.data.customer } };
    }
    if (session.data.cart.length === 0) throw new UserError(checkoutMessages.emptyCart);

    const wantedRate = input.shippingMethod?.find((method) => !!method) ?? null;
    const withAddresses = (readsShipping: boolean) => {
      const addresses = checkoutAddresses(session.data.customer, input, readsShipping);
      const sessionData: SessionData = {
        ...session.data,
        customer: addresses.customer,
        chosenShippingMethods: wantedRate ? [wantedRate] : session.data.chosenShippingMethods,
      };
      return { data: sessionData, orderShipping: addresses.orderShipping };
    };
    // The shipping fields count when the cart ships or shipToDifferentAddress says so; whether the
    // cart ships is known once it is resolved (a cart of virtual goods resolves twice).
    let { data, orderShipping } = withAddresses(true);
    let resolved = await resolveCart(tx, data);
    if (!resolved.view.priced.needsShipping && !input.shipToDifferentAddress) {
      ({ data, orderShipping } = withAddresses(false));
      resolved = await resolveCart(tx, data);
    }
    // resolveCart counts a once-per-customer coupon's uses by e-mail; a signed-in customer's also
    // count by account (WooCommerce checks the user's): one used up goes, as the e-mail's does.
    const usedUp = await couponsUsedUpByAccount(tx, resolved.view, caller.accountId ?? null);
    if (usedUp.size > 0) {
      data = { ...data, coupons: data.coupons.filter((code) => !usedUp.has(code)) };
      resolved = await resolveCart(tx, data);
    }
    const { view } = resolved;
    const { customer } = data;
    const problems = checkoutProblems(view, data, orderShipping, input, wantedRate, caller.gateways, usedUp.size > 0 ? [couponMessages.usageLimitReached] : []);
    // Refused, as WooCommerce does it: the session keeps the entered addresses (update_session ran
    // first) and loses what stopped holding (a coupon "now removed", a line gone), so the shopper
    // sees that notice once; the refusal is thrown once this is committed.
    if (problems) return { data: resolved.data, result: { refused: problems } };

    const customerId = caller.orderCustomer ? await caller.orderCustomer(tx, customer) : null;
    await reserveStock(tx, view.items);
    await useCoupons(tx, view, { email: customer.billing.email, customerId });
    const gateway = view.priced.totals.total > 0 ? caller.gateways.find(input.paymentMethod ?? '') : undefined;
    const fields = new Map((input.metaData ?? []).flatMap((entry) => (entry ? [[entry.key, entry.value] as const] : [])));
    const { id: orderId, orderKey } = await insertOrder(tx, orderDraft(view, data, orderShipping, session.key, session.revision, input, gateway, fields, customerId));
    await recordCouponUse(tx, orderId, view, customer.billing.email);

    const outcome = gateway
      ? await gateway.process(
          {
            orderId,
            orderKey,
            sessionKey: session.key,
            amount: view.priced.totals.total,
            currency: 'EUR',
            fields,
            transactionId: input.transactionId ?? null,
            isPaid: !!input.isPaid,
          },
          tx,
        )
      : { status: 'processing' as const, paid: true, transactionId: '' };
    const onlyDigitalGoods = view.items.every((item) => isVirtual(item) && isDownloadable(item));
    const status = outcome.paid && outcome.status === 'processing' && onlyDigitalGoods ? 'completed' : outcome.status;
    await recordPayment(tx, orderId, status, outcome.transactionId, outcome.paid);
    if (status === 'processing' || status === 'completed') await grantDownloads(tx, orderId);
    if (outcome.paid) await issueGiftCards(tx, orderId);
    if (caller.sendConfirmation !== false) await enqueueOrderConfirmation(tx, orderId, caller.mail);

    // The cart the session's other intents were made for is ordered now, however it was paid (cash
    // on delivery after authorising a card, gift cards covering it): none of them pays anything.
    if (caller.gateways.liveStripe) payment.released = await markSessionIntentsCancelled(tx, session.key);

    const emptied: SessionData = { ...data, cart: [], coupons: [], lastCheckout: { orderId, revision: session.revision + 1 } };
    // Last: the money is taken only once everything else of the order is written.
    if (outcome.capture) {
      payment.capture = outcome.capture;
      await outcome.capture.capture();
    }
    return { data: emptied, result: { orderId, customer } };
  });
}

/**
 * Which of the client's metaData keys the order keeps. Keys starting with "_" are protected meta
 * (WooCommerce's is_protected_meta): the shop's own, such as the gift-card codes it issued
 * (`_gift_card_codes`), which the confirmation mail lists; the card fields (`_card_*`) are
 * payment secrets the gateway reads and nothing stores. Keys the shop writes without an
 * underscore (a withdrawal declaration) are no client's either. Such keys are dropped.
 */
function isClientMetaKey(key: string): boolean {
  return !key.startsWith('_') && !SHOP_META_KEYS.has(key);
}
const SHOP_META_KEYS: ReadonlySet<string> = new Set([WITHDRAWAL_META_KEY]);

const isVirtual = (item: CartView['items'][number]) => (item.variationFacts ?? item.product).virtual;
const isDownloadable = (item: CartView['items'][number]) => (item.variationFacts ?? item.product).downloadable || item.product.downloadable;

/**
 * Every problem at once, as WooCommerce collects its notices, joined into one UserError; null when
 * the checkout may go on. `orderShipping` holds the shipping fields the checkout posted.
 */
function checkoutProblems(
  view: CartView,
  data: SessionData,
  orderShipping: SessionData['customer']['shipping'],
  input: CheckoutRequest,
  wantedRate: string | null,
  gateways: PaymentGateways,
  /** Problems found before (a coupon the account has used up). */
  found: readonly string[],
): UserError | null {
  // Before anything else: such a cart could not be stored as an order.
  if (isCartTooLarge(view)) return new UserError(cartMessages.tooLarge(MAX_CART_LINES, MAX_CART_SUBTOTAL / 100));
  const problems: string[] = [...found];
  const kept = new Set(view.coupons.map((coupon) => coupon.code.toLowerCase()));
  for (const code of data.coupons) if (!kept.has(code)) problems.push(checkoutMessages.couponRemoved(code));
  const needsShipping = view.priced.needsShipping;
  problems.push(...addressProblems(data.customer.billing, 'Billing', needsShipping));
  if (needsShipping && input.shipToDifferentAddress) problems.push(...addressProblems(data.customer.shipping, 'Shipping', true));
  else if (needsShipping) problems.push(...postedShippingProblems(orderShipping));
  if (needsShipping) {
    // WooGraphQL's validate_checkout: the goods go to the customer's shipping country (the one the
    // rates were priced for), which must be one the shop ships to, whichever way it was given.
    const destination = data.customer.shipping.country;
    if (destination && !isShippingCountry(destination)) {
      const named = problems.includes(checkoutMessages.notAllowedCountry('Shipping', destination));
      if (!named) problems.push(checkoutMessages.noShippingTo(destination));
    } else {
      const offered = view.priced.rates.some((rate) => rate.id === wantedRate);
      if ((wantedRate && !offered) || !view.priced.chosenRate) problems.push(checkoutMessages.noShippingMethod);
    }
  }
  if (view.priced.totals.total > 0 && !gateways.find(input.paymentMethod ?? '')) problems.push(checkoutMessages.invalidPaymentMethod);
  return problems.length > 0 ? new UserError(problems.join(' ')) : null;
}

/** The codes of the cart's once-per-customer coupons the signed-in account has used up. */
async function couponsUsedUpByAccount(tx: Queryable, view: CartView, accountId: number | null): Promise<Set<string>> {
  const usedUp = new Set<string>();
  if (accountId === null) return usedUp;
  for (const coupon of view.coupons) {
    if (coupon.usageLimitPerUser === null) continue;
    const uses = await couponUsesByCustomer(tx, coupon.id, { email: '', customerId: accountId });
    if (uses >= coupon.usageLimitPerUser) usedUp.add(coupon.code.toLowerCase());
  }
  return usedUp;
}

/**
 * Counts each coupon's use and takes the gift cards' credit, refusing what another order used up
 * meanwhile: the global limit and the gift card's balance in the locking UPDATE, the limit per
 * customer (billing e-mail or account) counted once the coupon row is locked.
 */
async function useCoupons(tx: Queryable, view: CartView, user: CouponUser): Promise<void> {
  // Row locks in one order (by id) for every checkout, so two carts never wait on each other.
  for (const coupon of [...view.coupons].sort((a, b) => a.id - b.id)) {
    const used = view.priced.coupons.find((priced) => priced.code === coupon.code)?.discount ?? 0;
    if (!(await takeCouponUse(tx, coupon, used))) {
      throw new UserError(coupon.kind === 'gift_card' ? couponMessages.giftCardEmpty(coupon.code) : couponMessages.usageLimitReached);
    }
    if (coupon.usageLimitPerUser !== null && (await couponUsesByCustomer(tx, coupon.id, user)) >= coupon.usageLimitPerUser) {
      throw new UserError(couponMessages.usageLimitReached);
    }
  }
}

async function recordCouponUse(tx: Queryable, orderId: number, view: CartView, email: string): Promise<void> {
  for (const coupon of view.coupons) {
    const used = view.priced.coupons.find((priced) => priced.code === coupon.code)?.discount ?? 0;
    await tx.query('INSERT INTO coupon_usage (coupon_id, order_id, email, amount) VALUES ($1, $2, $3, $4)', [coupon.id, orderId, email, used]);
  }
}

function orderDraft(
  view: CartView,
  data: SessionData,
  /** Only the shipping fields the checkout posted (customer-input.ts). */
  shipping: SessionData['customer']['shipping'],
  sessionKey: string,
  revision: number,
  input: CheckoutRequest,
  gateway: { id: string; title: string } | undefined,
  fields: ReadonlyMap<string, string>,
  customerId: number | null,
): OrderDraft {
  const t = view.priced.totals;
  const rate = view.priced.chosenRate;
  const couponKinds = new Map(view.coupons.map((coupon) => [coupon.code, coupon.kind]));
  return {
    status: 'pending',
    sessionKey,
    cartRevision: revision,
    customerId,
    billing: data.customer.billing,
    shipping,
    paymentMethod: gateway?.id ?? '',
    paymentMethodTitle: gateway?.title ?? '',
    customerNote: (input.customerNote ?? '').trim().slice(0, 2000),
    needsShipping: view.priced.needsShipping,
    totals: {
      subtotal: t.subtotal - t.subtotalTax,
      subtotalTax: t.subtotalTax,
      discountTotal: t.discountTotal - t.discountTax,
      discountTax: t.discountTax,
      shippingTotal: t.shippingTotal - t.shippingTax,
      shippingTax: t.shippingTax,
      totalTax: t.totalTax,
      total: t.total,
    },
    meta: [...fields].filter(([key]) => isClientMetaKey(key)).map(([key, value]) => ({ key, value })),
    createdVia: (input.createdVia ?? 'checkout').slice(0, 40),
    items: [
      ...view.items.map((item) => ({
        itemType: 'line_item' as const,
        name: item.name,
        productId: item.productId,
        variationId: item.variationId,
        quantity: item.quantity,
        subtotal: item.priced.subtotal - item.priced.subtotalTax,
        subtotalTax: item.priced.subtotalTax,
        total: item.priced.total - item.priced.tax,
        totalTax: item.priced.tax,
        meta: { attributes: item.variation, virtual: isVirtual(item), downloadable: isDownloadable(item), stock: stockTaken(item) },
      })),
      ...(rate
        ? [{ itemType: 'shipping' as const, name: rate.label, productId: null, variationId: null, quantity: 0, subtotal: 0, subtotalTax: 0,
             total: rate.cost - rate.tax, totalTax: rate.tax, meta: { methodId: rate.methodId, instanceId: rate.instanceId } }]
        : []),
      ...view.priced.coupons.map((coupon) => ({
        itemType: 'coupon' as const,
        name: coupon.code,
        productId: null,
        variationId: null,
        quantity: 0,
        subtotal: 0,
        subtotalTax: 0,
        total: coupon.discount - coupon.discountTax,
        totalTax: coupon.discountTax,
        meta: { code: coupon.code, kind: couponKinds.get(coupon.code) ?? coupon.kind },
      })),
    ],
  };
}
