import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '@/lib/i18n/negotiate';

describe('first visit: the shop language from Accept-Language', () => {
  it('takes German with nothing to go on', () => {
    expect(negotiateLocale(undefined)).toBe('de_DE');
    expect(negotiateLocale('')).toBe('de_DE');
    expect(negotiateLocale('ja-JP, zh;q=0.8')).toBe('de_DE');
    expect(negotiateLocale('not a header ;;; ,,')).toBe('de_DE');
  });

  it('matches a language whatever its region', () => {
    expect(negotiateLocale('de')).toBe('de_DE');
    expect(negotiateLocale('de-AT')).toBe('de_DE');
    expect(negotiateLocale('de-CH,de;q=0.9')).toBe('de_DE');
    expect(negotiateLocale('en-GB')).toBe('en_US');
    expect(negotiateLocale('pt')).toBe('pt_BR');
    expect(negotiateLocale('pt-PT')).toBe('pt_BR');
    expect(negotiateLocale('es-MX')).toBe('es_ES');
    expect(negotiateLocale('fr-CA')).toBe('fr_FR');
    expect(negotiateLocale('it-CH')).toBe('it_IT');
  });

  it('is case-insensitive and reads both tag forms', () => {
    expect(negotiateLocale('FR-fr')).toBe('fr_FR');
    expect(negotiateLocale('pt-br')).toBe('pt_BR');
  });

  it('honours q-values, highest first, and the browser order among equals', () => {
    expect(negotiateLocale('en;q=0.5, fr;q=0.9')).toBe('fr_FR');
    expect(negotiateLocale('it, es')).toBe('it_IT');
    expect(negotiateLocale('es;q=0.8, it;q=0.8')).toBe('es_ES');
    expect(negotiateLocale('fr;q=0.1, en-US')).toBe('en_US');
  });

  it('skips languages the shop lacks for the next acceptable one', () => {
    expect(negotiateLocale('nl-NL, nl;q=0.9, en;q=0.8, de;q=0.7')).toBe('en_US');
  });

  it('never picks a range the browser refuses (q=0)', () => {
    expect(negotiateLocale('fr;q=0, es;q=0.3')).toBe('es_ES');
    expect(negotiateLocale('en;q=0')).toBe('de_DE');
  });

  it('gives German for the wildcard', () => {
    expect(negotiateLocale('*')).toBe('de_DE');
    expect(negotiateLocale('ja, *;q=0.5')).toBe('de_DE');
  });
});
