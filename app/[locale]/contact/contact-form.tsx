'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useActionState, useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { routes } from '@/lib/routes';
import { sendContactAction } from '@/lib/forms/contact-action';
import { initialContactState } from '@/lib/forms/contact-state';
import {
  messageMaxLength,
  messageMinLength,
  validateContact,
  type ContactField,
  type ContactProblem,
  type ContactProblems,
  type ContactValues,
} from './contact-validation';

const fieldOrder: ContactField[] = ['name', 'email', 'orderNumber', 'message'];

const inputClass =
  'mt-1 block w-full rounded-md border border-clay bg-white px-3 py-2 aria-[invalid=true]:border-sale focus:border-ink';

/**
 * The contact form: a server action's form (lib/forms/contact-action.ts), so it sends with and
 * without JavaScript, to the shop's address through the backend's outbox; what was typed comes
 * back with any problem. With JavaScript the same rules run first in the browser.
 */
export function ContactForm({ shopEmail }: { shopEmail: string }) {
  const t = useTranslations('pages.contact.form');
  const [state, formAction, pending] = useActionState(sendContactAction, initialContactState);
  // The browser's own check of the last submit; the server's answer replaces it.
  const [browserProblems, setBrowserProblems] = useState<ContactProblems | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = browserProblems ?? state.problems;

  // After the server refused fields, focus the first one, as the browser check does.
  useEffect(() => {
    const first = fieldOrder.find((field) => state.problems[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state]);

  function problemText(problem: ContactProblem): string {
    if (problem === 'messageTooShort') return t('messageTooShort', { min: messageMinLength });
    return t(problem);
  }

  function checkInBrowser(event: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fieldOrder.map((field) => [field, String(data.get(field) ?? '')])) as ContactValues;
    const found = validateContact(values);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (!firstInvalid) {
      setBrowserProblems(null);
      return;
    }
    event.preventDefault();
    setBrowserProblems(found);
    event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }

  if (state.status === 'sent') {
    return (
      <div role="status" className="mt-6 space-y-4">
        <p className="text-lg">{t('thanks', { name: state.values.name.trim() })}</p>
        {state.copy === 'sent' && <p>{t('copySent', { email: state.values.email.trim() })}</p>}
        {state.copy === 'withheld' && <p>{t('copyWithheld')}</p>}
        {/* A plain link: a fresh page is a fresh form, with or without JavaScript. */}
        <a
          href={routes.contact()}
          className="inline-flex rounded-full border border-ink px-5 py-2 text-sm font-medium hover:bg-ink hover:text-paper"
        >
          {t('writeAnother')}
        </a>
      </div>
    );
  }

  const hasProblems = Object.keys(problems).length > 0;
  const problemOf = (field: ContactField) => {
    const problem = problems[field];
    return problem ? problemText(problem) : null;
  };
  const { values } = state;

  return (
    <form ref={formRef} action={formAction} noValidate onSubmit={checkInBrowser} className="mt-6 grid gap-5 sm:grid-cols-2">
      {hasProblems && (
        <p role="alert" className="text-sm font-medium text-sale sm:col-span-2">
          {t('checkFields')}
        </p>
      )}
      {state.status === 'limited' && (
        <p role="alert" className="text-sm font-medium text-sale sm:col-span-2">
          {t('limited')}
        </p>
      )}
      {state.status === 'unavailable' && (
        <p role="alert" className="text-sm font-medium text-sale sm:col-span-2">
          {t('unavailable', { email: shopEmail })}
        </p>
      )}
      <FormField id="contact-name" label={t('name')} problem={problemOf('name')}>
        {(control) => <input {...control} name="name" autoComplete="name" required defaultValue={values.name} className={inputClass} />}
      </FormField>
      <FormField id="contact-email" label={t('email')} problem={problemOf('email')}>
        {(control) => (
          <input {...control} name="email" type="email" autoComplete="email" required defaultValue={values.email} className={inputClass} />
        )}
      </FormField>
      <FormField id="contact-orderNumber" label={t('orderNumber')} problem={problemOf('orderNumber')} className="sm:col-span-2">
        {(control) => <input {...control} name="orderNumber" inputMode="numeric" defaultValue={values.orderNumber} className={inputClass} />}
      </FormField>
      <FormField id="contact-message" label={t('message')} problem={problemOf('message')} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            minLength={messageMinLength}
            maxLength={messageMaxLength}
            defaultValue={values.message}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" name="sendCopy" defaultChecked={values.sendCopy} className="size-4 accent-ink" />
          {t('sendCopy')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent disabled:opacity-60"
        >
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
