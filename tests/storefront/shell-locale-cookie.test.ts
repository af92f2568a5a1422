import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocaleCookie, writeLocaleCookie } from '@/lib/client/locale-cookie';

/** A browser's cookie jar as `document.cookie` shows it: every assignment sets one cookie. */
function fakeDocument(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const written: string[] = [];
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      written.push(assignment);
      const [pair = ''] = assignment.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  vi.stubGlobal('document', document);
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the locale cookie (js-cookie)', () => {
  it('is written for 365 days, SameSite=Lax, on the whole site, Secure only on https', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const written = fakeDocument();
    writeLocaleCookie('fr_FR', false);
    writeLocaleCookie('it_IT', true);
    const [plain, secure] = written.map((assignment) => assignment.split('; '));
    expect(plain).toEqual(expect.arrayContaining(['locale=fr_FR', 'path=/', 'sameSite=Lax', 'expires=Tue, 23 Nov 2027 12:00:00 GMT']));
    expect(plain).not.toContain('secure');
    expect(secure).toEqual(expect.arrayContaining(['locale=it_IT', 'secure']));
  });

  it('is read back, and anything unknown or missing means the default language', () => {
    fakeDocument({ a: '1', locale: 'es_ES', b: '2' });
    expect(readLocaleCookie()).toBe('es_ES');
    fakeDocument({ mylocale: 'es_ES' });
    expect(readLocaleCookie()).toBe('de_DE');
    fakeDocument({ locale: 'xx_XX' });
    expect(readLocaleCookie()).toBe('de_DE');
  });
});
