import type { Queryable } from '../../db';
import type { CommerceContext } from '../context';
import type { OAuthProvider } from './config';

/** Who the provider says signed in, after the code exchange checked its answer. */
export interface VerifiedIdentity {
  provider: OAuthProvider;
  /** The server that vouches for the subject (its OpenID issuer). */
  issuer: string;
  /** The provider's stable id for the person (`sub`; GitHub's numeric user id). */
  subject: string;
  email: string;
  /** Only a verified address may open a new account. */
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

/**
 * Headless Login's payload: tokens as strings (expirations are Unix timestamps), and the
 * customer and user objects, resolved by the accounts module's resolvers.
 */
export interface LoginPayload {
  authToken: string;
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  sessionToken?: string | null;
  customer?: unknown;
  user?: unknown;
}

/**
 * What third-party sign-in needs from the accounts module (customers, tokens), which owns the
 * customer table and password login. The backend passes one in (StartOptions.customerLinker);
 * until it does, third-party sign-in answers "The user could not be logged in.".
 */
export interface CustomerLinker {
  /**
   * A new customer for this verified e-mail; null when a customer already has it (compared
   * case-insensitively): that account is linked only by its owner, signed in (oauth-link.ts).
   */
  createForVerifiedEmail(identity: VerifiedIdentity): Promise<number | null>;
  /** Signs the customer in for this request: tokens, the guest cart merged, the payload. */
  issueLogin(customerId: number, ctx: CommerceContext): Promise<LoginPayload>;
}

/** oauth_identity (migration 050): which customer a subject of this issuer signs in as. */
export async function linkedCustomer(db: Queryable, identity: Pick<VerifiedIdentity, 'issuer' | 'subject'>): Promise<number | null> {
  const [row] = await db.query<{ customer_id: number }>(
    'SELECT customer_id FROM oauth_identity WHERE issuer = $1 AND subject = $2',
    [identity.issuer, identity.subject],
  );
  return row?.customer_id ?? null;
}

/**
 * Records the link; when two first sign-ins of the same subject race, the first link stands
 * and both sign in as its customer.
 */
export async function linkIdentity(db: Queryable, identity: VerifiedIdentity, customerId: number): Promise<number> {
  await db.query(
    `INSERT INTO oauth_identity (issuer, subject, provider, customer_id, email) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (issuer, subject) DO NOTHING`,
    [identity.issuer, identity.subject, identity.provider, customerId, identity.email],
  );
  return (await linkedCustomer(db, identity)) ?? customerId;
}

/**
 * A password reset (customers/password-reset.ts) ends every link of the account: the reset
 * proves only that its user reads the account's mailbox, and whoever registered that address
 * before them (nothing verifies it at registration) may have linked a sign-in of their own,
 * which would otherwise still open the account the mailbox's owner now uses. The owner links
 * their providers again from "Personal details".
 */
export async function unlinkAllIdentities(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('DELETE FROM oauth_identity WHERE customer_id = $1', [customerId]);
}
