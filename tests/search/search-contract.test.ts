import type { SearchResponse } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from './support/catalogue';
import { startTestEngine, type TestEngine } from './support/engine';

/** Searches as the storefront does: the lite client, the search-only key, multi-queries. */
let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
  await loadCatalogue(engine.admin, 'products');
});
afterAll(() => engine.close());

type Product = { name: string; price: number };

async function search(params: Record<string, unknown>, indexName = 'products'): Promise<SearchResponse<Product>> {
  const { results } = await engine.lite.search<Product>({ requests: [{ indexName, ...params }] });
  return results[0] as SearchResponse<Product>;
}
const names = (response: SearchResponse<Product>) => response.hits.map((hit) => hit.name);

describe('queries', () => {
  it('answers with Algolia’s response shape', async () => {
    const response = await search({ query: 'kleid' });
    expect(response).toMatchObject({ page: 0, hitsPerPage: 20, nbPages: 1, query: 'kleid', index: 'products', exhaustiveNbHits: true });
    expect(typeof response.processingTimeMS).toBe('number');
    expect(response.params).toContain('query=kleid');
    expect(response.hits[0]).toHaveProperty('objectID');
  });

  it('returns every record for an empty query, by custom ranking', async () => {
    const response = await search({ query: '' });
    expect(response.nbHits).toBe(10);
    expect(names(response).slice(0, 2)).toEqual(['Kleiderbügel Set', 'Oxford-Hemd Paul']);
  });

  it('matches prefixes of the last word while typing', async () => {
    for (const query of ['kl', 'klei', 'kleid']) expect(names(await search({ query }))).toContain('Sommerkleid Paula');
    expect((await search({ query: 'hemd ox' })).hits.map((hit) => hit.name)).toEqual(['Oxford-Hemd Paul']);
  });

  it('tolerates one typo from 4 letters and two from 8', async () => {
    expect(names(await search({ query: 'hemt' }))).toContain('Oxford-Hemd Paul');
    expect(names(await search({ query: 'klied' }))).toContain('Sommerkleid Paula');
    expect(names(await search({ query: 'wollmamtle' }))).toEqual(['Wollmantel Johann']);
    expect((await search({ query: 'hmt' })).nbHits).toBe(0);
    expect((await search({ query: 'klied', typoTolerance: false })).nbHits).toBe(0);
  });

  it('folds case, umlauts, ß and the ae/oe/ue spellings', async () => {
    for (const query of ['röcke', 'ROECKE', 'rocke']) expect(names(await search({ query }))).toContain('Faltenrock Greta');
    for (const query of ['strasse', 'Straße']) expect(names(await search({ query }))).toContain('Straßenschuhe Fritz');
    for (const query of ['uebergang', 'übergang', 'jorg', 'joerg']) expect(names(await search({ query }))).toContain('Übergangsjacke Jörg');
  });

  it('ranks by attribute order, then custom ranking', async () => {
    // "Kleiderbügel" matches in the name (first attribute), the dresses in their category.
    const response = await search({ query: 'kleider' });
    expect(names(response)).toEqual(['Kleiderbügel Set', 'Sommerkleid Paula', 'Etuikleid Helene', 'Jerseykleid Emma']);
  });

  it('paginates with page, hitsPerPage, nbPages and offset/length', async () => {
    const first = await search({ query: '', hitsPerPage: 4 });
    const third = await search({ query: '', hitsPerPage: 4, page: 2 });
    expect(first).toMatchObject({ nbHits: 10, nbPages: 3, page: 0, hitsPerPage: 4 });
    expect(third.hits).toHaveLength(2);
    const everything = names(await search({ query: '', hitsPerPage: 10 }));
    expect([...names(first), ...names(await search({ query: '', hitsPerPage: 4, page: 1 })), ...names(third)]).toEqual(everything);
    expect(names(await search({ query: '', offset: 3, length: 2 }))).toEqual(everything.slice(3, 5));
    expect((await search({ query: '', page: 9 })).hits).toEqual([]);
  });

  it('retrieves only the attributes asked for', async () => {
    const response = await search({ query: 'paula', attributesToRetrieve: ['name', 'terms.productCat'], attributesToHighlight: [] });
    expect(response.hits[0]).toEqual({ objectID: '10', name: 'Sommerkleid Paula', terms: { productCat: ['Kleider'] } });
    const without = await search({ query: 'paula', attributesToRetrieve: ['*', '-shortDescription'] });
    expect(without.hits[0]).not.toHaveProperty('shortDescription');
  });

  it('accepts the parameters as InstantSearch’s `params` string', async () => {
    const { results } = await engine.lite.search({
      requests: [{ indexName: 'products', params: 'query=kleid&hitsPerPage=2&facets=%5B%22gender%22%5D&analytics=false&clickAnalytics=true&userToken=anonymous-1' } as never],
    });
    const response = results[0] as SearchResponse;
    expect(response).toMatchObject({ hitsPerPage: 2, facets: { gender: { Damen: expect.any(Number) } } });
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accepts up to 10 rule contexts', async () => {
    const contexts = Array.from({ length: 10 }, (_, i) => `context-${i}`);
    expect((await search({ query: '', ruleContexts: contexts })).nbHits).toBe(10);
    await expect(search({ query: '', ruleContexts: [...contexts, 'one-too-many'] })).rejects.toMatchObject({ status: 400 });
  });
});

