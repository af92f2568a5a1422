import algoliasearchHelper, { type SearchResults } from 'algoliasearch-helper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from './support/catalogue';
import { startTestEngine, type TestEngine } from './support/engine';

/**
 * algoliasearch-helper is what InstantSearch drives: disjunctive facets become extra queries in
 * one multi-query, refinements become facetFilters / numericFilters, and searchable refinement
 * lists send `type: "facet"` queries. The engine must answer all of them as Algolia does.
 */
let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
  await loadCatalogue(engine.admin, 'products');
});
afterAll(() => engine.close());

function helper() {
  return algoliasearchHelper(engine.lite, 'products', {
    disjunctiveFacets: ['gender', 'terms.productCat'],
    facets: ['onSale'],
    hitsPerPage: 3,
  });
}

function results(instance: ReturnType<typeof helper>): Promise<SearchResults> {
  return new Promise((resolve, reject) => {
    instance.once('result', ({ results: answer }) => resolve(answer));
    instance.once('error', ({ error }) => reject(error));
    instance.search();
  });
}

describe('algoliasearch-helper', () => {
  it('refines disjunctive facets and keeps the other values’ counts', async () => {
    const instance = helper().addDisjunctiveFacetRefinement('terms.productCat', 'Kleider').addDisjunctiveFacetRefinement('terms.productCat', 'Röcke');
    const answer = await results(instance);
    expect(answer.nbHits).toBe(4);
    const categories = answer.getFacetValues('terms.productCat', { sortBy: ['name:asc'] }) as { name: string; count: number; isRefined: boolean }[];
    expect(categories.find((value) => value.name === 'Schuhe')).toMatchObject({ count: 1, isRefined: false });
    expect(categories.find((value) => value.name === 'Kleider')).toMatchObject({ count: 3, isRefined: true });
    expect(answer.getFacetValues('gender', {})).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Damen', count: 4 })]));
  });

  it('combines the query, a toggle, a price range and pagination', async () => {
    const instance = helper()
      .setQuery('kleid')
      .addFacetRefinement('onSale', 'false')
      .addNumericRefinement('price', '>=', 50)
      .addNumericRefinement('price', '<=', 200);
    const first = await results(instance);
    expect(first.hits.map((hit) => hit.name)).toEqual(['Sommerkleid Paula', 'Etuikleid Helene']);
    const paged = await results(helper().setQuery('').setPage(3));
    expect(paged).toMatchObject({ page: 3, nbPages: 4, nbHits: 10 });
    expect(paged.hits).toHaveLength(1);
  });

  it('searches facet values through the multi-query endpoint', async () => {
    const answer = await helper().addDisjunctiveFacetRefinement('gender', 'Herren').searchForFacetValues('terms.productCat', 'ja', 10);
    expect(answer.facetHits).toEqual([expect.objectContaining({ value: 'Jacken & Mäntel', count: 2, highlighted: '<em>Ja</em>cken & Mäntel' })]);
  });
});
