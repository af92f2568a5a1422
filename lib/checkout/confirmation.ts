import 'server-only';
import { z } from 'zod';
import { ORDER_CONFIRMATION_SECONDS } from '@/lib/session/cookies';
import { signCookieValue, verifyCookieValue } from '@/lib/session/signed-cookie';
import type { OrderView } from './order';
import { addressFieldNames } from './types';

/**
 * The order-received page's confirmation for a guest: what the checkout mutation answered,
 * reshaped, signed and kept in this browser's httpOnly cookie (lib/session/cookies.ts). A real
 * store lets no guest read an order afterwards (contract/recordings/buying/01), so the page
 * cannot ask for it again; and since nothing but the checkout's own answer is ever signed, no
 * other browser, order id or e-mail can make one.
 */

const PURPOSE = 'order-confirmation';
/** One cookie holds at most 4096 bytes with its name and flags; the rest is the budget for the value. */
export const MAX_CONFIRMATION_LENGTH = 3800;

export type OrderConfirmation = {
  order: OrderView;
  /** Lines left out to fit the cookie (a very long order): the page says how many. */
  omittedLines: number;
};

const text = z.string().max(2000);
const cents = z.number().int();
const address = z.object(Object.fromEntries(addressFieldNames.map((name) => [name, text])) as Record<(typeof addressFieldNames)[number], typeof text>);
const code = z.object({ code: text, amountCents: cents });

const orderView = z.object({
  id: z.number().int().positive(),
  number: text,
  date: text.nullable(),
  status: text,
  paymentMethodTitle: text,
  paymentMethod: text.optional(),
  customerNote: text.nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int().optional(),
      name: text,
      slug: text.nullable(),
      quantity: z.number().int(),
      attributes: z.array(z.object({ name: text, value: text, id: text.optional(), slug: text.optional() })),
      subtotalCents: cents,
      totalCents: cents,
    }),
  ),
  coupons: z.array(code),
  giftCards: z.array(code),
  shippingMethod: text.nullable(),
  shippingRate: z.object({ methodId: text, instanceId: z.number().int().nullable() }).nullable().optional(),
  totals: z.object({ subtotalCents: cents, discountCents: cents, shippingCents: cents, taxCents: cents, totalCents: cents }),
  billing: address,
  shipping: address.nullable(),
  downloads: z.array(z.object({ id: text, name: text, url: text, accessExpires: text.nullable(), downloadsRemaining: z.number().int().nullable() })),
}) satisfies z.ZodType<OrderView>;

const claims = z.object({ order: orderView, omittedLines: z.number().int().min(0) });

const seal = (confirmation: OrderConfirmation, now: Date) => signCookieValue(confirmation, PURPOSE, ORDER_CONFIRMATION_SECONDS, now);

/**
 * The signed confirmation of `order`. An order too long for one cookie keeps its totals,
 * addresses and as many lines as fit (the page names the rest); null only if not even that fits.
 */
export async function sealConfirmation(order: OrderView, now = new Date()): Promise<string | null> {
  const whole = await seal({ order, omittedLines: 0 }, now);
  if (whole.length <= MAX_CONFIRMATION_LENGTH) return whole;
  // The most lines that fit, by bisection: each try signs once.
  let [fits, tooMany] = [-1, order.lines.length];
  let best: string | null = null;
  while (tooMany - fits > 1) {
    const kept = Math.floor((fits + tooMany) / 2);
    const token = await seal({ order: { ...order, lines: order.lines.slice(0, kept) }, omittedLines: order.lines.length - kept }, now);
    if (token.length <= MAX_CONFIRMATION_LENGTH) [fits, best] = [kept, token];
    else tooMany = kept;
  }
  return best;
}

/** The confirmation in a cookie value, if this storefront signed it and it has not expired. */
export async function openConfirmation(token: string | null, now = new Date()): Promise<OrderConfirmation | null> {
  if (!token) return null;
  const parsed = claims.safeParse(await verifyCookieValue(token, PURPOSE, now));
  return parsed.success ? parsed.data : null;
}
