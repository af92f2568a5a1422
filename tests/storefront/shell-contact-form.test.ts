import { describe, expect, it } from 'vitest';
import { validateContact, type ContactValues } from '@/app/[locale]/contact/contact-validation';
import { shopFormsUrl } from '@/lib/forms/endpoint';

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

  it('refuses what the backend would refuse: over-long fields, a name of several lines', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'tooLong' });
    expect(validateContact({ ...valid, name: 'x'.repeat(201) })).toEqual({ name: 'tooLong' });
    expect(validateContact({ ...valid, name: 'Erika\nBcc: x@example.com' })).toEqual({ name: 'required' });
  });
});

describe('where the forms API lives', () => {
  it('is the embedded backend’s by default, SHOP_FORMS_URL when set, and none against another store', () => {
    expect(shopFormsUrl({})).toBe('http://127.0.0.1:4000/wp-json/vitrine/v1');
    expect(shopFormsUrl({ SHOP_FORMS_URL: 'http://127.0.0.1:4118/wp-json/vitrine/v1/' })).toBe('http://127.0.0.1:4118/wp-json/vitrine/v1');
    expect(shopFormsUrl({ COMMERCE_GRAPHQL_URL: 'https://shop.example/graphql' })).toBeNull();
    expect(shopFormsUrl({ SHOP_FORMS_URL: 'none' })).toBeNull();
  });
});
