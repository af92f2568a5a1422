import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';
import * as storefront from '@/lib/email-address';
import { emailAddressSchema, isEmailAddress } from '@/server/commerce/mail/email-address';

/** Addresses the old checks split on: what one edge took and another refused inside an order. */
const ACCEPTED = ['erika@example.com', 'o\'brien+shop@mail.example.co.uk', 'a_b-c{d}|e~f@x-y.example', 'x@xn--mnchen-3ya.de', '1@2.de'];
const REFUSED = ['x@münchen.de', '"x"@example.com', 'İ@example.com', 'jörg@example.com', '.x@example.com', 'x.@example.com', 'x..y@example.com',
  'x@example..com', 'x@-example.com', 'x@example-.com', 'x@example', 'x y@example.com', 'x@exa_mple.com', 'a@b.c', `${'a'.repeat(65)}@example.com`,
  `x@${'a'.repeat(64)}.com`, `${'a'.repeat(60)}@${'b'.repeat(40)}.com`, 'x@[127.0.0.1]', 'x@example.com\r\nBcc: y@example.com'];

const anyText = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom(...ACCEPTED, ...REFUSED));

describe('the shop’s one e-mail rule', () => {
  it('accepts and refuses the classes WordPress and mail servers agree on', () => {
    for (const email of ACCEPTED) expect(isEmailAddress(email), email).toBe(true);
    for (const email of REFUSED) expect(isEmailAddress(email), email).toBe(false);
  });

  it('is the same on the storefront and in the backend, for anything typed', () => {
    fc.assert(
      fc.property(anyText, (email) => {
        expect(storefront.isEmailAddress(email)).toBe(isEmailAddress(email));
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts only addresses a mail library reads back unchanged (so the outbox can send what an edge took)', () => {
    fc.assert(
      fc.property(anyText, (email) => {
        fc.pre(isEmailAddress(email));
        const parsed = addressparser(email, { flatten: true });
        expect(parsed.map((entry) => entry.address)).toEqual([email]);
        expect(emailAddressSchema.safeParse(email).success).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('sends internationalised domains as punycode, the way node’s url.domainToASCII writes them', () => {
    const label = fc.stringMatching(/^[a-zäöüßéèçñåøæ日本中文кирилл]{1,12}$/);
    fc.assert(
      fc.property(fc.emailAddress(), label, fc.constantFrom('de', 'at', 'ch', 'xn--p1ai'), (address, name, tld) => {
        const local = address.split('@')[0]!;
        const domain = `${name}.${tld}`;
        const sent = storefront.toAsciiEmail(`  ${local}@${domain} `);
        expect(sent).toBe(`${local}@${domainToASCII(domain)}`);
      }),
      { numRuns: 2000 },
    );
    expect(storefront.checkEmailAddress('x@münchen.de')).toEqual({ ok: true, address: 'x@xn--mnchen-3ya.de' });
  });

  it('tells the shopper when the part before the @ holds characters no mail system here takes', () => {
    for (const email of ['İ@example.com', '"x"@example.com', 'jörg@example.com', 'x y@example.com']) {
      expect(storefront.checkEmailAddress(email)).toEqual({ ok: false, problem: 'emailCharacters' });
    }
    for (const email of ['x..y@example.com', 'x@example', 'x@-example.com']) {
      expect(storefront.checkEmailAddress(email)).toEqual({ ok: false, problem: 'email' });
    }
  });
});