describe('highlighting and snippets', () => {
  it('marks matched words and prefixes with the tags sent', async () => {
    const response = await search({ query: 'sommerkleid pau', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(response.hits[0]?._highlightResult?.name).toEqual({
      value: '<mark>Sommerkleid</mark> <mark>Pau</mark>la',
      matchLevel: 'full',
      matchedWords: ['sommerkleid', 'pau'],
      fullyHighlighted: false,
    });
    const compound = await search({ query: 'kleid' });
    expect(compound.hits.find((hit) => hit.name === 'Etuikleid Helene')?._highlightResult?.name).toMatchObject({ value: 'Etui<em>kleid</em> Helene' });
  });

  it('marks umlaut words in their original spelling and nests arrays', async () => {
    const response = await search({ query: 'roecke' });
    const hit = response.hits.find((each) => each.name === 'Faltenrock Greta')!;
    expect(hit._highlightResult).toMatchObject({ terms: { productCat: [{ value: '<em>Röcke</em>', matchLevel: 'full', fullyHighlighted: true }] } });
  });

  it('snippets long attributes around the match', async () => {
    const response = await search({ query: 'winter', attributesToSnippet: ['shortDescription:3'] });
    expect(response.hits[0]?._snippetResult?.shortDescription).toEqual({ value: '…für den <em>Winter</em>.', matchLevel: 'full' });
  });
});

describe('facets and filters', () => {
  it('counts facet values of the matching records, with facets_stats for numbers', async () => {
    const response = await search({ query: '', facets: ['gender', 'terms.productCat', 'price'], maxValuesPerFacet: 2 });
    expect(response.facets?.gender).toEqual({ Damen: 6, Herren: 6 });
    expect(Object.keys(response.facets?.['terms.productCat'] ?? {})).toEqual(['Kleider', 'Accessoires']);
    expect(response.facets_stats?.price).toMatchObject({ min: 19, max: 249 });
    expect((await search({ query: '', facets: ['*'] })).facets).not.toHaveProperty('date');
  });

  it('filters with facetFilters: AND of OR groups, negation', async () => {
    expect((await search({ facetFilters: ['gender:Herren'] })).nbHits).toBe(6);
    expect((await search({ facetFilters: [['terms.productCat:Kleider', 'terms.productCat:Röcke'], 'gender:Damen'] })).nbHits).toBe(4);
    expect((await search({ facetFilters: ['gender:Damen', 'gender:-Herren'] })).nbHits).toBe(4);
    expect((await search({ facetFilters: ['gender:damen'] })).nbHits).toBe(6);
  });

  it('filters with numericFilters', async () => {
    expect((await search({ numericFilters: ['price>=100'] })).nbHits).toBe(4);
    expect((await search({ numericFilters: [['price<20', 'price>200']] })).nbHits).toBe(2);
    expect((await search({ numericFilters: ['price:40 TO 70'] })).nbHits).toBe(3);
  });

  it('filters with the filters string', async () => {
    expect((await search({ filters: 'gender:Damen AND NOT onSale:true' })).nbHits).toBe(4);
    expect((await search({ filters: '(terms.productCat:Kleider OR terms.productCat:"Jacken & Mäntel") AND price < 100' })).nbHits).toBe(2);
    expect((await search({ filters: 'price:50 TO 130 AND rating >= 4' })).nbHits).toBe(4);
    expect((await search({ filters: 'onSale:true', query: 'hemd' })).nbHits).toBe(1);
  });

  it('refuses malformed filters with 400 and a clear message', async () => {
    await expect(search({ filters: 'price > AND' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('expected numeric at col 9') });
    await expect(search({ filters: '(gender:Damen' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("expected ')'") });
    await expect(search({ numericFilters: ['gender:Damen'] })).rejects.toMatchObject({ status: 400 });
  });

  it('searches facet values (at most 100) on searchable facets', async () => {
    const direct = await engine.admin.searchForFacetValues({ indexName: 'products', facetName: 'terms.productCat', searchForFacetValuesRequest: { facetQuery: 'mä' } });
    expect(direct.facetHits).toEqual([{ value: 'Jacken & Mäntel', highlighted: 'Jacken & <em>Mä</em>ntel', count: 2 }]);
    const { results } = await engine.lite.search({
      requests: [{ indexName: 'products', type: 'facet', facet: 'gender', facetQuery: 'he', maxFacetHits: 100, query: 'schal' }],
    });
    expect(results[0]).toMatchObject({ facetHits: [{ value: 'Herren', count: 1 }], exhaustiveFacetsCount: true });
    await expect(
      engine.lite.search({ requests: [{ indexName: 'products', type: 'facet', facet: 'gender', maxFacetHits: 101 }] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(engine.admin.searchForFacetValues({ indexName: 'products', facetName: 'price' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('searchable(price)'),
    });
  });
});
