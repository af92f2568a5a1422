import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { waitFor } from '../mail/helpers';
import type { TestBackend } from './backend';
import { Shopper } from './shopper';

/** A German billing address for cash-on-delivery orders placed over GraphQL. */
export const BILLING = (email: string) => ({
  firstName: 'Jonas',
  lastName: 'Reiter',
  address1: 'Am Markt 9',
  city: 'Bremen',
  postcode: '28195',
  country: 'DE',
  email,
  phone: '+49 421 555 0199',
});

export const CHECKOUT = `mutation C($input: CheckoutInput!) { checkout(input: $input) { order {
  databaseId status metaData { key value } downloadableItems(first: 10) { nodes { url } } } } }`;
export type Placed = {
  checkout: { order: { databaseId: number; status: string; metaData: { key: string; value: string }[]; downloadableItems: { nodes: { url: string }[] } } };
};

/**
 * The merchant's order route (server/commerce/orders/order-route.ts), as WooCommerce REST's
 * `PUT /wc/v3/orders/<id>`, and the mails the shopper got, read from the backend's mail catcher.
 */
export function merchantOrders(backend: TestBackend) {
  async function change(orderId: number, body: unknown = { set_paid: true }, secret = backend.running.adminSecret) {
    const response = await fetch(`${backend.url}/wp-json/wc/v3/orders/${orderId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function mailsTo(to: string): Promise<CaughtMailSummary[]> {
    const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: CaughtMailSummary[] }).messages;
  }

  /** The first mail to `to` whose subject matches (any, by default), once it has been caught. */
  async function mailTo(to: string, subject: RegExp = /./): Promise<CaughtMail> {
    const summary = await waitFor(async () => (await mailsTo(to)).find((mail) => subject.test(mail.subject ?? '')));
    return (await (await backend.mailbox(`/mailbox/api/messages/${summary.id}`)).json()) as CaughtMail;
  }

  /** A guest's cash-on-delivery order of these lines, with these coupons and checkout fields; its id. */
  async function placeCashOnDelivery(
    email: string,
    lines: { productId: number; quantity: number; variationId?: number }[],
    { coupons = [], input = {} }: { coupons?: string[]; input?: Record<string, unknown> } = {},
  ) {
    const shopper = new Shopper(backend);
    for (const line of lines) await shopper.ok(ADD_LINE, { input: line });
    for (const code of coupons) await shopper.ok(APPLY_COUPON, { input: { code } });
    const { checkout } = await shopper.ok<Placed>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING(email), ...input } });
    return checkout.order.databaseId;
  }

  return { change, mailsTo, mailTo, placeCashOnDelivery };
}

const ADD_LINE = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key } } }`;
const APPLY_COUPON = `mutation Apply($input: ApplyCouponInput!) { applyCoupon(input: $input) { applied { code } } }`;
