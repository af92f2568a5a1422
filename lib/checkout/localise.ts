import { createTranslator } from 'next-intl';
import { toIntlLocale, type LocaleCode } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages-type';
import { firstServerMessage } from './server-messages';
import type { CheckoutFailureReason } from './service';
import type { CheckoutFailure } from './types';

/**
 * A checkout failure as the shopper reads it: our own messages from
 * messages/<locale>/checkout.json, the shop's known notices and Stripe's declines translated,
 * anything else decoded and introduced as the shop's words ("Der Shop meldet: …", so the reason
 * is not lost). Only the first notice is shown (docs/behaviour.md §8).
 */
export function localiseFailure(reason: CheckoutFailureReason, code: LocaleCode, messages: Messages['checkout']): CheckoutFailure {
  const t = createTranslator({ locale: toIntlLocale(code), messages: { checkout: messages }, namespace: 'checkout' });
  if (reason.kind === 'invalid') return { ok: false, kind: 'invalid', message: t('errors.invalid'), fields: reason.fields };
  if (reason.kind === 'unavailable') return { ok: false, kind: 'unavailable', message: t('errors.unavailable') };
  if (reason.kind === 'down') return { ok: false, kind: 'unavailable', message: t('errors.shopUnavailable') };
  const first = firstServerMessage(reason.message);
  if (first.key === null) return { ok: false, kind: 'user', message: t('server.shopSays', { text: first.text }) };
  const values = { ...first.values };
  if (first.key === 'required') {
    values.group = t(`groups.${first.values.group === 'shipping' ? 'shipping' : 'billing'}`);
    values.field = t(`fields.${fieldKey(first.values.field)}`);
  }
  // The shop names a country by its code ("we do not ship to the US"): the shopper reads its name.
  if (values.country && /^[A-Z]{2}$/.test(values.country)) {
    values.country = new Intl.DisplayNames([toIntlLocale(code)], { type: 'region', fallback: 'code' }).of(values.country) ?? values.country;
  }
  const fields = first.field ? { [first.field.path]: first.field.problem } : undefined;
  return { ok: false, kind: 'user', message: t(`server.${first.key}`, values), ...(fields ? { fields } : {}) };
}

const FIELD_KEYS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;
function fieldKey(name: string | undefined): (typeof FIELD_KEYS)[number] {
  return FIELD_KEYS.find((key) => key === name) ?? 'firstName';
}
