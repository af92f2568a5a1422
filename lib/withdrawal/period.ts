/**
 * Whether the withdrawal period may have run out, as the backend reckons it
 * (server/commerce/withdrawals/period.ts: 14 days plus a generous 30 for delivery, from the order
 * date, since no delivery date is known). Only a hint for the shopper who sees their order: the
 * declaration is accepted all the same.
 */
const DAYS = 14 + 30;

export function periodMayHaveExpired(orderDate: string | null, now = new Date()): boolean {
  if (!orderDate) return false;
  const placed = Date.parse(orderDate);
  return Number.isFinite(placed) && now.getTime() > placed + DAYS * 24 * 60 * 60 * 1000;
}
