'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import {
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
 * The contact form. There is no mail backend for it yet: a valid message is confirmed in the
 * page (and nothing is sent), so the form can be used and tested end to end today.
 */
export function ContactForm() {
  const t = useTranslations('pages.contact.form');
  const [problems, setProblems] = useState<ContactProblems>({});
  const [sentBy, setSentBy] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function problemText(problem: ContactProblem): string {
    return problem === 'messageTooShort' ? t('messageTooShort', { min: messageMinLength }) : t(problem);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fieldOrder.map((field) => [field, String(data.get(field) ?? '')])) as ContactValues;
    const found = validateContact(values);
    setProblems(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSentBy(values.name.trim());
    form.reset();
  }

  if (sentBy !== null) {
    return (
      <div role="status" className="mt-6 space-y-4">
        <p className="text-lg">{t('thanks', { name: sentBy })}</p>
        <button
          type="button"
          onClick={() => setSentBy(null)}
          className="inline-flex rounded-full border border-ink px-5 py-2 text-sm font-medium hover:bg-ink hover:text-paper"
        >
          {t('writeAnother')}
        </button>
      </div>
    );
  }

  const hasProblems = Object.keys(problems).length > 0;
  const problemOf = (field: ContactField) => {
    const problem = problems[field];
    return problem ? problemText(problem) : null;
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-6 grid gap-5 sm:grid-cols-2">
      {hasProblems && (
        <p role="alert" className="text-sm font-medium text-sale sm:col-span-2">
          {t('checkFields')}
        </p>
      )}
      <FormField id="contact-name" label={t('name')} problem={problemOf('name')}>
        {(control) => <input {...control} name="name" autoComplete="name" required className={inputClass} />}
      </FormField>
      <FormField id="contact-email" label={t('email')} problem={problemOf('email')}>
        {(control) => <input {...control} name="email" type="email" autoComplete="email" required className={inputClass} />}
      </FormField>
      <FormField id="contact-orderNumber" label={t('orderNumber')} className="sm:col-span-2">
        {(control) => <input {...control} name="orderNumber" inputMode="numeric" className={inputClass} />}
      </FormField>
      <FormField id="contact-message" label={t('message')} problem={problemOf('message')} className="sm:col-span-2">
        {(control) => (
          <textarea {...control} name="message" rows={6} required minLength={messageMinLength} className={inputClass} />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent"
        >
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
