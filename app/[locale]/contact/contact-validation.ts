import { isEmailAddress, toAsciiEmail } from '@/lib/email-address';

/**
 * Rules of the contact form, kept apart from the markup so they can be tested alone, and shared
 * by the browser (instant feedback) and the server action (lib/forms/contact-action.ts), which
 * the backend checks again (server/commerce/contact/contact-input.ts: the same lengths).
 * Plain functions, not zod: this module is in the browser's bundle.
 */
export const messageMinLength = 10;
export const messageMaxLength = 5000;
export const nameMaxLength = 200;
export const orderNumberMaxLength = 40;

export type ContactField = 'name' | 'email' | 'orderNumber' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactProblem = 'required' | 'invalidEmail' | 'messageTooShort' | 'tooLong';
export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

const maxLength: Record<ContactField, number> = {
  name: nameMaxLength,
  email: 100,
  orderNumber: orderNumberMaxLength,
  message: messageMaxLength,
};

export function validateContact(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  if (!values.name.trim()) problems.name = 'required';
  if (!values.email.trim()) problems.email = 'required';
  // The shop's one e-mail rule (lib/email-address.ts), so the backend never refuses what passed here.
  else if (!isEmailAddress(toAsciiEmail(values.email))) problems.email = 'invalidEmail';
  if (!values.message.trim()) problems.message = 'required';
  else if (values.message.trim().length < messageMinLength) problems.message = 'messageTooShort';
  for (const field of Object.keys(maxLength) as ContactField[]) {
    if (!problems[field] && values[field].trim().length > maxLength[field]) problems[field] = 'tooLong';
  }
  // A name or order number is one line (it ends up in a mail's header-like fields).
  if (!problems.name && /[\r\n]/.test(values.name)) problems.name = 'required';
  return problems;
}
