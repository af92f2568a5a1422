import { notFound } from 'next/navigation';
import { isLocaleCode, type LocaleCode } from './locales';

/**
 * The locale segment of an internal route (app/[locale]/…). The proxy only ever writes the six
 * codes; anything else reached the app without it and is no page.
 */
export function routeLocale(value: string): LocaleCode {
  if (!isLocaleCode(value)) notFound();
  return value;
}
