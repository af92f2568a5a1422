import { describe, expect, it } from 'vitest';
import { addressesInput, detailsInput, loginInput, registerInput, resetRequestInput } from '@/lib/account/inputs';

/** The account forms send e-mails as the backend stores them, and refuse what it would refuse. */
describe('account form e-mails', () => {
  it('send an internationalised domain as punycode, at registration, in the details and at sign-in', () => {
    expect(registerInput.parse({ username: 'jana', email: ' jana@münchen.de ', password: 'x' }).email).toBe('jana@xn--mnchen-3ya.de');
    expect(detailsInput.parse({ firstName: '', lastName: '', email: 'jana@münchen.de' }).email).toBe('jana@xn--mnchen-3ya.de');
    expect(loginInput.parse({ username: 'jana@münchen.de', password: 'x' }).username).toBe('jana@xn--mnchen-3ya.de');
    expect(resetRequestInput.parse({ username: 'jana@münchen.de' }).username).toBe('jana@xn--mnchen-3ya.de');
    // A username stays as typed.
    expect(loginInput.parse({ username: 'Jana Nowak', password: 'x' }).username).toBe('Jana Nowak');
  });

  it('refuse, on the e-mail field, what the backend would refuse', () => {
    for (const email of ['"x"@example.com', 'İ@example.com', 'x..y@example.com']) {
      const parsed = registerInput.safeParse({ username: 'jana', email, password: 'x' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
    }
    const address = { firstName: '', lastName: '', company: '', address1: '', address2: '', city: '', postcode: '', state: '', country: '', phone: '' };
    expect(addressesInput.safeParse({ billing: { ...address, email: 'jörg@example.com' }, shipping: { ...address, email: '' } }).success).toBe(false);
  });
});
