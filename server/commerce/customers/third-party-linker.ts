import type { Database } from '../../db';
import type { CustomerLinker } from '../oauth';
import { issueLoginForCustomer, loginPayload } from './login';
import { customerForVerifiedEmail } from './registration';

/**
 * What third-party sign-in (commerce/oauth) needs from the accounts: the customer of a verified
 * e-mail (or a new one without a password), and a login like a password login's: tokens, the
 * guest cart merged into the customer's, the customer as the request's viewer.
 */
export function accountsLinker(db: Database): CustomerLinker {
  return {
    async findOrCreateByVerifiedEmail(identity) {
      const customer = await customerForVerifiedEmail(db, { email: identity.email, firstName: identity.givenName, lastName: identity.familyName });
      return customer.id;
    },
    async issueLogin(customerId, ctx) {
      return loginPayload(await issueLoginForCustomer(ctx, customerId), {});
    },
  };
}
