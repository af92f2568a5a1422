import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database, Queryable } from '../../db';
import type { SessionKeys } from '../session';
import { findCustomerById, type CustomerRecord } from './customer-store';

/**
 * Headless Login's tokens (docs/woographql-contract.md §2.8, §12): the auth token is an HS256 JWT
 * with `data.user.id`, valid 300 s; expirations are Unix timestamps sent as strings.
 *
 * Stricter than Headless Login (docs/security.md): a refresh token lives 30 days, not 365, and
 * is used up by the refresh that presents it. Its successor is read with the new auth token
 * from `viewer { auth { refreshToken } }` (the contract's RefreshTokenPayload has no field for
 * it); presenting a used token again, after a short grace for a browser's parallel requests,
 * revokes every token of its family (one sign-in on one device).
 */
export const AUTH_TOKEN_SECONDS = 300;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** How long after its owner proved who they are (a login) an auth token may change password or e-mail. */
export const FRESH_LOGIN_SECONDS = 300;
/** Parallel requests of one browser may refresh with the same token this long after its first use. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
const LEEWAY_SECONDS = 5;

export interface IssuedToken {
  token: string;
  expiration: string;
}

/** What an auth token says beyond whom it names. */
export interface AuthClaims {
  /** Unix seconds when the owner last proved who they are (a login); absent: never fresh. */
  authTime: number | null;
  /** The refresh-token family the token came from (a login's or a refresh's). */
  family: string | null;
  /** For a token made by a refresh: the hash of the refresh token it used up, whose successor it may read. */
  usedRefresh: string | null;
}

const NO_CLAIMS: AuthClaims = { authTime: null, family: null, usedRefresh: null };

/**
 * The token also carries a hash of the customer's token secret, so replacing the secret
 * (logout, password change or reset) ends every auth token issued before without a list of them.
 */
const secretMark = (customer: CustomerRecord) => createHash('sha256').update(customer.tokenSecret).digest('base64url').slice(0, 16);

export async function signAuthToken(customer: CustomerRecord, keys: SessionKeys, now = new Date(), claims: AuthClaims = NO_CLAIMS): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + AUTH_TOKEN_SECONDS;
  const extra: Record<string, string | number> = {};
  if (claims.authTime !== null) extra.auth_time = claims.authTime;
  if (claims.family !== null) extra.rtf = claims.family;
  if (claims.usedRefresh !== null) extra.rtu = claims.usedRefresh;
  const token = await new SignJWT({ data: { user: { id: String(customer.id), user_secret: secretMark(customer) } }, ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(keys.issuer)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.secret);
  return { token, expiration: String(expiresAt) };
}

/** The customer a Bearer token names and its claims, or null for a token that is expired, forged, foreign or revoked. */
export async function verifyAuthTokenClaims(db: Queryable, token: string, keys: SessionKeys): Promise<{ customer: CustomerRecord; claims: AuthClaims } | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'], issuer: keys.issuer, clockTolerance: LEEWAY_SECONDS });
    const user = (payload.data as { user?: { id?: unknown; user_secret?: unknown } } | undefined)?.user;
    if (typeof user?.id !== 'string' || !/^\d{1,10}$/.test(user.id)) return null;
    const customer = await findCustomerById(db, Number(user.id));
    if (!customer || user.user_secret !== secretMark(customer)) return null;
    const text = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : null);
    const authTime = typeof payload.auth_time === 'number' && Number.isSafeInteger(payload.auth_time) ? payload.auth_time : null;
    return { customer, claims: { authTime, family: text(payload.rtf), usedRefresh: text(payload.rtu) } };
  } catch {
    return null;
  }
}

