/**
 * WordPress's wpautop, the steps of it that stored product and review HTML meets: text
 * paragraphs wrapped in `<p>…</p>`, single line breaks as `<br />`, every block element on a
 * line of its own and a final newline — "<p>Luftiges Kleid aus reinem Leinen.</p>\n" and
 * "<p>…</p>\n<ul>\n<li>Midilänge</li>\n…</ul>\n" on a real store (contract/recordings/).
 * HTML that already has its paragraphs keeps them.
 */
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

const rx = (source: string, flags = 'g') => new RegExp(source, flags);

export function wpautop(html: string): string {
  let text = html.replace(/\r\n?/g, '\n');
  if (!text.trim()) return '';
  text = `${text}\n`;
  // Two line breaks in a row are a paragraph break.
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/g, '\n\n');
  // Block elements start and end paragraphs.
  text = text.replace(rx(`(<${BLOCKS}[\\s/>])`), '\n\n$1').replace(rx(`(</${BLOCKS}>)`), '$1\n\n');
  text = text.replace(/\n\n+/g, '\n\n');
  text = text
    .split(/\n\s*\n/)
    .filter((chunk) => chunk.trim())
    .map((chunk) => `<p>${chunk.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('');
  text = text
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>')
    // A paragraph around a lone block tag, a list item, or the edge of a block is no paragraph.
    .replace(rx(`<p>\\s*(</?${BLOCKS}[^>]*>)\\s*</p>`), '$1')
    .replace(/<p>(<li.+?)<\/p>/g, '$1')
    .replace(rx(`<p>\\s*(</?${BLOCKS}[^>]*>)`), '$1')
    .replace(rx(`(</?${BLOCKS}[^>]*>)\\s*</p>`), '$1');
  // The remaining single newlines are line breaks, except next to block tags.
  text = text
    .replace(/(?<!<br \/>)\s*\n/g, '<br />\n')
    .replace(rx(`(</?${BLOCKS}[^>]*>)\\s*<br />`), '$1')
    .replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g, '$1')
    .replace(/\n<\/p>$/g, '</p>');
  return text;
}
