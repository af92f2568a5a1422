import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OAuthCompletion } from '@/components/account/oauth-completion';
import { ClientMessages } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('signInTitle'), robots: { index: false } };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * /oauth/login/{provider}: where the provider sends the shopper back with `code` and `state`.
 * The sign-in itself runs as a server action (it sets the cookies); see OAuthCompletion.
 */
export default async function OAuthReturnPage({ params, searchParams }: PageProps<'/[locale]/oauth/login/[provider]'>) {
  const [{ provider }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages sets={['account']}>
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <OAuthCompletion provider={provider} code={single(query.code)} state={single(query.state)} />
      </div>
    </ClientMessages>
  );
}