/** Whether the token's owner proved who they are recently enough to change password or e-mail. */
export function isFreshLogin(claims: AuthClaims, now = new Date()): boolean {
  return claims.authTime !== null && Math.floor(now.getTime() / 1000) - claims.authTime <= FRESH_LOGIN_SECONDS;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^rt_[A-Za-z0-9_-]{43}$/;

/** A login's tokens: a new refresh-token family, and an auth token that is fresh (its owner just proved who they are). */
export async function issueLoginTokens(
  db: Queryable,
  customer: CustomerRecord,
  keys: SessionKeys,
  now = new Date(),
): Promise<{ auth: IssuedToken; refresh: IssuedToken; claims: AuthClaims }> {
  const authTime = Math.floor(now.getTime() / 1000);
  const family = randomUUID();
  const claims: AuthClaims = { authTime, family, usedRefresh: null };
  const refresh = await storeRefreshToken(db, `rt_${randomBytes(32).toString('base64url')}`, customer.id, family, authTime, now);
  const auth = await signAuthToken(customer, keys, now, claims);
  return { auth, refresh, claims };
}

/** Stores a refresh token (hashed); one already stored (the same successor asked for twice) is kept as it is. */
async function storeRefreshToken(db: Queryable, token: string, customerId: number, family: string, authTime: number, now: Date): Promise<IssuedToken> {
  const expiresAt = Math.floor(now.getTime() / 1000) + REFRESH_TOKEN_SECONDS;
  await db.query(
    `INSERT INTO customer_refresh_token (token_hash, customer_id, expires_at, family_id, authenticated_at)
     VALUES ($1, $2, to_timestamp($3), $4, to_timestamp($5)) ON CONFLICT (token_hash) DO NOTHING`,
    [hashToken(token), customerId, expiresAt, family, authTime],
  );
  return { token, expiration: String(expiresAt) };
}

/**
 * The refreshToken mutation: uses the token up and answers an auth token that may read its
 * successor. A token used within the grace (the same browser's parallel requests) answers
 * again, with the same successor; used later, it is taken as stolen and its family revoked.
 */
export async function spendRefreshToken(db: Database, token: string, keys: SessionKeys, now = new Date()): Promise<IssuedToken | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const used = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ customer_id: number; family_id: string; auth_time: number; live: boolean; used_for: number | null }>(
      `SELECT customer_id, family_id, extract(epoch FROM authenticated_at)::bigint::int AS auth_time,
              revoked_at IS NULL AND expires_at > now() AS live,
              CASE WHEN used_at IS NULL THEN NULL ELSE extract(epoch FROM now() - used_at)::int END AS used_for
       FROM customer_refresh_token WHERE token_hash = $1 FOR UPDATE`,
      [tokenHash],
    );
    if (!row?.live) return null;
    if (row.used_for !== null && row.used_for > REFRESH_REUSE_GRACE_SECONDS) {
      await revokeFamily(tx, row.family_id);
      return null;
    }
    if (row.used_for === null) await tx.query('UPDATE customer_refresh_token SET used_at = now() WHERE token_hash = $1', [tokenHash]);
    return row;
  });
  if (!used) return null;
  const customer = await findCustomerById(db, used.customer_id);
  if (!customer) return null;
  return signAuthToken(customer, keys, now, { authTime: used.auth_time, family: used.family_id, usedRefresh: tokenHash });
}

/**
 * The successor of the refresh token an auth token used up (`auth { refreshToken }`): derived
 * from the used token's hash with the server's key, so parallel refreshes of one browser get the
 * same successor and the browser keeps one cookie. Null when the family was revoked since, or
 * the successor has been used in turn (it is handed out only while it is the family's newest).
 */
export async function successorRefreshToken(db: Database, customer: CustomerRecord, claims: AuthClaims, keys: SessionKeys, now = new Date()): Promise<IssuedToken | null> {
  const { usedRefresh, family } = claims;
  if (!usedRefresh || !family) return null;
  const token = `rt_${createHmac('sha256', keys.secret).update(`refresh-successor:${usedRefresh}`).digest('base64url')}`;
  return db.transaction(async (tx) => {
    const [parent] = await tx.query<{ auth_time: number }>(
      `SELECT extract(epoch FROM authenticated_at)::bigint::int AS auth_time FROM customer_refresh_token
       WHERE token_hash = $1 AND customer_id = $2 AND family_id = $3 AND revoked_at IS NULL AND used_at IS NOT NULL FOR UPDATE`,
      [usedRefresh, customer.id, family],
    );
    if (!parent) return null;
    const [existing] = await tx.query<{ usable: boolean; expires: number }>(
      `SELECT revoked_at IS NULL AND used_at IS NULL AS usable, extract(epoch FROM expires_at)::bigint::int AS expires
       FROM customer_refresh_token WHERE token_hash = $1`,
      [hashToken(token)],
    );
    if (existing) return existing.usable ? { token, expiration: String(existing.expires) } : null;
    return storeRefreshToken(tx, token, customer.id, family, parent.auth_time, now);
  });
}

async function revokeFamily(tx: Queryable, family: string): Promise<void> {
  await tx.query('UPDATE customer_refresh_token SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [family]);
}

/** Logout, password change or reset: every refresh token of the customer stops working, and with the new secret every auth token. */
export async function revokeAllTokens(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('UPDATE customer_refresh_token SET revoked_at = now() WHERE customer_id = $1 AND revoked_at IS NULL', [customerId]);
}

/** Refresh tokens and reset keys past use (expired, revoked or used) are deleted by the hourly cleanup. */
export async function deleteExpiredAccountTokens(db: Queryable): Promise<void> {
  // A used refresh token is kept while it lives: presenting it again must still revoke its family.
  await db.query(`DELETE FROM customer_refresh_token WHERE expires_at <= now() OR revoked_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM password_reset_key WHERE expires_at <= now() OR used_at < now() - interval '1 day'`);
}
