/**
 * The withdrawal period as the shop reckons it, only to tell shopper and merchant that it may
 * have run out: a declaration is accepted all the same, and the merchant decides.
 *
 * The law's period is 14 days from delivery (§ 355, § 356 BGB). The shop records no delivery
 * date (WooCommerce's "completed" means shipped at best), so it counts from the order date and
 * adds a generous 30 days for dispatch and delivery: only a declaration more than 44 days after
 * the order is flagged. Better to flag one too few than to discourage a valid withdrawal.
 */
export const WITHDRAWAL_DAYS = 14;
export const DELIVERY_ALLOWANCE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function periodMayHaveExpired(orderDate: Date, receivedAt: Date): boolean {
  return receivedAt.getTime() > orderDate.getTime() + (WITHDRAWAL_DAYS + DELIVERY_ALLOWANCE_DAYS) * DAY_MS;
}
