/** Rules of the contact form, kept apart from the markup so they can be tested alone. */
export const messageMinLength = 10;

export type ContactField = 'name' | 'email' | 'orderNumber' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactProblem = 'required' | 'invalidEmail' | 'messageTooShort';
export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

/** Deliberately loose: one "@", something before it, a dot in the domain; the mail server decides the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  if (!values.name.trim()) problems.name = 'required';
  if (!values.email.trim()) problems.email = 'required';
  else if (!EMAIL.test(values.email.trim())) problems.email = 'invalidEmail';
  if (!values.message.trim()) problems.message = 'required';
  else if (values.message.trim().length < messageMinLength) problems.message = 'messageTooShort';
  return problems;
}
