import { storeConfig } from '@/lib/config/store';
import de from './de.json';

/**
 * Every visible string lives in a messages file, shaped the way next-intl reads them
 * (namespaces of keys), so the i18n work can swap this module for next-intl unchanged.
 */
export type Messages = typeof de;

export function getMessages(): Messages {
  return de;
}

/** Fills `{name}` placeholders; unknown placeholders stay visible so they get noticed. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}

export type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** Picks the plural form Intl prescribes for `count` and fills `{count}`. */
export function pluralize(forms: PluralForms, count: number, locale: string = storeConfig.locale): string {
  const rule = new Intl.PluralRules(locale).select(count);
  const template = forms[rule] ?? forms.other;
  return fillPlaceholders(template, { count: count.toLocaleString(locale) });
}
