'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
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
  const describedBy = (field: ContactField) => (problems[field] ? `contact-${field}-problem` : undefined);
  const problemLine = (field: ContactField) => {
    const problem = problems[field];
    return problem ? (
      <p id={`contact-${field}-problem`} className="mt-1 text-sm text-sale">
        {problemText(problem)}
      </p>
    ) : null;
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-6 grid gap-5 sm:grid-cols-2">
      {hasProblems && (
        <p role="alert" className="text-sm font-medium text-sale sm:col-span-2">
          {t('checkFields')}
        </p>
      )}
      <div>
        <label htmlFor="contact-name" className="text-sm font-medium">
          {t('name')}
        </label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          aria-invalid={Boolean(problems.name)}
          aria-describedby={describedBy('name')}
          className={inputClass}
        />
        {problemLine('name')}
      </div>
      <div>
        <label htmlFor="contact-email" className="text-sm font-medium">
          {t('email')}
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={Boolean(problems.email)}
          aria-describedby={describedBy('email')}
          className={inputClass}
        />
        {problemLine('email')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-orderNumber" className="text-sm font-medium">
          {t('orderNumber')}
        </label>
        <input id="contact-orderNumber" name="orderNumber" inputMode="numeric" className={inputClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="text-sm font-medium">
          {t('message')}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          minLength={messageMinLength}
          aria-invalid={Boolean(problems.message)}
          aria-describedby={describedBy('message')}
          className={inputClass}
        />
        {problemLine('message')}
      </div>
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
