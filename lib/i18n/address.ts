import { storeConfig } from '@/lib/config/store';
import type { IntlLocale } from './locales';

/** The country of the store's address, named in the shopper's language (e.g. "Germany", "Allemagne"). */
export function storeCountryName(locale: IntlLocale): string {
  const { countryCode } = storeConfig.address;
  return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryCode;
}

/** The store's address as lines, the way German post expects it. */
export function postalAddressLines(locale: IntlLocale): string[] {
  const { company, street, postalCode, city } = storeConfig.address;
  return [company, street, `${postalCode} ${city}`, storeCountryName(locale)];
}

/** The address without the company, on one line, for running text. */
export function postalAddressLine(locale: IntlLocale): string {
  return postalAddressLines(locale).slice(1).join(', ');
}
