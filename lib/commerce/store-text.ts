/**
 * A store's own sentence as plain text. WooCommerce 10 escapes its notices for HTML before
 * WooGraphQL hands them on (`Coupon &quot;x&quot; cannot be applied because it does not
 * exist.`), and some carry markup (`<strong>`); the shopper must never read entities or tags.
 * Decoding happens before the refusal tables match, so both old and new wordings are seen alike.
 */

const NAMED: Record<string, string> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
}

export function decodeStoreText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') return codePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return NAMED[name.toLowerCase()] ?? entity;
    })
    .trim();
}
