import { describe, expect, it } from 'vitest';
import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { localiseOutcome } from '@/lib/cart/localise';
import { reshapeCart } from '@/lib/cart/reshape';
import { localeCodes } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/load-messages';
import { couponMessages } from '@/server/commerce/pricing';

describe('the gift-voucher rule reaches the shopper in their language', () => {
  for (const text of [couponMessages.notForGiftVouchers, couponMessages.giftCardNotForGiftVouchers]) {
    it(`the refusal “${text}” in all six languages`, async () => {
      const texts = new Set<string>();
      for (const code of localeCodes) {
        const result = localiseOutcome({ ok: false, error: { kind: 'user', message: text } }, code, await loadMessages(code));
        expect(result.ok).toBe(false);
        if (!result.ok) texts.add(result.message);
      }
      expect(texts.size).toBe(localeCodes.length);
    });
  }

  it('the cart knows its gift-voucher lines, which the totals explain in all six languages', async () => {
    type Node = NonNullable<CartDetailFragment['contents']>['nodes'][number];
    const line = (key: string, giftVoucherValue: { value: string | null }[] | null): Node => ({
      key,
      quantity: 1,
      rawSubtotal: '42.02',
      rawSubtotalTax: '7.98',
      rawTotal: '50',
      product: { node: { databaseId: 1, name: key, slug: key, image: null, rawRegularPrice: '50', rawPrice: '50', giftVoucherValue } },
      variation: null,
    });
    const cart = reshapeCart({
      isEmpty: false,
      needsShippingAddress: true,
      chosenShippingMethods: null,
      rawSubtotal: '84.03',
      rawSubtotalTax: '15.97',
      rawDiscountTotal: '0',
      rawDiscountTax: '0',
      rawShippingTotal: '0',
      rawShippingTax: '0',
      rawTotal: '100',
      rawTotalTax: '15.97',
      appliedCoupons: null,
      availableShippingMethods: null,
      contents: { itemCount: 2, productCount: 2, nodes: [line('gutschein', [{ value: '50' }]), line('schal', [])] },
    });
    expect(cart.lines.map((entry) => entry.giftVoucher)).toEqual([true, false]);
    const notes = new Set<string>();
    for (const code of localeCodes) notes.add(((await loadMessages(code)).cart as { totals: Record<string, string> }).totals.giftVoucherNote ?? '');
    expect([...notes].filter(Boolean)).toHaveLength(localeCodes.length);
  });
});
