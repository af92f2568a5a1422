import { UserError } from '../errors';
import type { CartCaller } from '../cart/cart-service';
import { changeSession, readSession } from '../sessions/session-store';
import type { SessionData } from '../sessions/session-data';
import { checkBillingEmail, updateSessionCustomer, type AddressInput } from './customer-input';

export interface UpdateCustomerRequest {
  id?: string | null;
  isSession?: boolean | null;
  billing?: AddressInput;
  shipping?: AddressInput;
  shippingSameAsBilling?: boolean | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export async function readSessionCustomer(caller: CartCaller): Promise<SessionData['customer']> {
  return (await readSession(caller.db, caller.session.customerId)).data.customer;
}

/**
 * updateCustomer for the session customer (guests have nothing else): addresses merged, the stored
 * billing address copied to shipping when asked (customer-input.ts). Shipping is recalculated from the new address on the next read.
 */
export async function updateSessionCustomerFromInput(caller: CartCaller, input: UpdateCustomerRequest): Promise<SessionData['customer']> {
  if (caller.session.tokenError) throw new UserError(caller.session.tokenError);
  if (input.id && input.id !== 'guest' && !input.isSession) throw new UserError('Not authorized to update this customer');
  const billing: AddressInput = {
    ...(input.billing ?? {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
  };
  checkBillingEmail(billing);
  const customer = await changeSession(caller.db, caller.session.customerId, async (session) => {
    const next = updateSessionCustomer(session.data.customer, { billing, shipping: input.shipping, shippingSameAsBilling: !!input.shippingSameAsBilling });
    return { data: { ...session.data, customer: next }, result: next };
  });
  caller.session.sendToken = true;
  return customer;
}
