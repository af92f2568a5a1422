import { decodeStoreText } from '@/lib/commerce/store-text';
import { parseDecimalToCents } from '@/lib/money';

/**
 * A coupon's description, as the merchant wrote it in the store's language (German), read for
 * what it says: a shopper cannot read a coupon's rules from WooGraphQL (its Coupon type is for
 * shop managers), and the applied coupon carries only its code and this text. The known forms
 * are the ones WooCommerce merchants write for the coupon kinds ("5 € ab 30 €", "10 % auf die
 * erste Bestellung", "Kostenloser Versand ab 30 €", "…, nicht kombinierbar"); lib/i18n/
 * store-text.ts rebuilds them in the shopper's language with amounts in their format. Any other
 * wording (a category's name, free text) is not recognised: the store's text is shown.
 */
export type CouponNote = 'notCombinable' | 'notOnSale';

export type CouponDescription =
  | { kind: 'freeShipping'; minimumCents: number | null }
  /** A gift card's own description ("Geschenkgutschein"). */
  | { kind: 'giftCard' }
  | {
      kind: 'discount';
      /** Percent points for `percent`, cents for `money`. */
      amount: number;
      unit: 'percent' | 'money';
      minimumCents: number | null;
      maximumCents: number | null;
      firstOrder: boolean;
      notes: CouponNote[];
    };

/** A German amount: "5", "5,50", "1.000" or "1.000,50". */
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)`;
const GIFT_CARD = /^(?:Geschenkgutschein|Geschenkkarte|Gutschein)$/i;
const FREE_SHIPPING = new RegExp(String.raw`^Kostenloser Versand(?: ab ${NUMBER} ?(?:€|EUR))?$`, 'i');
const DISCOUNT = new RegExp(String.raw`^${NUMBER} ?(%|€|EUR)(?: (ab|bis) ${NUMBER} ?(?:€|EUR)(?: Einkaufswert)?)?( auf (?:die|Ihre) erste Bestellung)?$`, 'i');
const NOTES: readonly { pattern: RegExp; note: CouponNote }[] = [
  { pattern: /^nicht kombinierbar$/i, note: 'notCombinable' },
  { pattern: /^nicht auf (?:reduzierte|herabgesetzte) Artikel$/i, note: 'notOnSale' },
];

/** "1.000,50" → 100050 cents. */
function germanCents(text: string): number | null {
  return parseDecimalToCents(text.replace(/\./g, '').replace(',', '.'));
}

export function recogniseCouponDescription(description: string): CouponDescription | null {
  const text = decodeStoreText(description).replace(/\s+/g, ' ').trim();
  // Clauses are separated by ", " (a decimal comma has no space after it: "7,50 €").
  const [head = '', ...rest] = text.split(/ ?, /);
  if (GIFT_CARD.test(text)) return { kind: 'giftCard' };
  const free = FREE_SHIPPING.exec(head);
  if (free) {
    if (rest.length > 0) return null;
    return { kind: 'freeShipping', minimumCents: free[1] ? germanCents(free[1]) : null };
  }
  const match = DISCOUNT.exec(head);
  if (!match?.[1] || !match[2]) return null;
  const notes: CouponNote[] = [];
  for (const part of rest) {
    const note = NOTES.find((candidate) => candidate.pattern.test(part))?.note;
    if (!note) return null;
    notes.push(note);
  }
  const unit = match[2] === '%' ? 'percent' : 'money';
  const amount = unit === 'percent' ? Number(match[1].replace(/\./g, '').replace(',', '.')) : germanCents(match[1]);
  if (amount === null || !Number.isFinite(amount)) return null;
  const bound = match[4] ? germanCents(match[4]) : null;
  return {
    kind: 'discount',
    amount,
    unit,
    minimumCents: match[3]?.toLowerCase() === 'ab' ? bound : null,
    maximumCents: match[3]?.toLowerCase() === 'bis' ? bound : null,
    firstOrder: Boolean(match[5]),
    notes,
  };
}
