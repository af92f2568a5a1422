'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { requestPasswordResetAction } from '@/lib/account/actions';
import { Field, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { fieldsOf, useAccountAction } from './use-account-action';

/** Asks for a reset link; the answer is the same whether or not the account exists (docs/behaviour.md §8). */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const { pending, notice, run } = useAccountAction();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    run(() => requestPasswordResetAction(fields));
  }

  return (
    <form method="post" onSubmit={submit} aria-labelledby="forgot-title" className="space-y-4">
      <h2 id="forgot-title" className="font-display text-2xl">
        {t('forgotTitle')}
      </h2>
      <p className="text-sm text-muted">{t('forgotIntro')}</p>
      <Field label={t('usernameOrEmail')} name="username" id="forgot-username" autoComplete="username" required />
      <SubmitButton pending={pending} idle={t('sendResetLink')} busy={t('sending')} />
      <NoticeLine notice={notice} />
    </form>
  );
}
