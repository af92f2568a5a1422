import { describe, expect, it } from 'vitest';
import { localiseOutcome } from '@/lib/cart/localise';
import { localeCodes } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/load-messages';
import { cartMessages } from '@/server/commerce/cart/cart-messages';

describe('add-to-cart refusals of attribute values reach the shopper in their language', () => {
  for (const text of [cartMessages.invalidValuePosted('Größe'), cartMessages.requiredAttributes('Farbe and Größe')]) {
    it(`“${text}” in all six languages, naming the attribute`, async () => {
      const texts = new Set<string>();
      for (const code of localeCodes) {
        const result = localiseOutcome({ ok: false, error: { kind: 'user', message: text } }, code, await loadMessages(code));
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.message).toContain('Größe');
          texts.add(result.message);
        }
      }
      expect(texts.size).toBe(localeCodes.length);
    });
  }
});
