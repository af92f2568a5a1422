/**
 * The shop's languages. The cookie and the messages folders use the codes of docs/behaviour.md §1 (de_DE);
 * Intl and next-intl need BCP-47 tags (de-DE), so both forms live here, mapped once.
 */
export const localeCodes = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const;
export type LocaleCode = (typeof localeCodes)[number];

/** BCP-47 form of a locale code, e.g. 'de-DE'. This is the locale next-intl and Intl see. */
export type IntlLocale = LocaleCode extends `${infer Language}_${infer Region}` ? `${Language}-${Region}` : never;

export const defaultLocaleCode: LocaleCode = 'de_DE';

/** The locale cookie (docs/behaviour.md §9: 365 days, SameSite=Lax, path /). */
export const localeCookie = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

/**
 * Each language named in itself, as language pickers conventionally do, so a shopper finds
 * their language whatever the page is currently shown in. Not translated on purpose.
 */
export const localeEndonyms: Record<LocaleCode, string> = {
  en_US: 'English (US)',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  pt_BR: 'Português (Brasil)',
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/** The cookie's value as a locale code; anything missing or unknown gives the default. */
export function parseLocaleCode(value: string | null | undefined): LocaleCode {
  return isLocaleCode(value) ? value : defaultLocaleCode;
}

export function toIntlLocale(code: LocaleCode): IntlLocale {
  return code.replace('_', '-') as IntlLocale;
}

/** Accepts either form ('de-DE' or 'de_DE'); unknown values give the default. */
export function toLocaleCode(locale: string): LocaleCode {
  return parseLocaleCode(locale.replace('-', '_'));
}
