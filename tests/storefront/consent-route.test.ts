import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/consent/route';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, CONSENT_VERSION, validConsent } from '@/lib/consent/consent-choice';

/**
 * POST /api/consent: the banner's first layer posted by a browser without the page's scripts
 * (components/consent/consent-first-layer.tsx). It stores the choice as saveConsent does and
 * sends the shopper back to the page they came from, on this host only.
 */
const SHOP = 'http://shop.test';

function post(body: string, headers: Record<string, string> = {}, url = `${SHOP}/api/consent`): Promise<Response> {
  return POST(
    new Request(url, {
      method: 'POST',
      body,
      headers: { host: 'shop.test', origin: SHOP, referer: `${SHOP}/product/leinenkleid?farbe=rot`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    }),
  );
}

/** The Set-Cookie's parts: value and attributes. */
function setCookie(response: Response): { value: string; attributes: string[] } {
  const [pair = '', ...attributes] = (response.headers.get('set-cookie') ?? '').split(';').map((part) => part.trim());
  expect(pair.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
  return { value: pair.slice(CONSENT_COOKIE.length + 1), attributes };
}

describe('POST /api/consent', () => {
  it('stores "Alle ablehnen" and "Alle akzeptieren" as saveConsent does, for a year, and goes back to the page (303)', async () => {
    for (const [choice, statistics] of [
      ['reject', false],
      ['accept', true],
    ] as const) {
      const before = Date.now();
      const response = await post(`choice=${choice}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/product/leinenkleid?farbe=rot');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { value, attributes } = setCookie(response);
      const stored = validConsent(value);
      expect(stored).toEqual({ version: CONSENT_VERSION, statistics, decidedAt: expect.any(Number) as number });
      expect(stored?.decidedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      // Read by the browser's own check: not httpOnly; not Secure over plain http.
      expect(attributes).toEqual([`Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax']);
    }
  });

  it('marks the cookie Secure over https, also behind a proxy that says so', async () => {
    expect(setCookie(await post('choice=reject', {}, 'https://shop.test/api/consent')).attributes).toContain('Secure');
    expect(setCookie(await post('choice=reject', { 'x-forwarded-proto': 'https' })).attributes).toContain('Secure');
  });

  it('"Einstellungen" without scripts goes to the privacy policy and stores nothing', async () => {
    const response = await post('choice=settings');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/privacy-policy');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('never redirects to another site: a foreign or odd Referer goes to the home page', async () => {
    for (const referer of ['https://evil.example/phish', 'http://shop.test.evil.example/', 'not a url', 'http://shop.test:8080/products']) {
      const response = await post('choice=reject', { referer });
      expect(response.status, referer).toBe(303);
      expect(response.headers.get('location'), referer).toBe('/');
    }
    // A path the browser would read as another host.
    for (const referer of ['http://shop.test//evil.example/x', 'http://shop.test/\\evil.example']) {
      expect((await post('choice=reject', { referer })).headers.get('location'), referer).not.toMatch(/^\/[/\\]/);
    }
    const none = new Request(`${SHOP}/api/consent`, { method: 'POST', body: 'choice=reject', headers: { host: 'shop.test', origin: SHOP, 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await POST(none)).headers.get('location')).toBe('/');
  });

  it('refuses a form posted from another site (no consent forged on a visitor’s behalf), in the shopper’s language', async () => {
    const response = await post('choice=accept', { origin: 'https://evil.example', cookie: 'locale=en_US' });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(/could not be saved/);
    expect((await post('choice=accept', { origin: 'null' })).status).toBe(403);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    for (const [body, headers] of [
      ['choice=yes', {}],
      ['', {}],
      ['choice=ACCEPT&statistics=1', {}],
      ['{"choice":"accept"}', { 'content-type': 'application/json' }],
      [`choice=accept&pad=${'x'.repeat(2000)}`, {}],
    ] as const) {
      const response = await post(body, headers);
      expect([400, 413], body.slice(0, 40)).toContain(response.status);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toMatch(/Cookie-Auswahl konnte nicht gespeichert werden/);
    }
  });
});
