'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useId, useState } from 'react';
import { ArrowRightIcon } from '@/components/icons';

/**
 * The footer's 'Folgen Sie uns' e-mail field. There is no newsletter backend yet, so a valid
 * address is only acknowledged in the page.
 */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('shell.footer.newsletter');
  const [state, setState] = useState<'editing' | 'invalid' | 'subscribed'>('editing');
  const inputId = useId();
  const errorId = useId();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email');
    if (!(input instanceof HTMLInputElement)) return;
    if (!input.value.trim() || !input.checkValidity()) {
      setState('invalid');
      input.focus();
      return;
    }
    setState('subscribed');
  }

  return (
    <div>
      {state !== 'subscribed' && (
        <form noValidate onSubmit={submit} aria-labelledby={labelledBy} className="flex max-w-sm border-b border-ink">
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
            aria-invalid={state === 'invalid'}
            aria-describedby={state === 'invalid' ? errorId : undefined}
            onChange={() => state === 'invalid' && setState('editing')}
            className="min-w-0 flex-1 bg-transparent py-2 text-sm placeholder:text-muted focus:outline-none"
          />
          <button type="submit" aria-label={t('submit')} title={t('submit')} className="grid size-10 place-items-center">
            <ArrowRightIcon className="size-5" />
          </button>
        </form>
      )}
      <p role="status" className="mt-2 text-sm">
        {state === 'subscribed' && t('thanks')}
      </p>
      {state === 'invalid' && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-sale">
          {t('invalid')}
        </p>
      )}
    </div>
  );
}
