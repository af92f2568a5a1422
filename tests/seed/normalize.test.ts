import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@/server/commerce/catalog/derived-columns';
import { slugify } from '@/server/seed/text';

describe('normalizeSearchText', () => {
  it('lower-cases and folds German umlauts to their base letter', () => {
    expect(normalizeSearchText('Jacken & Mäntel')).toBe('jacken & mantel');
    expect(normalizeSearchText('ÖKO Übergangsjacke')).toBe('oko ubergangsjacke');
  });

  it('writes ß (and capital ẞ) as ss', () => {
    expect(normalizeSearchText('Weiß')).toBe('weiss');
    expect(normalizeSearchText('GROẞE Größe')).toBe('grosse grosse');
  });

  it('folds other diacritics too', () => {
    expect(normalizeSearchText('Crème Brûlée Piqué')).toBe('creme brulee pique');
  });

  it('strips HTML tags and decodes common entities', () => {
    expect(normalizeSearchText('<p>Leinen&nbsp;<strong>Kleid</strong></p><br>Rot &amp; Weiß')).toBe('leinen kleid rot & weiss');
  });

  it('collapses whitespace and trims', () => {
    expect(normalizeSearchText('  Oxford-Hemd\n\n\tAnton  ')).toBe('oxford-hemd anton');
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('<p>Größe XL – Kaschmirpullover Ottilie</p>');
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe('slugify', () => {
  it('writes German letters the ASCII way', () => {
    expect(slugify('Jacken & Mäntel')).toBe('jacken-maentel');
    expect(slugify('Rüschenbluse Leonie')).toBe('rueschenbluse-leonie');
    expect(slugify('Schiebermütze Alois')).toBe('schiebermuetze-alois');
    expect(slugify('Weiß')).toBe('weiss');
    expect(slugify('Wollmütze Föhr')).toBe('wollmuetze-foehr');
  });
});
