import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import { fromGlobalId } from '../ids';
import { linkedCustomer, linkIdentity } from './customer-linker';
import { providerAnswer, type OAuthLoginInput } from './oauth-login';

export const LINK_NEEDS_LOGIN = 'You must be logged in to link a sign-in to your account.';
export const LINK_OTHER_USER = 'You can only link a sign-in to your own account.';
export const LINKED_ELSEWHERE = 'This sign-in is already linked to another account.';
/** The shop's own rule (like a password change's, accountMessages.freshLoginRequired): Headless Login has no text for it. */
export const LINK_NEEDS_FRESH_LOGIN = 'Please sign in again with your current password to link a sign-in to your account.';

/** A user id as Headless Login takes it: a database id, or a global id of a user. */
function namedCustomerId(userId: string): number | null {
  if (/^\d+$/.test(userId)) return Number(userId);
  const global = fromGlobalId(userId);
  return global && global.type === 'user' && /^\d+$/.test(global.id) ? Number(global.id) : null;
}

/**
 * `linkUserIdentity` (Headless Login): the signed-in customer links a provider identity to
 * their own account; afterwards that identity signs in as them. How an existing account gets
 * a provider at all (loginWithProvider refuses to link one by e-mail): its owner proves who
 * they are by signing in first. The state must have been handed out to this same customer,
 * so a callback produced in someone else's session cannot be linked to this account, and to a
 * fresh login of theirs (a login in the last five minutes, as for a password change): a linked
 * sign-in outlives a password change, so a stolen or left-open session must not add one.
 */
export async function linkWithProvider(input: OAuthLoginInput & { userId: string }, ctx: CommerceContext): Promise<{ success: true; customerId: number }> {
  const viewer = ctx.viewer.customer;
  if (!viewer) throw new UserError(LINK_NEEDS_LOGIN);
  if (namedCustomerId(input.userId) !== viewer.id) throw new UserError(LINK_OTHER_USER);
  const { pending, identity } = await providerAnswer(input, ctx);
  if (pending.customerId !== viewer.id) throw new UserError(`The state returned from the ${input.provider} response does not match.`);
  if (!pending.freshLogin) throw new UserError(LINK_NEEDS_FRESH_LOGIN);
  const already = await linkedCustomer(ctx.db, identity);
  if (already !== null && already !== viewer.id) throw new UserError(LINKED_ELSEWHERE);
  // A link made by a request racing this one stands; only this customer's own link counts as success.
  if ((await linkIdentity(ctx.db, identity, viewer.id)) !== viewer.id) throw new UserError(LINKED_ELSEWHERE);
  return { success: true, customerId: viewer.id };
}
