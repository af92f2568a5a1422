import type { Queryable } from '../../db';
import type { CheckoutCaller } from '../checkout/place-order';
import { UserError } from '../errors';
import type { SessionData } from '../sessions/session-data';
import { updateCustomerRow, type CustomerRecord } from './customer-store';
import { accountMessages } from './messages';
import { hashPassword, newPasswordProblem } from './passwords';
import { checkRegistration, createCustomer } from './registration';
import { phpEmpty } from './wordpress-sanitize';

export interface CheckoutAccountInput {
  username?: string | null;
  password?: string | null;
  authenticate?: boolean | null;
}

/**
 * Who a checkout's order belongs to (docs/woographql-contract.md §6 `account`):
 * - a signed-in customer: them, and the checkout's addresses become their saved ones, as
 *   WooCommerce saves them;
 * - a guest with any `account` object: a new account from its username (when empty, made from
 *   the billing names, else the e-mail, whatever the store's generate-username option says:
 *   WooGraphQL's checkout calls wc_create_new_customer() without looking at it, §7b) and
 *   password, created in the order's transaction with WooCommerce's messages for an invalid or
 *   taken username or a taken e-mail (an empty password is refused: a real store would mail a
 *   generated one);
 * - otherwise nobody (a guest order).
 * The password is hashed before the checkout locks the cart: it is the slow part.
 */
export async function checkoutOrderCustomer(
  viewer: CustomerRecord | null,
  account: CheckoutAccountInput | null | undefined,
): Promise<CheckoutCaller['orderCustomer']> {
  if (viewer) {
    return async (tx: Queryable, customer: SessionData['customer']) => {
      await updateCustomerRow(tx, viewer.id, { billing: customer.billing, shipping: customer.shipping });
      return viewer.id;
    };
  }
  if (!account) return undefined;
  const password = account.password ?? '';
  if (phpEmpty(password)) throw new UserError(accountMessages.checkoutNoPassword);
  const problem = newPasswordProblem(password);
  if (problem) throw new UserError(problem);
  const passwordHash = await hashPassword(password);
  return async (tx: Queryable, customer: SessionData['customer']) => {
    const checked = await checkRegistration(tx, {
      username: account.username,
      email: customer.billing.email,
      password,
      // WooGraphQL's checkout names a generated username after the billing names, as WooCommerce's does.
      firstName: customer.billing.firstName,
      lastName: customer.billing.lastName,
    });
    const created = await createCustomer(tx, { ...checked, passwordHash }, {
      billing: customer.billing,
      shipping: customer.shipping,
      firstName: customer.billing.firstName,
      lastName: customer.billing.lastName,
    });
    return created.id;
  };
}
