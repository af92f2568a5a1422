'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { Link } from '@/components/ui/link';
import { resetPasswordAction } from '@/lib/account/actions';
import { accountUrls } from '@/lib/account/urls';
import { ForgotPasswordForm } from './forgot-password-form';
import { Field, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { fieldsOf, useAccountAction } from './use-account-action';

/**
 * The new password from the mail's link (key and login). An invalid or used link says so and
 * offers the request form again (docs/behaviour.md §4).
 */
export function NewPasswordForm({ resetKey, login }: { resetKey: string; login: string }) {
  const t = useTranslations('account');
  const { pending, notice, run } = useAccountAction();
  const done = notice?.tone === 'success';
  const invalidLink = notice !== null && 'key' in notice && notice.key === 'resetInvalid';

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    run(() => resetPasswordAction({ ...fields, key: resetKey, login }));
  }

  if (done) {
    return (
      <div>
        <NoticeLine notice={notice} />
        <Link href={accountUrls.account()} className="mt-6 inline-flex underline">
          {t('backToAccount')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-10">
      <form method="post" onSubmit={submit} aria-labelledby="new-password-title" className="space-y-4">
        <h2 id="new-password-title" className="font-display text-2xl">
          {t('newPasswordTitle')}
        </h2>
        <Field label={t('newPassword')} name="password" id="reset-password" type="password" autoComplete="new-password" required />
        <Field label={t('confirmPassword')} name="confirm" id="reset-confirm" type="password" autoComplete="new-password" required />
        <SubmitButton pending={pending} idle={t('savePassword')} busy={t('saving')} />
        <NoticeLine notice={notice} />
        {invalidLink ? <p className="text-sm">{t('requestNewLink')}</p> : null}
      </form>
      {invalidLink ? <ForgotPasswordForm /> : null}
    </div>
  );
}
