import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { ClientMessages } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('forgotTitle'), robots: { index: false } };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * /my-account/lost-password (docs/behaviour.md §2, §4): the request form, or with the mail's
 * `?key=…&login=…` the new-password form. Whether the key is good is the backend's to say
 * when the new password is sent.
 */
export default async function LostPasswordPage({ searchParams }: PageProps<'/[locale]/my-account/lost-password'>) {
  const query = await searchParams;
  const key = single(query.key);
  const login = single(query.login);
  return (
    <ClientMessages sets={['account']}>
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {key && login ? <NewPasswordForm resetKey={key} login={login} /> : <ForgotPasswordForm />}
      </div>
    </ClientMessages>
  );
}
