import { toIntlLocale, type IntlLocale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages-type';
import { readLocaleCookie } from './locale-cookie';

export type GlobalErrorTexts = { lang: IntlLocale; errors: Messages['errors'] };

/**
 * The last-resort error page's texts in the shopper's language. The page imports this module
 * only when it is shown, so the cookie library, the locale table and the six message files'
 * loaders stay out of every page's scripts. Only argument-free messages are read here: those
 * stay plain strings when precompiled.
 */
export async function loadGlobalErrorTexts(): Promise<GlobalErrorTexts> {
  const code = readLocaleCookie();
  const file = (await import(`../../messages/${code}/errors.json`)) as { default: Messages['errors'] };
  return { lang: toIntlLocale(code), errors: file.default };
}
