/**
 * The one rounding rule of the shop: integer cents, halves rounded up (away from zero for the
 * non-negative amounts pricing works with). Every division in pricing goes through here.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRounded needs safe integers and a positive denominator: ${numerator}/${denominator}`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
}

/** German standard VAT in percent; every price the shop shows includes it. */
export const VAT_PERCENT = 19;

/** The VAT contained in a gross amount: gross − gross / 1.19, rounded once. */
export function includedTax(grossCents: number): number {
  return grossCents - divideRounded(grossCents * 100, 100 + VAT_PERCENT);
}
