import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OptInConfirmation } from '@/components/forms/opt-in-confirmation';
import { confirmSignUp } from '@/lib/forms/newsletter';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.newsletter.confirm');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /newsletter/confirm?key=… — the double opt-in link of the confirmation mail. Opening it
 * confirms the pending sign-up (once; the backend forgets the key) and says so; an expired or
 * used link says that instead. Rendered per request (it reads the key), never cached.
 */
export default async function ConfirmNewsletterPage({ searchParams }: PageProps<'/[locale]/newsletter/confirm'>) {
  const { key } = await searchParams;
  const [t, outcome] = await Promise.all([getTranslations('pages.newsletter.confirm'), confirmSignUp(typeof key === 'string' ? key : '')]);

  return <OptInConfirmation kicker={t('title')} heading={t(outcome)} text={t(`${outcome}Text`)} toShop={t('toShop')} />;
}
