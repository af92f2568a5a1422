import 'server-only';
import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { CompactSign, compactVerify } from 'jose';

/**
 * Values the storefront keeps in its own cookies and must get back unchanged: a compact JWS
 * (jose, HS256, keyed by STOREFRONT_COOKIE_SECRET) over the deflated JSON of the claims plus
 * what the value is for (`aud`) and when it ends (`exp`). Deflating keeps a whole order
 * confirmation within one cookie. A value altered, made for another purpose, or expired reads
 * as nothing.
 *
 * Without the secret (development, a storefront started by hand) each process makes up its own,
 * so values live as long as the process: fine for short-lived cookies. Several storefront
 * instances behind one address must share a configured secret (`npm start` passes one).
 */

const MIN_SECRET_LENGTH = 32;
/** Inflating stops here: only this storefront signs, but a bug should not become a memory spike. */
const MAX_CLAIMS_BYTES = 256 * 1024;
let processSecret: Uint8Array | null = null;

function signingKey(env: Record<string, string | undefined> = process.env): Uint8Array {
  const configured = env.STOREFRONT_COOKIE_SECRET?.trim();
  if (configured && configured.length >= MIN_SECRET_LENGTH) return new TextEncoder().encode(configured);
  if (!processSecret) {
    if (configured) console.error(`[cookies] STOREFRONT_COOKIE_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: ignored, a random one is used`);
    processSecret = new Uint8Array(randomBytes(32));
  }
  return processSecret;
}

export async function signCookieValue(claims: Record<string, unknown>, purpose: string, lifetimeSeconds: number, now = new Date()): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
  const body = deflateRawSync(Buffer.from(JSON.stringify({ ...claims, aud: purpose, exp })));
  return new CompactSign(new Uint8Array(body)).setProtectedHeader({ alg: 'HS256' }).sign(signingKey());
}

/** The claims of a value this storefront signed for `purpose`, or null (forged, altered, expired, other purpose). */
export async function verifyCookieValue(token: string, purpose: string, now = new Date()): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await compactVerify(token, signingKey(), { algorithms: ['HS256'] });
    const claims: unknown = JSON.parse(inflateRawSync(payload, { maxOutputLength: MAX_CLAIMS_BYTES }).toString('utf8'));
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
    const { aud, exp, ...rest } = claims as Record<string, unknown>;
    if (aud !== purpose || typeof exp !== 'number' || exp * 1000 <= now.getTime()) return null;
    return rest;
  } catch {
    return null;
  }
}
