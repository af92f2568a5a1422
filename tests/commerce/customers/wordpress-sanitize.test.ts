import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeTypedLogin } from '@/server/commerce/customers/login-names';
import { storedPassword } from '@/server/commerce/customers/passwords';
import { escHtml, isValidUsername, phpEmpty, removeAccents, sanitizeTextField, sanitizeUser } from '@/server/commerce/customers/wordpress-sanitize';

/**
 * WordPress's username rules, ported (server/commerce/customers/wordpress-sanitize.ts). The
 * examples are what PHP 8.2 with WordPress 6.8.3 answered (sanitize_user, sanitize_text_field);
 * the properties are what the account code relies on.
 */
const ALLOWED = /^[A-Za-z0-9 _.@-]*$/;
// Texts built from the pieces that make sanitize_user() work: tags, entities, octets, accents, spaces.
const PIECES = [...'aZ09 _.-@+#<>/"\'&;%41éöÄß\u0301\t\n\r\x0B\f\u00a0李€'];
const tricky = fc.array(fc.constantFrom(...PIECES, '<b>', '</b>', '&amp;', '%4a', '<!--', '-->', '<script>x</script>'), { maxLength: 16 }).map((parts) => parts.join(''));
const anyText = fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 24 }));

describe('sanitize_user() as WordPress 6.8 answers', () => {
  it.each([
    ['anna  maria', 'anna maria', 'anna maria'],
    ['  lead  ', 'lead', 'lead'],
    ['<b>tag</b>', 'tag', 'tag'],
    ['Jörg Müller', 'Jorg Muller', 'Jorg Muller'],
    ['a<b', 'a', 'a'],
    ['a < b', 'a < b', 'a b'],
    ['x%41y', 'xy', 'xy'],
    ['&amp;z', 'z', 'z'],
    ['pl+us#1', 'pl+us#1', 'plus1'],
    ['e\u0301', 'e', 'e'],
    ['€uro', 'Euro', 'Euro'],
    ['ß', 's', 's'],
    ['李', '李', ''],
    ['tab\tx\u00a0y', 'tab x\u00a0y', 'tabxy'],
  ])('%j → %j (strict: %j)', (typed, loose, strict) => {
    expect(sanitizeUser(typed)).toBe(loose);
    expect(sanitizeUser(typed, true)).toBe(strict);
  });

  it('strict: only letters, digits, space and _ . - @ are left, trimmed, one space at a time — and a second pass changes nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = sanitizeUser(text, true);
        expect(once).toMatch(ALLOWED);
        expect(once).toBe(once.trim());
        expect(once).not.toContain('  ');
        expect(sanitizeUser(once, true)).toBe(once);
      }),
    );
  });

  it('validate_username(): exactly the texts strict sanitising leaves alone', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isValidUsername(text)).toBe(text !== '' && sanitizeUser(text, true) === text);
      }),
    );
    for (const valid of ['anna maria', 'a@b.de', 'x_y-z.1']) expect(isValidUsername(valid)).toBe(true);
    for (const invalid of ['', ' anna', 'anna  maria', 'pl+us', 'Jörg', 'a#b']) expect(isValidUsername(invalid)).toBe(false);
  });

  it('a username registration stores signs in as itself, also typed with other spaces and case-mixed accents', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const stored = sanitizeUser(text);
        if (!isValidUsername(stored)) return;
        expect(sanitizeTypedLogin(stored)).toBe(stored);
        expect(sanitizeTypedLogin(`  ${stored.replace(/ /g, ' \t ')}\n`)).toBe(stored);
      }),
    );
    expect(sanitizeTypedLogin('  Jörg   Müller ')).toBe('Jorg Muller');
  });
});

describe('the other PHP and WordPress helpers', () => {
  it('sanitize_text_field(): tags stripped, a lone "<" escaped, whitespace runs one space, octets removed', () => {
    expect(sanitizeTextField('a<b')).toBe('a&lt;b');
    expect(sanitizeTextField(' <b>x</b>\t\n y %41 ')).toBe('x y');
    expect(sanitizeTextField('#<b> <!--\r&amp;\n@')).toBe('# &lt;!-- &amp; @');
  });

  it('remove_accents(): composed first, then the table; other scripts stay', () => {
    expect(removeAccents('Ærøskøbing Œuvre ĳ')).toBe('AEroskobing OEuvre ij');
    expect(removeAccents('A\u030a')).toBe('A');
    expect(removeAccents('李 Ω')).toBe('李 Ω');
  });

  it('empty() and trim() as PHP has them; a stored password is the trimmed one', () => {
    for (const empty of ['', '0', null, undefined]) expect(phpEmpty(empty)).toBe(true);
    for (const given of [' ', '00', ' 0', 'false']) expect(phpEmpty(given)).toBe(false);
    expect(storedPassword(' \t Geheim-42 \r\n\0\x0B')).toBe('Geheim-42');
    expect(storedPassword('\u00a0Geheim-42\u00a0')).toBe('\u00a0Geheim-42\u00a0');
    expect(escHtml(`o'neil&co@x.de &amp;`)).toBe('o&#039;neil&amp;co@x.de &amp;');
  });
});
