import { fullName, type DemoIdentity } from './demo-identities';

/** Server-rendered pages of the embedded provider: plain HTML, no script, every value escaped. */

/** What the provider calls itself; the shop lists it under the same name. */
export const PROVIDER_NAME = 'Demo ID';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.4rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}.error{color:#b00020}
table{border-collapse:collapse;margin-top:1rem;font-size:.9rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
.note{font-size:.9rem;color:#555}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function signInPage(options: {
  uid: string;
  clientName: string;
  identities: readonly DemoIdentity[];
  email?: string;
  error?: string;
}): string {
  const rows = options.identities
    .map(
      (identity) =>
        `<tr><td>${escape(fullName(identity))}</td><td>${escape(identity.email)}</td><td><code>${escape(identity.password)}</code></td><td>${identity.emailVerified ? 'yes' : 'no'}</td></tr>`,
    )
    .join('');
  return page(
    'Sign in',
    `<p class="note">${PROVIDER_NAME}</p><h1>Sign in to continue to ${escape(options.clientName)}</h1>
${options.error ? `<p class="error" role="alert">${escape(options.error)}</p>` : ''}
<form method="post" action="/interaction/${escape(options.uid)}/login">
<label for="email">E-mail address</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escape(options.uid)}/abort"><button type="submit">Cancel</button></form>
<p class="note">Demo ID is the shop's built-in demo sign-in provider. Demo accounts:</p>
<table><thead><tr><th>Name</th><th>E-mail</th><th>Password</th><th>E-mail verified</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

const SCOPE_WORDING: Record<string, string> = {
  openid: 'know who you are',
  email: 'see your e-mail address',
  profile: 'see your name',
};

export function consentPage(options: { uid: string; clientName: string; userName: string; scopes: readonly string[] }): string {
  const items = options.scopes.map((scope) => `<li>${escape(SCOPE_WORDING[scope] ?? scope)}</li>`).join('');
  return page(
    'Allow access',
    `<p class="note">${PROVIDER_NAME}</p><h1>Allow ${escape(options.clientName)} to</h1>
<ul>${items}</ul>
<p>Signed in as ${escape(options.userName)}.</p>
<form method="post" action="/interaction/${escape(options.uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escape(options.uid)}/abort"><button type="submit">Cancel</button></form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
