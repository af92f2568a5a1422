/**
 * A browser at the embedded OpenID provider, enough for its sign-in and consent pages: keeps
 * cookies per host, follows redirects by hand and stops at the first one that leaves for the
 * storefront (whose callback page would call `login`).
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();

  constructor(private readonly storefrontOrigin: string) {}

  /** GETs `url` and follows redirects; returns the page it ends on, or the storefront URL it was sent to. */
  async open(url: string, init: RequestInit = {}): Promise<{ url: string; status: number; html: string; leftFor?: URL }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      const location = new URL(response.headers.get('location') ?? '', current);
      await response.body?.cancel();
      if (location.origin === this.storefrontOrigin) return { url: location.href, status: response.status, html: '', leftFor: location };
      current = location;
      response = await this.request(current, {});
    }
    return { url: current.href, status: response.status, html: await response.text() };
  }

  /** Submits a form on the page at `pageUrl` (action taken from the page), then follows redirects. */
  async submit(page: { url: string; html: string }, actionEnding: string, fields: Record<string, string> = {}) {
    const action = [...page.html.matchAll(/<form method="post" action="([^"]+)"/g)].map((match) => match[1] ?? '').find((path) => path.endsWith(actionEnding));
    if (!action) throw new Error(`no form posting to …${actionEnding} on ${page.url}`);
    return this.open(new URL(action, page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  private async request(url: URL, init: RequestInit): Promise<Response> {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    this.cookies.set(url.host, jar);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      // An expired cookie is the server deleting it.
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
}
