import type { CaughtMail, CaughtMailSummary } from './caught-mail';
import { escapeHtml } from './template';

/**
 * The mailbox page: the caught mail newest first, and the chosen one beside it. No script;
 * every value is escaped, and a mail's HTML is shown only inside a sandboxed iframe (no
 * scripts, no forms, an opaque origin), so a hostile mail cannot act as this page.
 */
export function renderMailboxPage(options: { messages: CaughtMailSummary[]; open?: CaughtMail; to?: string }): string {
  const { messages, open, to } = options;
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const list = messages.length
    ? messages
        .map(
          (mail) => `<li${mail.id === open?.id ? ' aria-current="true"' : ''}><a href="/mailbox/${mail.id}${query}">
<span class="subject">${escapeHtml(mail.subject ?? '(no subject)')}</span>
<span class="meta">${escapeHtml(mail.recipients.join(', '))} · ${escapeHtml(formatTime(mail.receivedAt))}</span></a></li>`,
        )
        .join('\n')
    : '<li class="empty">No mail yet.</li>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${open ? `${escapeHtml(open.subject ?? '(no subject)')} · ` : ''}Mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1><a href="/mailbox">Mailbox</a></h1>
<form method="get" action="/mailbox"><label>To <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
<p class="note">Mail the shop sent, caught on this machine. JSON: <code>/mailbox/api/messages?to=…</code></p></header>
<main>
<nav aria-label="Messages"><ul>
${list}
</ul></nav>
${open ? renderMessage(open) : '<section class="placeholder"><p>Choose a message.</p></section>'}
</main>
</body>
</html>
`;
}

/**
 * What the mailbox shows without its secret: a form for it, and no mail at all. `refused`
 * after a wrong secret. The form posts to /mailbox, which sets the mailbox cookie.
 */
export function renderMailboxSignIn(options: { refused: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Mailbox</h1></header>
<section class="message">
${options.refused ? '<p role="alert">That is not the mailbox secret.</p>\n' : ''}<p>The mail this shop caught is shown only with the mailbox secret: open the address <code>npm start</code> printed, or enter the secret (<code>MAILBOX_SECRET</code>).</p>
<form method="post" action="/mailbox"><label>Secret <input type="password" name="secret" autocomplete="off" required></label> <button>Open</button></form>
</section>
</body>
</html>
`;
}

function renderMessage(mail: CaughtMail): string {
  const rows: [string, string | null][] = [
    ['From', mail.from],
    ['To', mail.to],
    ['Envelope to', mail.recipients.join(', ')],
    ['Date', mail.date],
    ['Message-ID', mail.messageId],
  ];
  return `<section class="message" aria-label="Message">
<h2>${escapeHtml(mail.subject ?? '(no subject)')}</h2>
<dl>${rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>
${renderLinks(mail.text ?? '')}
${mail.html ? `<h3>HTML</h3>\n<iframe sandbox="" referrerpolicy="no-referrer" title="HTML version" srcdoc="${escapeHtml(mail.html)}"></iframe>` : ''}
${mail.text ? `<h3>Text</h3>\n<pre>${escapeHtml(mail.text)}</pre>` : ''}
<details><summary>Headers</summary><pre>${escapeHtml(mail.headers.map((header) => `${header.name}: ${header.value}`).join('\n'))}</pre></details>
</section>`;
}

/**
 * The text version's web links, clickable here: links inside the sandboxed frame cannot
 * navigate, and following a password-reset or order link is what one opens the mailbox for.
 */
function renderLinks(text: string): string {
  const links = [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])].filter((link) => URL.canParse(link));
  if (!links.length) return '';
  return `<h3>Links</h3>\n<ul class="links">${links
    .map((link) => `<li><a href="${escapeHtml(link)}" rel="noreferrer noopener" target="_blank">${escapeHtml(link)}</a></li>`)
    .join('')}</ul>`;
}

const formatTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+/, '').replace(/(Z|\+00:00)$/, ' UTC');

const STYLE = `
body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1c1917;background:#fafaf9}
header{padding:12px 20px;border-bottom:1px solid #e7e5e4;display:flex;gap:24px;align-items:center;flex-wrap:wrap}
header h1{font-size:18px;margin:0}header h1 a{color:inherit;text-decoration:none}
.note{margin:0;color:#57534e}
main{display:grid;grid-template-columns:minmax(240px,1fr) 3fr;min-height:calc(100vh - 60px)}
nav ul{list-style:none;margin:0;padding:0;border-right:1px solid #e7e5e4}
nav li a{display:block;padding:10px 16px;border-bottom:1px solid #e7e5e4;color:inherit;text-decoration:none}
nav li[aria-current] a{background:#e7e5e4}
nav .subject{display:block;font-weight:600}nav .meta{display:block;color:#57534e;font-size:12px}
.empty,.placeholder{padding:16px;color:#57534e}
.message{padding:16px 24px;min-width:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{color:#57534e}dd{margin:0;overflow-wrap:anywhere}
.links{padding-left:20px;overflow-wrap:anywhere}
iframe{width:100%;height:480px;border:1px solid #e7e5e4;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #e7e5e4;padding:12px}
@media (max-width:720px){main{grid-template-columns:1fr}}
`;
