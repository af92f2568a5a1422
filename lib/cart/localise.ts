import { createTranslator } from 'next-intl';
import type { LocaleCode } from '@/lib/i18n/locales';
import { toIntlLocale } from '@/lib/i18n/locales';
import { decodeStoreText } from '@/lib/commerce/store-text';
import type { Messages } from '@/lib/i18n/messages-type';
import type { CartOutcome } from './service';
import { endsTheSession } from './session-rules';
import { recogniseShopMessage } from './shop-messages';
import type { Cart } from './types';

/**
 * What a cart action hands the browser: the cart, or one message to show as it is. Messages
 * of ours come from messages/<locale>/cart.json; the shop's own refusals ("Sorry, this product
 * cannot be purchased.") are translated there too when recognised (lib/cart/shop-messages.ts).
 * An unrecognised refusal is shown decoded and introduced as the shop's ("Der Shop meldet: …"),
 * so the shopper knows why the sentence is not in their language and still learns the reason
 * (a generic message would hide it; docs/behaviour.md §8).
 */
export type CartActionResult =
  /** `notice`: the cart changed, but not quite as asked (a quantity lowered to the stock), in the shopper's language. */
  | { ok: true; cart: Cart; notice?: string }
  /** 'down': the backend is down for now; the shopper's session stands and the same action works once it is back. */
  | { ok: false; kind: 'invalid' | 'user' | 'unavailable' | 'down'; message: string };

export function localiseOutcome(outcome: CartOutcome, code: LocaleCode, messages: Pick<Messages, 'cart' | 'refusals'>): CartActionResult {
  const t = createTranslator({ locale: toIntlLocale(code), messages: { cart: messages.cart, refusals: messages.refusals } });
  if (outcome.ok) {
    const { notice, cart } = outcome;
    return notice ? { ok: true, cart, notice: t(`cart.${notice.key}`, notice.values) } : { ok: true, cart };
  }
  const { error } = outcome;
  if (error.kind !== 'user') return { ok: false, kind: error.kind, message: t(`cart.${error.key}`) };
  // The browser reads these as they are to end the session (session-rules.ts); the shopper never sees them.
  if (endsTheSession(error.message)) return { ok: false, kind: 'user', message: error.message.trim() };
  const known = recogniseShopMessage(error.message);
  // The key comes from our own table of rules, each naming a message of cart.json or refusals.json.
  const key = known?.key as Parameters<typeof t>[0] | undefined;
  const message = known && key && t.has(key) ? t(key, known.values) : t('refusals.shopSays', { text: decodeStoreText(error.message) });
  return { ok: false, kind: 'user', message };
}
