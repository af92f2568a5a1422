'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { changePasswordAction } from '@/lib/account/actions';
import { Field, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { fieldsOf, useAccountAction } from './use-account-action';

export function ChangePasswordForm() {
  const t = useTranslations('account');
  const { pending, notice, run } = useAccountAction();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = fieldsOf(form);
    run(() => changePasswordAction(fields), () => form.reset());
  }

  return (
    <form method="post" onSubmit={submit} className="max-w-lg space-y-4">
      <Field label={t('currentPassword')} name="current" type="password" autoComplete="current-password" required />
      <Field label={t('newPassword')} name="password" id="account-new-password" type="password" autoComplete="new-password" required />
      <Field label={t('confirmPassword')} name="confirm" type="password" autoComplete="new-password" required />
      <SubmitButton pending={pending} idle={t('savePassword')} busy={t('saving')} />
      <NoticeLine notice={notice} />
    </form>
  );
}
