import type { Database } from '../../db';
import { resolveCart } from '../cart/cart-view';
import { moveOpenIntents } from '../payments/intent-store';
import { newGuestKey, type RequestSession } from '../session';
import { changeSession } from '../sessions/session-store';
import { emptySessionData, sessionDataSchema, type Address, type SessionData } from '../sessions/session-data';
import type { CustomerRecord } from './customer-store';

/** Session keys: a guest key is "t_" + hex; a customer's session is keyed by their id (docs/woographql-contract.md §2.1). */
export const customerSessionKey = (customerId: number) => String(customerId);
const isGuestKey = (key: string) => key.startsWith('t_');

const isBlank = (address: Address) => Object.values(address).every((value) => value === '');

/**
 * The cart after login: the customer's stored cart with the guest's lines added (a line the
 * guest also has takes the guest's quantity, their latest choice), coupons of both (the
 * customer's first: where two cannot stand together, resolveCart keeps the earlier one), and the
 * guest's addresses when they typed any, else the customer's. WooGraphQL's default keeps only
 * one of the two carts; the shop merges them so nothing a shopper put in the cart disappears
 * (docs/behaviour.md §4: a guest cart is kept across login).
 */
export function mergeSessionData(guest: SessionData, stored: SessionData, account: CustomerRecord): SessionData {
  const guestKeys = new Set(guest.cart.map((line) => line.key));
  const pick = (guestAddress: Address, storedAddress: Address, accountAddress: Address) =>
    !isBlank(guestAddress) ? guestAddress : !isBlank(storedAddress) ? storedAddress : accountAddress;
  return {
    cart: [...stored.cart.filter((line) => !guestKeys.has(line.key)), ...guest.cart],
    coupons: [...new Set([...stored.coupons, ...guest.coupons])],
    chosenShippingMethods: guest.chosenShippingMethods.length > 0 ? guest.chosenShippingMethods : stored.chosenShippingMethods,
    customer: {
      billing: pick(guest.customer.billing, stored.customer.billing, { ...account.billing, email: account.billing.email || account.email }),
      shipping: pick(guest.customer.shipping, stored.customer.shipping, account.shipping),
    },
    lastCheckout: null,
  };
}

/**
 * Moves the request's session onto the customer's session row: a guest session is merged into
 * it and deleted (docs/woographql-contract.md §2.2), so the cart follows the customer to every
 * browser they sign in on. The response then carries a token for the customer's key.
 * `merge: 'always'` (login) also writes when the guest has nothing, filling an empty session
 * customer from the account's addresses; otherwise a request whose guest session holds nothing
 * (no row yet) just switches keys and writes nothing.
 */
export async function bindSessionToCustomer(
  db: Database,
  session: RequestSession,
  account: CustomerRecord,
  merge: 'always' | 'when-guest-has-data' = 'when-guest-has-data',
): Promise<void> {
  const key = customerSessionKey(account.id);
  if (session.customerId === key) return;
  const guestKey = isGuestKey(session.customerId) && !session.tokenError ? session.customerId : null;
  const guestHasData =
    guestKey !== null && (await db.query('SELECT 1 AS found FROM session WHERE key = $1 AND expires_at > now()', [guestKey])).length > 0;
  session.customerId = key;
  session.sendToken = true;
  if (!guestHasData && merge !== 'always') return;
  await changeSession(db, key, async (target, tx) => {
    const rows = guestKey
      ? await tx.query<{ data: unknown }>('DELETE FROM session WHERE key = $1 AND expires_at > now() RETURNING data', [guestKey])
      : [];
    const parsed = rows[0] ? sessionDataSchema.safeParse(rows[0].data) : null;
    const guest = parsed?.success ? parsed.data : emptySessionData();
    // The guest's card authorisations follow the cart: the customer's checkout or next intent releases them.
    if (guestKey) await moveOpenIntents(tx, guestKey, key);
    // Stored already as the cart's rules leave it: coupons of two carts that cannot stand together
    // (individual use, per-customer limits now that the customer is known) are dropped here.
    const merged = await resolveCart(tx, mergeSessionData(guest, target.data, account), new Date(), undefined, account.id);
    return { data: merged.data, result: undefined };
  });
}

/**
 * A session token that names a customer is only honoured with that customer's auth token:
 * without it (logged out, or a copied token) the request starts a fresh guest session.
 */
export function guardCustomerSession(session: RequestSession, viewerId: number | null): void {
  if (isGuestKey(session.customerId)) return;
  if (viewerId !== null && session.customerId === customerSessionKey(viewerId)) return;
  session.customerId = newGuestKey();
  session.sendToken = true;
}
