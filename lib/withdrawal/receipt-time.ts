import { storeConfig } from '@/lib/config/store';

/**
 * When a declaration was received, to the second, in the shop's time zone with its name
 * ("26. November 2026 um 14:32:05 MEZ"), as the acknowledgment mail states it.
 */
export function receiptDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: storeConfig.timeZone }).format(date);
}
