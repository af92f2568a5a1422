import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { TranslationsProvider } from './client-translations';
import { clientMessageSets, type ClientMessageSetName } from './client-keys';
import { pickMessagePaths } from './load-messages';

type ClientMessagesProps = {
  /** The sets of lib/i18n/client-keys.ts the client components below read: `shell` in the layout, a page's own set below it. */
  sets: readonly ClientMessageSetName[];
  children: React.ReactNode;
};

/**
 * Hands texts to the client components below it (read with useTranslations from
 * lib/i18n/client-translations.tsx): only the keys its sets name, so pages do not ship every
 * string to the browser. A nested provider adds to the outer one's texts, so a page's set is
 * sent once, beside the layout's `shell` set, not a copy of it.
 */
export async function ClientMessages({ sets, children }: ClientMessagesProps) {
  const [messages, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  const paths = sets.flatMap((name) => clientMessageSets[name].keys);
  return (
    <TranslationsProvider locale={locale} timeZone={timeZone} messages={pickMessagePaths(messages, paths)}>
      {children}
    </TranslationsProvider>
  );
}
