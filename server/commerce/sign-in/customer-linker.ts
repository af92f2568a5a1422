/**
 * Joins third-party sign-in (oauth/) to the accounts module (customers/): a verified identity
 * finds or makes its customer, and signs in exactly as a password login does.
 */
import type { Database } from '../../db';
import { issueLoginForCustomer, loginPayload } from '../customers/login';
import { customerForVerifiedEmail } from '../customers/registration';
import type { CustomerLinker } from '../oauth';

export function accountsCustomerLinker(db: Database): CustomerLinker {
  return {
    findOrCreateByVerifiedEmail: async (identity) =>
      (await customerForVerifiedEmail(db, { email: identity.email, firstName: identity.givenName, lastName: identity.familyName })).id,
    issueLogin: async (customerId, ctx) => loginPayload(await issueLoginForCustomer(ctx, customerId), {}),
  };
}
