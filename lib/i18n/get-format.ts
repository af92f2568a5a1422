import { getLocale } from 'next-intl/server';
import { formatFor, type Format } from './format';

/** Money and date formatting in the request's locale, for async server components. */
export async function getFormat(): Promise<Format> {
  return formatFor(await getLocale());
}
