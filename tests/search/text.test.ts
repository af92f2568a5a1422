import { describe, expect, it } from 'vitest';
import { prefixTypoDistance, typoDistance } from '@/server/search/text/edit-distance';
import { foldText, originalLengthOfFoldedPrefix, queryWords, tokenize, umlautAlternative } from '@/server/search/text/normalize';
import { TermDictionary } from '@/server/search/text/term-dictionary';

describe('normalisation', () => {
  it('folds case, accents, umlauts and ß', () => {
    expect(foldText('Straße ÄRGER Öl Über Café Œuvre')).toBe('strasse arger ol uber cafe oeuvre');
    expect(foldText('plain ascii')).toBe('plain ascii');
  });

  it('splits words on anything but letters and digits, keeping their offsets', () => {
    expect(tokenize('Oxford-Hemd, 40 °C')).toEqual([
      { term: 'oxford', start: 0, end: 6 },
      { term: 'hemd', start: 7, end: 11 },
      { term: '40', start: 13, end: 15 },
      { term: 'c', start: 17, end: 18 },
    ]);
    expect(queryWords('  Röcke   für Damen ')).toEqual(['rocke', 'fur', 'damen']);
  });

  it('offers the umlaut reading of ae / oe / ue spellings', () => {
    expect(umlautAlternative('roecke')).toBe('rocke');
    expect(umlautAlternative('muenchen')).toBe('munchen');
    expect(umlautAlternative('kleid')).toBeNull();
    expect(umlautAlternative('ue')).toBeNull();
  });

  it('maps a folded prefix back onto the original word', () => {
    expect(originalLengthOfFoldedPrefix('Straße', 5)).toBe(5);
    expect(originalLengthOfFoldedPrefix('Röcke', 2)).toBe(2);
  });
});

describe('typo distance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one typo each', () => {
    expect(typoDistance('kleid', 'kleid', 2)).toBe(0);
    expect(typoDistance('klied', 'kleid', 2)).toBe(1);
    expect(typoDistance('kleit', 'kleid', 2)).toBe(1);
    expect(typoDistance('kleid', 'kleider', 2)).toBe(2);
    expect(typoDistance('kleid', 'kleider', 1)).toBe(2);
  });

  it('finds the closest prefix of a longer word', () => {
    expect(prefixTypoDistance('kleod', 'kleider', 1)).toEqual({ distance: 1, length: 5 });
    expect(prefixTypoDistance('xyz', 'kleider', 1).distance).toBe(2);
  });
});

describe('term dictionary', () => {
  const dictionary = new TermDictionary();
  for (const term of ['kleid', 'kleider', 'kleiderbugel', 'klein', 'rock', 'hemd']) dictionary.intern(term);
  const id = (term: string) => dictionary.idOf(term)!;
  const found = (word: string, maxTypos: number, prefix: boolean) =>
    Object.fromEntries(dictionary.candidates(word, maxTypos, prefix).map((candidate) => [candidate.termId, [candidate.typos, candidate.prefix]]));

  it('looks up whole words with typos, swaps included', () => {
    expect(found('klied', 1, false)).toEqual({ [id('kleid')]: [1, false] });
    expect(found('kleid', 1, false)).toEqual({ [id('kleid')]: [0, false], [id('klein')]: [1, false] });
    expect(found('kleid', 0, false)).toEqual({ [id('kleid')]: [0, false] });
  });

  it('expands prefixes, with typos inside the typed part', () => {
    expect(found('kl', 0, true)).toEqual({
      [id('kleid')]: [0, true],
      [id('kleider')]: [0, true],
      [id('kleiderbugel')]: [0, true],
      [id('klein')]: [0, true],
    });
    expect(found('kleod', 1, true)).toMatchObject({ [id('kleid')]: [1, false], [id('kleider')]: [1, true] });
    expect(found('kleid', 1, true)[id('kleid')]).toEqual([0, false]);
  });
});
