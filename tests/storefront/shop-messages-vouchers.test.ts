import { describe, expect, it } from 'vitest';
import { recogniseShopMessage } from '@/lib/cart/shop-messages';
import { couponMessages } from '@/server/commerce/pricing';
import de from '@/messages/de_DE/refusals.json';
import en from '@/messages/en_US/refusals.json';
import es from '@/messages/es_ES/refusals.json';
import fr from '@/messages/fr_FR/refusals.json';
import it_ from '@/messages/it_IT/refusals.json';
import pt from '@/messages/pt_BR/refusals.json';

const locales: Record<string, Record<string, string>> = { de, en, es, fr, it: it_, pt };

describe('the gift-voucher refusals reach the shopper in their language', () => {
  for (const text of [couponMessages.notForGiftVouchers, couponMessages.giftCardNotForGiftVouchers]) {
    it(text, () => {
      const recognised = recogniseShopMessage(text);
      expect(recognised?.key).toMatch(/^refusals\./);
      const key = (recognised?.key ?? '').replace(/^refusals\./, '');
      for (const [locale, messages] of Object.entries(locales)) {
        expect(messages[key], `${locale} ${key}`).toBeTruthy();
        if (locale !== 'en') expect(messages[key]).not.toBe(en[key as keyof typeof en]);
      }
    });
  }
});
