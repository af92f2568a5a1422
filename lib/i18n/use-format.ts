import { useLocale } from '#i18n/translations';
import { formatFor, type Format } from './format';

/** Money and date formatting in the current locale, for client and non-async server components. */
export function useFormat(): Format {
  return formatFor(useLocale());
}
