'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { startLinkingAction } from '@/lib/account/actions';
import type { LoginButton } from '@/lib/account/reshape';
import { Field } from './form-parts';
import { NoticeLine } from './notice-line';
import { useAccountAction } from './use-account-action';

/**
 * For the signed-in customer: adds a third-party sign-in to this account, the only way an
 * existing account gets one (a provider's e-mail alone never opens it). A linked sign-in
 * outlives a password change, so it asks for the current password like a password change
 * (docs/security.md); an account made by a provider sign-in has none and leaves it empty.
 */
export function LinkSignInsForm({ buttons }: { buttons: LoginButton[] }) {
  const t = useTranslations('account');
  const { pending, notice, run } = useAccountAction();

  // Each button names its provider; Enter in the password field starts nothing, since it would
  // otherwise go to whichever provider happens to be listed first.
  function start(provider: string, form: HTMLFormElement | null) {
    const current = form ? new FormData(form).get('current') : '';
    run(async () => {
      const outcome = await startLinkingAction({ provider, current: typeof current === 'string' ? current : '' });
      if (!outcome.ok) return outcome;
      // On to the provider: its page is another site's, so a full navigation.
      window.location.assign(outcome.url);
      return { ok: true };
    });
  }

  return (
    // POST: a submission before the page's scripts run must not put the password into the address.
    <form method="post" onSubmit={(event) => event.preventDefault()} className="mt-3 max-w-lg space-y-3">
      <Field label={t('currentPassword')} name="current" id="link-current-password" type="password" autoComplete="current-password" />
      <p className="text-sm text-muted">{t('linkPasswordHint')}</p>
      <ul className="space-y-2">
        {buttons.map((button) => (
          <li key={button.provider}>
            <button
              type="button"
              onClick={(event) => start(button.provider, event.currentTarget.form)}
              disabled={pending}
              className="inline-flex justify-center rounded-full border border-ink px-5 py-2 text-sm font-medium disabled:opacity-60"
            >
              {t('linkWith', { name: button.name })}
            </button>
          </li>
        ))}
      </ul>
      <NoticeLine notice={notice} />
    </form>
  );
}
