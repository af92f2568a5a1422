import { SEED_COUPONS } from './coupons';

/**
 * The README's list of the demo's codes, written from the seed itself (`npm run seed --
 * --list-codes` prints it; tests/seed/readme-codes.test.ts checks the README holds it), so the
 * documented conditions are the seeded ones.
 */
const euros = (cents: number) => `${Number.isInteger(cents / 100) ? cents / 100 : (cents / 100).toFixed(2)} €`;
const day = (iso: string) => iso.slice(0, 10);

type SeedCoupon = (typeof SEED_COUPONS)[number];

function effect(coupon: SeedCoupon): string {
  switch (coupon.kind) {
    case 'percent':
      return `${coupon.amount} % off the goods`;
    case 'fixed_cart':
      if (coupon.freeShipping && !coupon.amount) return 'free shipping';
      return `${euros(coupon.amount ?? 0)} off the cart${coupon.freeShipping ? ', and free shipping' : ''}`;
    case 'fixed_product':
      return `${euros(coupon.amount ?? 0)} off each matching item`;
    case 'gift_card':
      return coupon.balance ? `gift card worth ${euros(coupon.balance)}: pays towards the total` : 'gift card, spent';
  }
}

function conditions(coupon: SeedCoupon, now: Date): string {
  const parts: string[] = [];
  if (coupon.minimum) parts.push(`goods worth at least ${euros(coupon.minimum)}`);
  if (coupon.maximum) parts.push(`goods worth at most ${euros(coupon.maximum)}`);
  if (coupon.categories?.length) parts.push(`only on the categories ${coupon.categories.join(', ')}`);
  if (coupon.excludedCategories?.length) parts.push(`not on the categories ${coupon.excludedCategories.join(', ')}`);
  if (coupon.excludeSaleItems) parts.push('not on sale items');
  if (coupon.individualUse) parts.push('not combinable with other coupons');
  if (coupon.usageLimitPerUser) parts.push(`${coupon.usageLimitPerUser === 1 ? 'once' : `${coupon.usageLimitPerUser} times`} per customer (by billing e-mail)`);
  if (coupon.usageLimit !== undefined) {
    const left = coupon.usageLimit - (coupon.usageCount ?? 0);
    parts.push(left > 0 ? `${left} of ${coupon.usageLimit} uses left` : `used up (${coupon.usageLimit} of ${coupon.usageLimit} uses): always refused`);
  }
  if (coupon.kind === 'gift_card' && !coupon.balance) parts.push('empty: always refused');
  if (coupon.expiresAt) {
    const expired = new Date(coupon.expiresAt) < now;
    if (expired) parts.push(`expired on ${day(coupon.expiresAt)}: always refused`);
    else if (!coupon.expiresAt.startsWith('2099')) parts.push(`valid until ${day(coupon.expiresAt)}`);
  }
  return parts.length > 0 ? parts.join('; ') : 'none';
}

export function seedCodesTable(now = new Date()): string {
  const rows = SEED_COUPONS.map((coupon) => `| \`${coupon.code}\` | ${effect(coupon)} | ${conditions(coupon, now)} |`);
  return ['| code | what it does | conditions |', '|---|---|---|', ...rows].join('\n');
}
