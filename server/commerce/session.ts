import { createHmac, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';

/**
 * The woocommerce-session mechanism (docs/woographql-contract.md §2): an HS256 JWT that points at a session
 * row keyed by `data.customer_id`. Requests send `Session <jwt>`; responses carry the bare JWT.
 */
export const SESSION_HEADER = 'woocommerce-session';
export const SESSION_LIFETIME_SECONDS = 48 * 60 * 60;
const LEEWAY_SECONDS = 60;

export interface SessionKeys {
  secret: Uint8Array;
  /** The site URL: tokens issued by another site are rejected. */
  issuer: string;
}

export interface RequestSession {
  /** The WooCommerce session key: a guest key (t_ + 30 hex) or a user id. */
  customerId: string;
  /** A token the client must store arrives in the response: new sessions and changed ones. */
  sendToken: boolean;
  /** Set when the client sent a token that failed verification; cart operations report it. */
  tokenError: string | null;
}

export function newGuestKey(): string {
  return `t_${randomBytes(15).toString('hex')}`;
}

const JWT_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Every request without a session gets a new token (docs/woographql-contract.md §2.2), catalogue reads
 * included, so signing is on the hot path: a synchronous HMAC from node:crypto instead of
 * jose's WebCrypto round trip. Tokens are still verified with jose (verifySessionToken).
 */
export function signSessionToken(customerId: string, keys: SessionKeys, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = {
    data: { customer_id: customerId },
    iss: keys.issuer,
    iat: issuedAt,
    nbf: issuedAt,
    exp: issuedAt + SESSION_LIFETIME_SECONDS,
  };
  const signingInput = `${JWT_HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${createHmac('sha256', keys.secret).update(signingInput).digest('base64url')}`;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** Reads the request header and decides which session this request works on. */
export async function openRequestSession(header: string | null, keys: SessionKeys): Promise<RequestSession> {
  if (!header || !header.trim()) return { customerId: newGuestKey(), sendToken: true, tokenError: null };
  const token = header.trim().replace(/^Session\s+/, '');
  try {
    const customerId = await verifySessionToken(token, keys);
    return { customerId, sendToken: false, tokenError: null };
  } catch (error) {
    // A broken token starts a fresh empty session; the error is kept for cart operations.
    return { customerId: newGuestKey(), sendToken: true, tokenError: `invalid_token: ${describeTokenError(error)}` };
  }
}

class TokenError extends Error {}

async function verifySessionToken(token: string, keys: SessionKeys): Promise<string> {
  if (token.split('.').length !== 3) throw new TokenError('Wrong number of segments');
  const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'], clockTolerance: LEEWAY_SECONDS });
  if (payload.iss !== keys.issuer) throw new TokenError('The iss do not match with this server');
  const data = payload.data;
  const customerId =
    typeof data === 'object' && data !== null && 'customer_id' in data ? (data as { customer_id: unknown }).customer_id : null;
  if (typeof customerId !== 'string' || customerId === '') throw new TokenError('Customer ID not found in the token');
  return customerId;
}

function describeTokenError(error: unknown): string {
  if (error instanceof TokenError) return error.message;
  if (error instanceof joseErrors.JWTExpired) return 'Expired token';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'Signature verification failed';
  if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'nbf') {
    return 'Cannot handle token prior to the allowed time';
  }
  return 'Malformed token';
}
