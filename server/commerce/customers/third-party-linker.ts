import type { Database } from '../../db';
import type { CustomerLinker } from '../oauth';
import { issueLoginForCustomer, loginPayload } from './login';
import { customerForVerifiedEmail } from './registration';

/**
 * What third-party sign-in (commerce/oauth) needs from the accounts: a new customer without a
 * password for a verified e-mail nobody has, and a login like a password login's: tokens, the
 * guest cart merged into the customer's, the customer as the request's viewer.
 */
export function accountsLinker(db: Database): CustomerLinker {
  return {
    async createForVerifiedEmail(identity) {
      const customer = await customerForVerifiedEmail(db, { email: identity.email, firstName: identity.givenName, lastName: identity.familyName });
      return customer?.id ?? null;
    },
    async issueLogin(customerId, ctx) {
      return loginPayload(await issueLoginForCustomer(ctx, customerId), {});
    },
  };
}
