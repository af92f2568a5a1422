/**
 * Mail content from one definition: a template returns a subject and a list of blocks, and the
 * text and HTML versions are both rendered from those blocks, so they cannot drift apart.
 * Every value is text: HTML is escaped here, never written by a template.
 */

export type MailBlock =
  | { type: 'heading'; text: string }
  /** A section's title (billing address, your items): a second-level heading in HTML. */
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A link the reader should follow (reset password, view order): a button in HTML. */
  | { type: 'action'; label: string; url: string }
  /** Label/value rows (order lines, totals, an address). */
  | { type: 'table'; rows: readonly (readonly [label: string, value: string])[] }
  /** Something to copy exactly (a gift-card code): monospace in HTML. */
  | { type: 'code'; text: string }
  /** Goods lines: a title, a detail line under it (the chosen options), the amount. */
  | { type: 'items'; items: readonly { title: string; detail: string; value: string }[] }
  /** Plain text links in a row (legal pages); http(s) only. */
  | { type: 'links'; links: readonly { label: string; url: string }[] }
  /** Small print (the shop's legal details): grey and small in HTML, line breaks kept. */
  | { type: 'fineprint'; text: string };

export interface MailContent {
  subject: string;
  /** BCP 47 language of the mail body, for the HTML `lang`. */
  lang?: string;
  blocks: readonly MailBlock[];
}

export interface RenderedMail {
  /** The template's name, kept with the outbox row (logs, mailbox). */
  template: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplate<Vars> {
  readonly name: string;
  render(vars: Vars): RenderedMail;
}

/** A named template: `define(vars)` says what the mail contains, once. */
export function defineMailTemplate<Vars>(name: string, define: (vars: Vars) => MailContent): MailTemplate<Vars> {
  return {
    name,
    render(vars) {
      const content = define(vars);
      for (const block of content.blocks) {
        if (block.type === 'action') assertWebUrl(block.url);
        if (block.type === 'links') for (const link of block.links) assertWebUrl(link.url);
      }
      // A subject is one header line; a line break inside it would end the header.
      const subject = content.subject.replace(/\s+/g, ' ').trim();
      return { template: name, subject, text: renderText(content.blocks), html: renderHtml(subject, content) };
    },
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Only http(s) links: a `javascript:` or `data:` URL in a mail is never meant. */
function assertWebUrl(url: string): void {
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`mail links must be http(s) URLs, got "${url}"`);
}

function renderText(blocks: readonly MailBlock[]): string {
  const parts = blocks.map((block) => {
    switch (block.type) {
      case 'heading':
        return block.text;
      case 'subheading':
        return `${block.text}\n${'-'.repeat(block.text.length)}`;
      case 'paragraph':
      case 'fineprint':
        return block.text;
      case 'items':
        return block.items.map((item) => `${item.title}  ${item.value}${item.detail ? `\n  ${item.detail}` : ''}`).join('\n');
      case 'links':
        return block.links.map((link) => `${link.label}: ${link.url}`).join('\n');
      case 'action':
        return `${block.label}:\n${block.url}`;
      case 'code':
        return `    ${block.text}`;
      case 'table': {
        const width = Math.max(0, ...block.rows.filter(([, value]) => value).map(([label]) => label.length));
        // A row without a value is a statement of its own ("enthält keine MwSt."), not a label.
        return block.rows.map(([label, value]) => (value ? `${`${label}:`.padEnd(width + 2)}${value}` : label)).join('\n');
      }
    }
  });
  return `${parts.join('\n\n')}\n`;
}

const FONT = 'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Helvetica,Arial,sans-serif';

function renderHtml(subject: string, content: MailContent): string {
  const body = content.blocks.map(renderHtmlBlock).join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(content.lang ?? 'en')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;${FONT};color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:4px;line-height:1.5">
${body}
</div>
</body>
</html>
`;
}

function renderHtmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(block.text)}</h1>`;
    case 'subheading':
      return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(block.text)}</p>`;
    case 'fineprint':
      return `<p style="margin:0 0 12px;white-space:pre-line;font-size:12px;color:#57534e">${escapeHtml(block.text)}</p>`;
    case 'items':
      return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.items
        .map(
          (item) =>
            `<tr><td style="padding:6px 8px 6px 0;border-bottom:1px solid #e7e5e4">${escapeHtml(item.title)}${
              item.detail ? `<br><span style="font-size:13px;color:#57534e">${escapeHtml(item.detail)}</span>` : ''
            }</td><td style="padding:6px 0;border-bottom:1px solid #e7e5e4;text-align:right;vertical-align:top;white-space:nowrap">${escapeHtml(item.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'links':
      return `<p style="margin:0 0 12px;font-size:13px">${block.links
        .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#1c1917">${escapeHtml(link.label)}</a>`)
        .join(' · ')}</p>`;
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#1c1917;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:18px;letter-spacing:1px">${escapeHtml(block.text)}</p>`;
    case 'table':
      return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 8px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}
