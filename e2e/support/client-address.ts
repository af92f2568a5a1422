/**
 * A client address of this spec file's own (198.18.0.0/15, set aside for tests), sent as
 * X-Forwarded-For, which the storefront believes from loopback (docs/security.md). The shop's
 * abuse limits count per address (20 checkouts an hour, registrations, reviews …), and one
 * worker runs every file in turn: as one address, the suite's later journeys were refused.
 * Use at a spec file's top: `test.use(ownClientAddress())`.
 */
export function ownClientAddress(): { extraHTTPHeaders: Record<string, string> } {
  const octet = () => Math.floor(Math.random() * 256);
  return { extraHTTPHeaders: { 'x-forwarded-for': `198.${18 + (octet() % 2)}.${octet()}.${1 + (octet() % 254)}` } };
}
