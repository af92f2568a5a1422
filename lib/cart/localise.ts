import { createTranslator } from 'next-intl';
import type { LocaleCode } from '@/lib/i18n/locales';
import { toIntlLocale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages-type';
import type { CartOutcome } from './service';
import type { Cart } from './types';

/**
 * What a cart action hands the browser: the cart, or one message to show as it is. Messages
 * of ours come from messages/<locale>/cart.json; the shop's own refusals ("Sorry, this product
 * cannot be purchased.") are passed on in its words.
 */
export type CartActionResult = { ok: true; cart: Cart } | { ok: false; kind: 'invalid' | 'user' | 'unavailable'; message: string };

export function localiseOutcome(outcome: CartOutcome, code: LocaleCode, messages: Messages['cart']): CartActionResult {
  if (outcome.ok) return outcome;
  const { error } = outcome;
  if (error.kind === 'user') return { ok: false, kind: 'user', message: error.message };
  const t = createTranslator({ locale: toIntlLocale(code), messages: { cart: messages }, namespace: 'cart' });
  return { ok: false, kind: error.kind, message: t(error.key) };
}
