import { describe, expect, it } from 'vitest';
import { isEmail, sanitizeTypedLogin } from '@/server/commerce/customers/login-names';
import { phpTrim } from '@/server/commerce/customers/wordpress-sanitize';

/** WordPress's is_email() and the whitespace rules of sanitize_user()/trim(), restated. */
describe('login names as WordPress reads them', () => {
  it('is_email: at least 6 characters, an "@" after the first, a dotted domain of letters, digits and inner hyphens', () => {
    for (const text of ['a@b.de', 'anna@home.example', 'anna.b+tag@mail-1.example.com', "o'neil@x.io"]) expect(isEmail(text)).toBe(true);
    for (const text of ['anna@home', 'a@b.d', '@anna.de', 'anna@@x.de', 'anna@-x.de', 'anna@x-.de', 'anna@x..de', 'anna@.x.de', 'anna@x.de.', 'an na@x.de', 'anna@x_y.de', 'änna@x.de']) {
      expect(isEmail(text)).toBe(false);
    }
  });

  it('trims as PHP does (ASCII only) and makes runs of whitespace one space', () => {
    expect(phpTrim(' \t\n anna \r\0\x0B')).toBe('anna');
    expect(phpTrim('\u00a0anna\u00a0')).toBe('\u00a0anna\u00a0');
    expect(sanitizeTypedLogin('  anna \t\n bea  ')).toBe('anna bea');
  });
});
