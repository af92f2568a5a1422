import type { SafeHtml } from '@/lib/commerce/types';

/**
 * A small allow-list sanitiser for product descriptions (WordPress post HTML). The output is
 * rebuilt from scratch: allowed tags are written anew without their attributes (links keep a
 * checked href), everything else is dropped, and all text is escaped. Whatever the input,
 * nothing but these tags can come out, so no browser parsing quirk can smuggle in a script.
 */
const ALLOWED_TAGS = new Set(['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a']);
const VOID_TAGS = new Set(['br', 'hr']);
/** Their content is not text to show: dropped along with the tag. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title',
  'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'head',
]);

/** A start or end tag, attributes possibly quoted (a ">" inside quotes does not end it). */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const ENTITY_OR_AMPERSAND = /&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi;
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

function escapeText(text: string): string {
  return text.replace(ENTITY_OR_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function safeHref(attributes: string): string | null {
  const match = HREF.exec(attributes);
  const raw = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').replace(/[\u0000-\u0020]/g, '');
  return raw && SAFE_HREF.test(raw) ? raw : null;
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  const href = safeHref(attributes);
  // Links in shop copy lead away from the shop: no referrer, no ranking credit, no opener.
  return href ? `<a href="${escapeAttribute(href)}" rel="nofollow noopener noreferrer">` : '<a>';
}

/** Index just past the end tag of `name` at or after `from`, or the end of the input. */
function skipPast(html: string, name: string, from: number): number {
  const end = html.toLowerCase().indexOf(`</${name}`, from);
  if (end === -1) return html.length;
  const close = html.indexOf('>', end);
  return close === -1 ? html.length : close + 1;
}

export function sanitizeHtml(html: string | null | undefined): SafeHtml {
  const source = html ?? '';
  const out: string[] = [];
  const open: string[] = [];
  let index = 0;

  while (index < source.length) {
    const lt = source.indexOf('<', index);
    if (lt === -1) {
      out.push(escapeText(source.slice(index)));
      break;
    }
    out.push(escapeText(source.slice(index, lt)));

    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      index = end === -1 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<!', lt) || source.startsWith('<?', lt)) {
      const end = source.indexOf('>', lt);
      index = end === -1 ? source.length : end + 1;
      continue;
    }

    TAG.lastIndex = lt;
    const tag = TAG.exec(source);
    if (!tag) {
      out.push('&lt;');
      index = lt + 1;
      continue;
    }
    index = TAG.lastIndex;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();

    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) index = skipPast(source, name, index);
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (!closing) {
      out.push(openTag(name, tag[3] ?? ''));
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue; // a stray end tag
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('').trim() as SafeHtml;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * HTML as plain-text paragraphs (for reviews, metadata and structured data). The result is
 * text, never markup: React escapes it when rendering.
 */
export function htmlToParagraphs(html: string | null | undefined): string[] {
  let text = html ?? '';
  for (const name of DROPPED_WITH_CONTENT) {
    text = text.replace(new RegExp(`<${name}\\b[\\s\\S]*?(?:</${name}\\s*>|$)`, 'gi'), '');
  }
  text = text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|li|h[1-6]|blockquote|ul|ol)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n */g, '\n').trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** HTML as one line of plain text, cut at a word boundary to at most `maxLength` characters. */
export function htmlToSummary(html: string | null | undefined, maxLength = 160): string {
  const text = htmlToParagraphs(html).join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
