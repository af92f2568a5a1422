import { describe, expect, it } from 'vitest';
import { validateContact, type ContactValues } from '@/app/[locale]/contact/contact-validation';

const valid: ContactValues = { name: 'Erika Muster', email: 'erika@example.com', orderNumber: '', message: 'Wo bleibt mein Paket?' };

describe('contact form validation', () => {
  it('accepts a complete message (the order number is optional)', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('asks for name, e-mail and message', () => {
    expect(validateContact({ name: ' ', email: '', orderNumber: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('rejects a malformed e-mail address and a too short message', () => {
    expect(validateContact({ ...valid, email: 'erika@example' })).toEqual({ email: 'invalidEmail' });
    expect(validateContact({ ...valid, email: 'erika example.com' })).toEqual({ email: 'invalidEmail' });
    expect(validateContact({ ...valid, message: 'Hallo' })).toEqual({ message: 'messageTooShort' });
  });
});
