import { describe, expect, it } from 'vitest';
import { SearchEngine } from '@/server/search';
import { memoryStore } from '@/server/search/engine/store';

/** Ranking as Algolia's tie-breaking defines it, checked on the engine itself (no HTTP). */
async function engineWith(records: Record<string, unknown>[], settings: Record<string, unknown>) {
  const engine = await SearchEngine.open(memoryStore);
  engine.setSettings('items', settings, false);
  engine.batch('items', { requests: records.map((body, index) => ({ action: 'addObject', body: { objectID: String(index + 1), ...body } })) });
  await engine.idle();
  return (query: string, extra: Record<string, unknown> = {}) =>
    (engine.search('items', { query, ...extra }).hits as { name: string }[]).map((hit) => hit.name);
}

const searchable = { searchableAttributes: ['name', 'description'], customRanking: ['desc(sales)'] };

describe('ranking', () => {
  it('puts fewer typos first, even in a less important attribute', async () => {
    const search = await engineWith(
      [
        { name: 'Mantle', description: '', sales: 100 },
        { name: 'Jacke', description: 'ein warmer Mantel', sales: 1 },
      ],
      searchable,
    );
    expect(search('mantel')).toEqual(['Jacke', 'Mantle']);
  });

  it('then the more important attribute, then the earlier position in it', async () => {
    const search = await engineWith(
      [
        { name: 'Jacke', description: 'Rock', sales: 100 },
        { name: 'Blauer Rock', description: '', sales: 50 },
        { name: 'Rock Blau', description: '', sales: 1 },
      ],
      searchable,
    );
    expect(search('rock')).toEqual(['Rock Blau', 'Blauer Rock', 'Jacke']);
  });

  it('ignores the position inside unordered attributes', async () => {
    const search = await engineWith(
      [
        { name: 'x', description: 'sehr langer Text über einen Rock', sales: 100 },
        { name: 'y', description: 'Rock', sales: 1 },
      ],
      { searchableAttributes: ['name', 'unordered(description)'], customRanking: ['desc(sales)'], exactOnSingleWordQuery: 'word' },
    );
    expect(search('rock')).toEqual(['x', 'y']);
  });

  it('then exact matches over prefixes, then the custom ranking', async () => {
    const search = await engineWith(
      [
        { name: 'Rockabilly', sales: 100 },
        { name: 'Rock', sales: 1 },
        { name: 'Rocker', sales: 50 },
      ],
      searchable,
    );
    expect(search('rock')).toEqual(['Rock', 'Rockabilly', 'Rocker']);
    expect(search('')).toEqual(['Rockabilly', 'Rocker', 'Rock']);
  });

  it('sorts by an attribute first when the ranking says so, missing values last', async () => {
    const search = await engineWith(
      [
        { name: 'Hemd teuer', price: 90, sales: 1 },
        { name: 'Hemd billig', price: 10, sales: 2 },
        { name: 'Hemd ohne Preis', sales: 3 },
        { name: 'Hemt mittel', price: 50, sales: 4 },
      ],
      { ...searchable, ranking: ['asc(price)', 'typo', 'attribute', 'exact', 'custom'] },
    );
    expect(search('hemd')).toEqual(['Hemd billig', 'Hemt mittel', 'Hemd teuer', 'Hemd ohne Preis']);
  });

  it('keeps only the fewest typos with typoTolerance "min"', async () => {
    const search = await engineWith([{ name: 'Hemd' }, { name: 'Hemt' }], searchable);
    expect(search('hemd')).toEqual(['Hemd', 'Hemt']);
    expect(search('hemd', { typoTolerance: 'min' })).toEqual(['Hemd']);
  });

  it('pages through a large result in ranking order', async () => {
    const records = Array.from({ length: 3000 }, (_, index) => ({ name: `Artikel ${index}`, sales: index }));
    const search = await engineWith(records, searchable);
    const pages = [0, 1, 2].flatMap((page) => search('artikel', { hitsPerPage: 5, page }));
    expect(pages).toEqual(Array.from({ length: 15 }, (_, index) => `Artikel ${2999 - index}`));
  });
});
