/**
 * Which applied codes of a cart are gift cards. WooGraphQL's AppliedCoupon does not say, so the
 * amounts tell (docs/woographql-contract.md §3.4):
 * - a coupon lowers lines: each line's total falls below its subtotal by the coupon's share, and
 *   on taxed goods some VAT goes with it;
 * - a gift card is payment: it touches no line and takes no VAT.
 * So the credit gift cards paid is the cart's discount that its lines do not show, and the gift
 * cards are the codes without VAT that make up exactly that amount. A coupon that took no VAT (a
 * few cents, or goods the destination taxes at 0 %) stays a coupon; a store without gift cards
 * shows none.
 */

export type AppliedCode = { code: string; discountCents: number; taxCents: number };

/** More codes than a cart sensibly holds; past it the exact search would cost too much. */
const MAX_CANDIDATES = 16;

/**
 * The codes that are gift cards. `creditCents` is the cart's discount (coupons and gift cards,
 * gross) less what its lines lost to coupons (`subtotal + subtotalTax − total` of every line).
 */
export function giftCardCodes(codes: readonly AppliedCode[], creditCents: number): Set<string> {
  if (creditCents <= 0) return new Set();
  const candidates = codes.filter((code) => code.taxCents === 0 && code.discountCents > 0).slice(0, MAX_CANDIDATES);
  // The smallest set first: with a coupon and a gift card of the same untaxed amount, one of them is the card.
  const masks = Array.from({ length: 2 ** candidates.length }, (_, mask) => mask).sort((a, b) => bitCount(a) - bitCount(b) || a - b);
  for (const mask of masks) {
    const picked = candidates.filter((_, index) => (mask >> index) & 1);
    if (picked.reduce((total, code) => total + code.discountCents, 0) === creditCents) return new Set(picked.map((code) => code.code));
  }
  // No set of untaxed codes matches the credit (a store rounding its own way): call nothing payment.
  return new Set();
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}
