import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages-type';
import { AlertUnsubscribeForm } from './unsubscribe-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.backInStock.unsubscribe');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /back-in-stock/unsubscribe?token=… — the visible unsubscribe link of both alert mails.
 * Opening it changes nothing (mail scanners and browsers fetch links ahead); its button POSTs.
 * Mail clients use the one-click endpoint instead (app/api/back-in-stock/unsubscribe, RFC 8058).
 */
export default async function AlertUnsubscribePage({ searchParams }: PageProps<'/[locale]/back-in-stock/unsubscribe'>) {
  const { token } = await searchParams;
  const [t, messages] = await Promise.all([getTranslations('pages.backInStock.unsubscribe'), getMessages() as Promise<Messages>]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl">{t('title')}</h1>
      <ClientMessages parts={{ pages: { backInStock: { unsubscribe: messages.pages.backInStock.unsubscribe } } }}>
        <AlertUnsubscribeForm token={typeof token === 'string' ? token : ''} />
      </ClientMessages>
    </div>
  );
}
