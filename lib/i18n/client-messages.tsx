import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { TranslationsProvider } from './client-translations';
import type { Messages } from './messages-type';
import { pickNamespaces } from './load-messages';
import { clientNamespaces, type Namespace } from './namespaces';

type DeepPartial<T> = T extends string ? T : { [K in keyof T]?: DeepPartial<T[K]> };

type ClientMessagesProps = {
  /** Namespaces the client components below need, on top of the shell's (common, shell, errors). */
  namespaces?: readonly Namespace[];
  /** Parts of other namespaces, when a whole one would be too much (the contact form's texts). */
  parts?: DeepPartial<Messages>;
  children: React.ReactNode;
};

/**
 * Hands messages to the client components below it (read with useTranslations from
 * lib/i18n/client-translations.tsx). Only the namespaces named are sent, so pages do not ship
 * every string to the browser. A nested provider replaces the outer one's messages, hence the
 * shell's namespaces are always included.
 */
export async function ClientMessages({ namespaces = [], parts = {}, children }: ClientMessagesProps) {
  const [messages, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  const wanted = [...new Set<Namespace>([...clientNamespaces, ...namespaces])];
  return (
    <TranslationsProvider locale={locale} timeZone={timeZone} messages={{ ...parts, ...pickNamespaces(messages as Messages, wanted) }}>
      {children}
    </TranslationsProvider>
  );
}
