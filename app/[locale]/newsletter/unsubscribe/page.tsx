import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeForm } from '@/components/forms/unsubscribe-form';
import { unsubscribeAction } from '@/lib/forms/newsletter-action';
import { initialUnsubscribeState } from '@/lib/forms/newsletter-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.newsletter.unsubscribe');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /newsletter/unsubscribe?token=… — the visible unsubscribe link of every newsletter mail.
 * Opening it changes nothing (mail scanners and browsers fetch links ahead); its button POSTs.
 * Mail clients use the one-click endpoint instead (app/api/newsletter/unsubscribe, RFC 8058).
 */
export default async function UnsubscribePage({ searchParams }: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const { token } = await searchParams;
  const t = await getTranslations('pages.newsletter.unsubscribe');
  const texts = { intro: t('intro'), submit: t('submit'), done: t('done'), doneText: t('doneText'), invalid: t('invalid'), unavailable: t('unavailable') };
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl">{t('title')}</h1>
      <UnsubscribeForm token={typeof token === 'string' ? token : ''} action={unsubscribeAction} initialState={initialUnsubscribeState} texts={texts} />
    </div>
  );
}
