import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from './messages-type';
import { pickNamespaces } from './load-messages';
import { clientNamespaces, type Namespace } from './namespaces';

type ClientMessagesProps = {
  /** Namespaces the client components below need, on top of the shell's (common, shell, errors). */
  namespaces?: readonly Namespace[];
  children: React.ReactNode;
};

/**
 * Hands messages to the client components below it. Only the namespaces named are sent, so
 * pages do not ship every string to the browser. A nested provider replaces the outer one's
 * messages, hence the shell's namespaces are always included.
 */
export async function ClientMessages({ namespaces = [], children }: ClientMessagesProps) {
  const messages = (await getMessages()) as Messages;
  const wanted = [...new Set<Namespace>([...clientNamespaces, ...namespaces])];
  return <NextIntlClientProvider messages={pickNamespaces(messages, wanted)}>{children}</NextIntlClientProvider>;
}
