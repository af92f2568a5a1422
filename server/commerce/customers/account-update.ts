import type { Database } from '../../db';
import { checkBillingEmail, mergeAddress, type AddressInput } from '../checkout/customer-input';
import { UserError } from '../errors';
import { isEmailAddress } from '../mail/email-address';
import { fromGlobalId } from '../ids';
import type { RequestSession } from '../session';
import { changeSession } from '../sessions/session-store';
import { updateCustomerRow, uniqueViolation, type CustomerChanges, type CustomerRecord } from './customer-store';
import { accountMessages } from './messages';
import { checkStoredMeta, metaFromInput } from './meta-limits';
import { hashPassword } from './passwords';

export interface AccountUpdateRequest {
  id?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
  billing?: AddressInput;
  shipping?: AddressInput;
  shippingSameAsBilling?: boolean | null;
  metaData?: readonly ({ key: string; value: string } | null)[] | null;
}

// WordPress's own texts for a bad or taken e-mail in wp_update_user / WPGraphQL.
const INVALID_EMAIL = 'The email address you are trying to use is invalid';
const EMAIL_TAKEN = 'Sorry, that email address is already used!';

/** Whether `id` (a global id of the user or customer, or a database id) names this customer. */
export function namesCustomer(id: string | null | undefined, customer: CustomerRecord): boolean {
  if (!id) return true;
  if (id === String(customer.id)) return true;
  const parsed = fromGlobalId(id);
  return !!parsed && (parsed.type === 'user' || parsed.type === 'customer') && parsed.id === String(customer.id);
}

/**
 * updateCustomer / updateUser for the signed-in customer: names, e-mail, password, addresses
 * (shippingSameAsBilling copies the billing address as stored before this change, as WooGraphQL
 * does) and meta data (key by key; the wishlist lives there). The session customer follows the
 * new addresses, so the cart's shipping is priced for them.
 */
export async function updateAccount(db: Database, session: RequestSession, customer: CustomerRecord, input: AccountUpdateRequest): Promise<CustomerRecord> {
  if (!namesCustomer(input.id, customer)) throw new UserError(accountMessages.notAuthorizedUpdateCustomer);
  const changes: CustomerChanges = {};
  if (input.email != null) {
    const email = input.email.trim();
    if (!isEmailAddress(email)) throw new UserError(INVALID_EMAIL);
    changes.email = email;
  }
  if (input.firstName != null) changes.firstName = input.firstName.trim().slice(0, 200);
  if (input.lastName != null) changes.lastName = input.lastName.trim().slice(0, 200);
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  if (input.shippingSameAsBilling) changes.shipping = { ...customer.billing };
  checkBillingEmail(input.billing);
  if (input.billing) changes.billing = mergeAddress(customer.billing, input.billing);
  if (input.shipping) changes.shipping = mergeAddress(changes.shipping ?? customer.shipping, input.shipping);
  if (input.metaData) changes.meta = metaFromInput(input.metaData);
  let updated: CustomerRecord;
  try {
    updated = await db.transaction(async (tx) => {
      const row = await updateCustomerRow(tx, customer.id, changes);
      // Checked on the merged meta inside the transaction: two updates at once cannot pass the bound together.
      if (changes.meta) checkStoredMeta(row.meta);
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'email') throw new UserError(EMAIL_TAKEN);
    throw error;
  }
  if (changes.billing || changes.shipping) {
    await changeSession(db, session.customerId, async (stored) => {
      const next = { billing: updated.billing, shipping: updated.shipping };
      return { data: { ...stored.data, customer: next }, result: undefined };
    });
    session.sendToken = true;
  }
  return updated;
}
