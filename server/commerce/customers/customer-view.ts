import type { Address } from '../sessions/session-data';
import type { CustomerRecord } from './customer-store';

/**
 * What a `Customer` field resolves from: the session customer of a guest (addresses only), or a
 * signed-in customer's account with its saved addresses.
 */
export interface CustomerView {
  billing: Address;
  shipping: Address;
  account?: CustomerRecord;
}

export const accountView = (account: CustomerRecord): CustomerView => ({ billing: account.billing, shipping: account.shipping, account });
