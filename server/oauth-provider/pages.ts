import { fullName, type DemoIdentity } from './demo-identities';
import type { PageTexts } from './page-texts';

/** Server-rendered pages of the embedded provider: plain HTML, no script, every value escaped, in the shopper's language (page-texts.ts). */

/** What the provider calls itself; the shop lists it under the same name. */
export const PROVIDER_NAME = 'Demo ID';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.4rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}.error{color:#b00020}
table{border-collapse:collapse;margin-top:1rem;font-size:.9rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
.note{font-size:.9rem;color:#555}`;

function page(texts: PageTexts, title: string, body: string): string {
  return `<!doctype html><html lang="${escape(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function signInPage(options: {
  texts: PageTexts;
  uid: string;
  /** Null: the shop, named in the page's language. */
  clientName: string | null;
  identities: readonly DemoIdentity[];
  email?: string;
  error?: string;
}): string {
  const { texts } = options;
  const client = options.clientName ?? texts.theShop;
  const rows = options.identities
    .map(
      (identity) =>
        `<tr><td>${escape(fullName(identity))}</td><td>${escape(identity.email)}</td><td><code>${escape(identity.password)}</code></td><td>${identity.emailVerified ? texts.yes : texts.no}</td></tr>`,
    )
    .join('');
  return page(
    texts,
    texts.signInTitle,
    `<p class="note">${PROVIDER_NAME}</p><h1>${escape(texts.signInHeading(client))}</h1>
${options.error ? `<p class="error" role="alert">${escape(options.error)}</p>` : ''}
<form method="post" action="/interaction/${escape(options.uid)}/login">
<label for="email">${escape(texts.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(options.email ?? '')}">
<label for="password">${escape(texts.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${escape(texts.signIn)}</button>
</form>
<form method="post" action="/interaction/${escape(options.uid)}/abort"><button type="submit">${escape(texts.cancel)}</button></form>
<p class="note">${escape(texts.demoNote)}</p>
<table><thead><tr><th>${escape(texts.name)}</th><th>${escape(texts.email)}</th><th>${escape(texts.password)}</th><th>${escape(texts.emailVerified)}</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

const isKnownScope = (scope: string): scope is keyof PageTexts['scopes'] => scope === 'openid' || scope === 'email' || scope === 'profile';

export function consentPage(options: { texts: PageTexts; uid: string; clientName: string | null; userName: string | null; scopes: readonly string[] }): string {
  const { texts } = options;
  const items = options.scopes.map((scope) => `<li>${escape(isKnownScope(scope) ? texts.scopes[scope] : scope)}</li>`).join('');
  return page(
    texts,
    texts.consentTitle,
    `<p class="note">${PROVIDER_NAME}</p><h1>${escape(texts.consentHeading(options.clientName ?? texts.theShop))}</h1>
<ul>${items}</ul>
<p>${escape(texts.signedInAs(options.userName ?? texts.you))}</p>
<form method="post" action="/interaction/${escape(options.uid)}/confirm"><button type="submit">${escape(texts.allow)}</button></form>
<form method="post" action="/interaction/${escape(options.uid)}/abort"><button type="submit">${escape(texts.cancel)}</button></form>`,
  );
}

export function errorPage(texts: PageTexts, title: string, message: string): string {
  return page(texts, title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
