import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { storeConfig } from '@/lib/config/store';
import { loadMessages } from '@/lib/i18n/load-messages';
import { toIntlLocale, toLocaleCode } from '@/lib/i18n/locales';

/**
 * next-intl without locale prefixes in public URLs: the request proxy (proxy.ts) picks the
 * locale and rewrites to the internal `app/[locale]/…` route, whose root parameter is read here
 * (`next/root-params`), so rendering never reads a cookie and pages can be cached per locale.
 * An explicit locale (`getTranslations({ locale })`) wins.
 */
export default getRequestConfig(async ({ locale: explicitLocale }) => {
  const code = toLocaleCode(explicitLocale ?? (await rootLocale()));
  return {
    locale: toIntlLocale(code),
    messages: await loadMessages(code),
    // Fixed, so dates render the same on the server and in the browser.
    timeZone: storeConfig.timeZone,
  };
});
