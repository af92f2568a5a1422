/**
 * WordPress's text rules for usernames and passwords (wp-includes/formatting.php, user.php,
 * pluggable.php), ported so the embedded store stores, finds and refuses accounts as a real store
 * does (docs/woographql-contract.md §7b):
 *
 *   sanitizeUser(text, strict?)  sanitize_user(): what WordPress stores and looks up as a username
 *   isValidUsername(text)        validate_username(): sanitize_user(text, true) leaves it as it is
 *   sanitizeTextField(text)      sanitize_text_field(): what Headless Login makes of a typed login
 *   phpTrim(text), phpEmpty(text)  PHP's trim() and empty() on a string ("0" is empty)
 *
 * Compared with PHP 8.2 running WordPress 6.8.3's own functions on 120 000 random texts of tags,
 * comments, entities, %XX octets, accents and spaces: one difference left, a comment opened
 * inside an unclosed tag ("<9<!--> -->"), where PHP's strip_tags keeps state this port does not.
 */
import { WORDPRESS_ACCENT_TABLE } from './wordpress-accent-table';

/** The characters PHP's trim() removes by default: no Unicode spaces, unlike String.prototype.trim. */
export const PHP_TRIM_CHARS = ' \t\n\r\0\x0B';

/** PHP's trim( $text, $chars ): the listed characters removed from both ends. */
export function phpTrimChars(text: string, chars: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text[start]!)) start += 1;
  while (end > start && chars.includes(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/** PHP's trim(). */
export const phpTrim = (text: string) => phpTrimChars(text, PHP_TRIM_CHARS);

/** PHP's empty() on a string: "" and "0" (WordPress and its plugins test inputs with it). */
export const phpEmpty = (text: string | null | undefined): text is '' | '0' | null | undefined => !text || text === '0';

// PCRE's \s without the u flag: ASCII whitespace only (no-break space is not one).
const PCRE_SPACE = /[ \t\n\x0B\f\r]+/g;
const isCSpace = (char: string | undefined) => char !== undefined && ' \t\n\x0B\f\r'.includes(char);

/**
 * PHP's strip_tags(): from a "<" not followed by whitespace to its ">" (quotes and nested "<"
 * inside a tag are honoured; an unclosed tag runs to the end); a "<!" declaration ends at the
 * next ">" outside quotes, a "<!--" comment at the next ">" after two dashes (the opening's own included).
 */
function phpStripTags(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char !== '<' || isCSpace(text[index + 1])) {
      out += char;
      index += 1;
      continue;
    }
    index = endOfTag(text, index + 1);
  }
  return out;
}

/** The index after the tag whose "<" is just before `start`. */
function endOfTag(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index += 1) {
    const inside = text[index]!;
    if (inside === '!' && text[index - 1] === '<') return endOfDeclaration(text, index + 1);
    if (quote) {
      if (inside === quote) quote = null;
    } else if (inside === '"' || inside === "'") quote = inside;
    else if (inside === '<') depth += 1;
    else if (inside === '>') {
      if (depth === 0) return index + 1;
      depth -= 1;
    }
  }
  return text.length;
}

/** A "<!" declaration: to the first ">" outside quotes, nested "<" not counted; a comment once "!--" appears. */
function endOfDeclaration(text: string, start: number): number {
  let quote: string | null = null;
  for (let index = start; index < text.length; index += 1) {
    const inside = text[index]!;
    if (inside === '-' && text.startsWith('!-', index - 2)) {
      // "!--" turns it into a comment.
      const end = text.indexOf('-->', index - 1);
      return end === -1 ? text.length : end + 3;
    }
    if (quote) {
      if (inside === quote) quote = null;
    } else if (inside === '"' || inside === "'") quote = inside;
    else if (inside === '>') return index + 1;
  }
  return text.length;
}

/** wp_strip_all_tags(): script and style elements with their content, then every tag; trimmed. */
const wpStripAllTags = (text: string) => phpTrim(phpStripTags(text.replace(/<(script|style)[^>]*?>[^]*?<\/\1>/gi, '')));

/** remove_accents() for a site without locale rules (the table's comment says which). */
export function removeAccents(text: string): string {
  if (!/[^\0-\x7F]/.test(text)) return text;
  return [...text.normalize('NFC')].map((char) => WORDPRESS_ACCENT_TABLE[char] ?? char).join('');
}

/**
 * sanitize_user(): tags, accents, %XX octets and HTML entities removed, (strict: anything but
 * ASCII letters, digits, space and _ . - @ removed,) trimmed, whitespace runs made one space.
 */
export function sanitizeUser(text: string, strict = false): string {
  let username = removeAccents(wpStripAllTags(text));
  username = username.replace(/%[a-fA-F0-9]{2}/g, '').replace(/&[^\n]+?;/g, '');
  if (strict) username = username.replace(/[^a-z0-9 _.\-@]/gi, '');
  return phpTrim(username).replace(PCRE_SPACE, ' ');
}

/** validate_username(): a username WordPress keeps as it is typed (after sanitize_user). */
export const isValidUsername = (text: string) => text !== '' && sanitizeUser(text, true) === text;

/** esc_html(): special characters as entities, an entity already there kept as it is. */
export const escHtml = (text: string) =>
  text
    .replace(/&(?!(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');

/** wp_pre_kses_less_than(): a "<" that opens no complete tag is escaped (esc_html). */
const escapeLoneLessThan = (text: string) => text.replace(/<[^>]*?((?=<)|>|$)/g, (match) => (match.includes('>') ? match : escHtml(match)));

/**
 * sanitize_text_field(): what Headless Login's PASSWORD provider makes of the typed username
 * before wp_authenticate() — tags stripped, line breaks, tabs and space runs made one space,
 * trimmed, %XX octets removed.
 */
export function sanitizeTextField(text: string): string {
  let filtered = text;
  if (filtered.includes('<')) {
    filtered = wpStripAllTags(escapeLoneLessThan(filtered)).replace(/<\n/g, '&lt;\n');
  }
  filtered = phpTrim(filtered.replace(/[\r\n\t ]+/g, ' '));
  let found = false;
  for (let match = /%[a-f0-9]{2}/i.exec(filtered); match; match = /%[a-f0-9]{2}/i.exec(filtered)) {
    filtered = filtered.split(match[0]).join('');
    found = true;
  }
  return found ? phpTrim(filtered.replace(/ +/g, ' ')) : filtered;
}
