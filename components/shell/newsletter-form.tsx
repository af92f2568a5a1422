'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useActionState, useId } from 'react';
import { signUpForNewsletterAction } from '@/lib/forms/newsletter-action';
import { initialSignUpState } from '@/lib/forms/newsletter-state';

/**
 * The footer's 'Folgen Sie uns' e-mail field: a newsletter sign-up with double opt-in
 * (lib/forms/newsletter-action.ts). A server action's form, so it works without JavaScript too;
 * the server checks the address (no browser-side copy of the rule: this form is on every page,
 * and its JavaScript counts against the product page's budget). The answer never says whether
 * the address was already subscribed.
 */
export function NewsletterForm({ labelledBy, submitIcon }: { labelledBy: string; /** The submit button's arrow, rendered on the server (site-footer.tsx). */ submitIcon: React.ReactNode }) {
  const t = useTranslations('shell.footer.newsletter');
  const [state, formAction, pending] = useActionState(signUpForNewsletterAction, initialSignUpState);
  const inputId = useId();
  const errorId = useId();
  const consentId = useId();
  const problem = state.status === 'invalid' || state.status === 'limited' || state.status === 'unavailable' ? t(state.status) : null;

  return (
    <div>
      {state.status !== 'checkInbox' && (
        <>
          <form action={formAction} noValidate aria-labelledby={labelledBy} className="flex max-w-sm border-b border-ink">
            <label htmlFor={inputId} className="sr-only">
              {t('emailLabel')}
            </label>
            <input
              id={inputId}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={t('placeholder')}
              defaultValue={state.email}
              aria-invalid={state.status === 'invalid'}
              aria-describedby={problem ? `${errorId} ${consentId}` : consentId}
              className="min-w-0 flex-1 bg-transparent py-2 text-sm placeholder:text-muted focus:outline-none"
            />
            <button type="submit" disabled={pending} aria-label={t('submit')} title={t('submit')} className="grid size-10 place-items-center">
              {submitIcon}
            </button>
          </form>
          <p id={consentId} className="mt-2 max-w-sm text-xs text-muted">
            {t('consent')}
          </p>
        </>
      )}
      <p role="status" className="mt-2 text-sm">
        {state.status === 'checkInbox' && t('checkInbox')}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-sale">
          {problem}
        </p>
      )}
    </div>
  );
}
