import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../../db';
import type { SessionKeys } from '../session';
import { findCustomerById, type CustomerRecord } from './customer-store';

/**
 * Headless Login's tokens (docs/woographql-contract.md §2.8, §12): the auth token is an HS256 JWT
 * with `data.user.id`, valid 300 s; the refresh token lives 365 days. Expirations are Unix
 * timestamps sent as strings.
 */
export const AUTH_TOKEN_SECONDS = 300;
export const REFRESH_TOKEN_SECONDS = 365 * 24 * 60 * 60;
const LEEWAY_SECONDS = 5;

export interface IssuedToken {
  token: string;
  expiration: string;
}

/**
 * The token also carries a hash of the customer's token secret, so replacing the secret
 * (logout, password change) ends every auth token issued before without a list of them.
 */
const secretMark = (customer: CustomerRecord) => createHash('sha256').update(customer.tokenSecret).digest('base64url').slice(0, 16);

export async function signAuthToken(customer: CustomerRecord, keys: SessionKeys, now = new Date()): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + AUTH_TOKEN_SECONDS;
  const token = await new SignJWT({ data: { user: { id: String(customer.id), user_secret: secretMark(customer) } } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(keys.issuer)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.secret);
  return { token, expiration: String(expiresAt) };
}

/** The customer a Bearer token names, or null for a token that is expired, forged, foreign or revoked. */
export async function verifyAuthToken(db: Queryable, token: string, keys: SessionKeys): Promise<CustomerRecord | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'], issuer: keys.issuer, clockTolerance: LEEWAY_SECONDS });
    const user = (payload.data as { user?: { id?: unknown; user_secret?: unknown } } | undefined)?.user;
    if (typeof user?.id !== 'string' || !/^\d{1,10}$/.test(user.id)) return null;
    const customer = await findCustomerById(db, Number(user.id));
    return customer && user.user_secret === secretMark(customer) ? customer : null;
  } catch {
    return null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRefreshToken(tx: Queryable, customerId: number, now = new Date()): Promise<IssuedToken> {
  const token = `rt_${randomBytes(32).toString('base64url')}`;
  const expiresAt = Math.floor(now.getTime() / 1000) + REFRESH_TOKEN_SECONDS;
  await tx.query('INSERT INTO customer_refresh_token (token_hash, customer_id, expires_at) VALUES ($1, $2, to_timestamp($3))', [
    hashToken(token),
    customerId,
    expiresAt,
  ]);
  return { token, expiration: String(expiresAt) };
}

/** The customer of a live refresh token: not expired, not revoked. */
export async function customerOfRefreshToken(db: Queryable, token: string): Promise<CustomerRecord | null> {
  if (!/^rt_[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db.query<{ customer_id: number }>(
    'SELECT customer_id FROM customer_refresh_token WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return row ? findCustomerById(db, row.customer_id) : null;
}

/** Logout: every refresh token of the customer stops working, and with the new secret every auth token. */
export async function revokeAllTokens(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('UPDATE customer_refresh_token SET revoked_at = now() WHERE customer_id = $1 AND revoked_at IS NULL', [customerId]);
}

/** Refresh tokens and reset keys past use (expired, revoked or used) are deleted by the hourly cleanup. */
export async function deleteExpiredAccountTokens(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM customer_refresh_token WHERE expires_at <= now() OR revoked_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM password_reset_key WHERE expires_at <= now() OR used_at < now() - interval '1 day'`);
}
