import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The two keys of a double opt-in's mailed links (the newsletter, back-in-stock alerts).
 *
 * - The confirmation key is random and stored only as its SHA-256 hash: the database never
 *   holds a link that works, and the row forgets the hash once the link is used (single use).
 * - The unsubscribe token is `<id>.<HMAC-SHA256(secret, purpose:id)>`: every mail, also one sent
 *   years later, must carry a working link, so it is derived rather than stored. It only ever
 *   unsubscribes, so it needs no expiry. `purpose` keeps one list's token from working on another.
 */
export function newConfirmKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashConfirmKey(key) };
}

export function hashConfirmKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const unsubscribeMac = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

export function signUnsubscribeToken(secret: string, purpose: string, id: string): string {
  return `${id}.${unsubscribeMac(secret, purpose, id)}`;
}

/** The row id a token names, or null when it is not one this shop signed for `purpose`. */
export function verifySignedToken(secret: string, purpose: string, token: string): string | null {
  const match = /^(\d{1,18})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, mac] = match as unknown as [string, string, string];
  const expected = Buffer.from(unsubscribeMac(secret, purpose, id), 'base64url');
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
