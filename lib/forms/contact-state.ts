import type { ContactProblems, ContactValues } from '@/app/[locale]/contact/contact-validation';

/**
 * What the contact form shows after a submission. `values` come back so nothing typed is lost
 * (with and without JavaScript: the form is a server action's form).
 */
export type ContactFormState = {
  status: 'editing' | 'sent' | 'limited' | 'unavailable';
  values: ContactValues & { sendCopy: boolean };
  problems: ContactProblems;
  /** Whether the copy the shopper asked for went out (it is limited per recipient). */
  copy: 'none' | 'sent' | 'withheld';
};

export const initialContactState: ContactFormState = {
  status: 'editing',
  values: { name: '', email: '', orderNumber: '', message: '', sendCopy: false },
  problems: {},
  copy: 'none',
};

