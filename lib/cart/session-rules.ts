/**
 * docs/behaviour.md §8: these backend messages mean the shopper's session cannot be used any
 * more; the storefront clears the shopper's cookies and storage and reloads. (The server side
 * already retries once on a fresh session, lib/commerce/shopper-client.ts, so they reach the
 * browser only when that did not help.)
 */
const SESSION_ENDING = ['The iss do not match with this server', 'Invalid session token'];

export function endsTheSession(message: string): boolean {
  const text = message.trim();
  return SESSION_ENDING.some((ending) => text === ending);
}
