'use server';

import { z } from 'zod';
import { validateContact, type ContactField } from '@/app/[locale]/contact/contact-validation';
import { toAsciiEmail } from '@/lib/email-address';
import { callFormsApi } from './client';
import type { ContactFormState } from './contact-state';
import { shopperLocale } from './shopper-locale';

/** The form's fields as posted; bounded well above the rules so an oversized value is a problem shown, not a crash. */
const posted = z.object({
  name: z.string().max(10_000).catch(''),
  email: z.string().max(10_000).catch(''),
  orderNumber: z.string().max(10_000).catch(''),
  message: z.string().max(100_000).catch(''),
  sendCopy: z.literal('on').optional().catch(undefined),
});

const backendFields: readonly ContactField[] = ['name', 'email', 'orderNumber', 'message'];

/** Sends the contact form through the shop's forms API (lib/forms/client.ts) to the shop's own address. */
export async function sendContactAction(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const fields = posted.parse(Object.fromEntries(['name', 'email', 'orderNumber', 'message', 'sendCopy'].map((name) => [name, form.get(name) ?? undefined])));
  const values = { name: fields.name, email: fields.email, orderNumber: fields.orderNumber, message: fields.message, sendCopy: fields.sendCopy === 'on' };
  const problems = validateContact(values);
  const state = (changes: Partial<ContactFormState>): ContactFormState => ({ status: 'editing', values, problems: {}, copy: 'none', ...changes });
  if (Object.keys(problems).length > 0) return state({ problems });

  const answer = await callFormsApi('contact', {
    name: values.name.trim(),
    email: toAsciiEmail(values.email),
    orderNumber: values.orderNumber.trim(),
    message: values.message.trim(),
    sendCopy: values.sendCopy,
    locale: await shopperLocale(),
  });
  switch (answer.kind) {
    case 'ok':
      return state({ status: 'sent', copy: !values.sendCopy ? 'none' : answer.body.copySent === true ? 'sent' : 'withheld' });
    case 'invalid':
      return state({ problems: Object.fromEntries(answer.fields.filter((field) => backendFields.includes(field as ContactField)).map((field) => [field, field === 'email' ? 'invalidEmail' : 'tooLong'])) });
    case 'limited':
      return state({ status: 'limited' });
    case 'unavailable':
      return state({ status: 'unavailable' });
  }
}
