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

export type AppliedCode = { code: string; description: string | null; discountCents: number; taxCents: number };

/** How the embedded shop and German merchants describe a gift card ("Geschenkgutschein aus Bestellung 1042"). */
const GIFT_CARD_DESCRIPTION = /^(?:Geschenkgutschein|Geschenkkarte)\b/i;

/** More untaxed codes than a cart sensibly holds: past it every set is not worth trying (2^12 = 4096 sets). */
const MAX_CANDIDATES = 12;

type Candidate = AppliedCode & { position: number; describedAsGiftCard: boolean };

/**
 * The codes that are gift cards. `creditCents` is the cart's discount (coupons and gift cards,
 * gross) less what its lines lost to coupons, or null when the lines cannot tell (not all of
 * them were read): then no code is called payment, and the invoice's total stays what is due.
 */
export function giftCardCodes(codes: readonly AppliedCode[], creditCents: number | null): Set<string> {
  if (creditCents === null || creditCents <= 0) return new Set();
  const candidates: Candidate[] = codes
    .map((code, position) => ({ ...code, position, describedAsGiftCard: GIFT_CARD_DESCRIPTION.test(code.description?.trim() ?? '') }))
    .filter((code) => code.taxCents === 0 && code.discountCents > 0);
  if (candidates.length > MAX_CANDIDATES) return new Set();
  let best: Candidate[] | null = null;
  for (let mask = 1; mask < 2 ** candidates.length; mask += 1) {
    const picked = candidates.filter((_, index) => (mask >> index) & 1);
    if (total(picked) === creditCents && (best === null || likelier(picked, best))) best = picked;
  }
  // No set of untaxed codes makes up the credit (a store rounding its own way): none is payment.
  return new Set((best ?? []).map((code) => code.code));
}

const total = (codes: readonly Candidate[]) => codes.reduce((sum, code) => sum + code.discountCents, 0);
const count = (codes: readonly Candidate[], test: (code: Candidate) => boolean) => codes.filter(test).length;
const positions = (codes: readonly Candidate[]) => codes.reduce((sum, code) => sum + code.position, 0);

/**
 * When several sets make up the credit: the one whose codes the store describes as gift cards
 * ("Geschenkgutschein"), then the one of fewer codes, then the codes applied later (a shopper
 * pays with a card after using a coupon).
 */
function likelier(picked: readonly Candidate[], best: readonly Candidate[]): boolean {
  const described = count(picked, (code) => code.describedAsGiftCard) - count(best, (code) => code.describedAsGiftCard);
  if (described !== 0) return described > 0;
  if (picked.length !== best.length) return picked.length < best.length;
  return positions(picked) > positions(best);
}
