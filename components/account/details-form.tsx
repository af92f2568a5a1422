'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRouter } from 'next/navigation';
import { updateDetailsAction } from '@/lib/account/actions';
import { Field, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { fieldsOf, useAccountAction } from './use-account-action';

/** `passwordNeeded`: the store asks for the current password with every change (lib/commerce/store-version.ts). */
export function DetailsForm({ firstName, lastName, email, passwordNeeded = false }: { firstName: string; lastName: string; email: string; passwordNeeded?: boolean }) {
  const t = useTranslations('account');
  const router = useRouter();
  const { pending, notice, run } = useAccountAction();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    const form = event.currentTarget;
    run(
      () => updateDetailsAction(fields),
      () => {
        // The password is not kept in the page once it has served.
        const current = form.elements.namedItem('current');
        if (current instanceof HTMLInputElement) current.value = '';
        router.refresh();
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} className="max-w-lg space-y-4">
      <Field label={t('firstName')} name="firstName" defaultValue={firstName} autoComplete="given-name" />
      <Field label={t('lastName')} name="lastName" defaultValue={lastName} autoComplete="family-name" />
      <Field label={t('email')} name="email" type="email" defaultValue={email} autoComplete="email" required />
      {/* A new e-mail address needs the current password (lib/account/service.ts updateDetails); some stores need it for every change. */}
      <Field
        label={t(passwordNeeded ? 'currentPasswordSaveLabel' : 'currentPasswordEmailLabel')}
        name="current"
        id="details-current-password"
        type="password"
        autoComplete="current-password"
        required={passwordNeeded}
      />
      <SubmitButton pending={pending} idle={t('save')} busy={t('saving')} />
      <NoticeLine notice={notice} />
    </form>
  );
}
