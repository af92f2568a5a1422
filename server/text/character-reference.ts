/**
 * A numeric character reference (`&#228;`, `&#xE4;`) as HTML decodes it: NUL, surrogates and
 * numbers beyond Unicode become U+FFFD. String.fromCodePoint throws a RangeError on
 * `&#1114112;`, and NUL cannot reach SQL text.
 */
export function characterReference(code: number): string {
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : '\uFFFD';
}
