import { describe, expect, it } from 'vitest';
import { facetFilterNode, numericFilterNode, parseFilters } from '@/server/search/protocol/filters';
import { readSearchParameters, resolveSearchRequest } from '@/server/search/protocol/search-request';

describe('the filters parser', () => {
  it('reads facet, numeric, range and tag filters', () => {
    expect(parseFilters('gender:Damen')).toEqual({ type: 'facet', attribute: 'gender', value: 'Damen' });
    expect(parseFilters('price>=12.5')).toEqual({ type: 'compare', attribute: 'price', operator: '>=', value: 12.5 });
    expect(parseFilters('price != -3')).toEqual({ type: 'compare', attribute: 'price', operator: '!=', value: -3 });
    expect(parseFilters('price:5 TO 20')).toEqual({ type: 'range', attribute: 'price', low: 5, high: 20 });
    expect(parseFilters('"terms.productCat":"Jacken & Mäntel"')).toEqual({ type: 'facet', attribute: 'terms.productCat', value: 'Jacken & Mäntel' });
    expect(parseFilters('published')).toEqual({ type: 'facet', attribute: '_tags', value: 'published' });
    expect(parseFilters('   ')).toBeNull();
  });

  it('binds NOT tighter than AND, and AND tighter than OR; parentheses group', () => {
    expect(parseFilters('a:1 OR b:2 AND NOT c:3')).toEqual({
      type: 'or',
      children: [
        { type: 'facet', attribute: 'a', value: '1' },
        { type: 'and', children: [{ type: 'facet', attribute: 'b', value: '2' }, { type: 'not', child: { type: 'facet', attribute: 'c', value: '3' } }] },
      ],
    });
    expect(parseFilters('(a:1 OR a:2) AND b < 3')).toEqual({
      type: 'and',
      children: [
        { type: 'or', children: [{ type: 'facet', attribute: 'a', value: '1' }, { type: 'facet', attribute: 'a', value: '2' }] },
        { type: 'compare', attribute: 'b', operator: '<', value: 3 },
      ],
    });
  });

  it('explains errors with the token, what was expected and the column', () => {
    expect(() => parseFilters('price > AND')).toThrow("filters: Unexpected token string(AND) expected numeric at col 9");
    expect(() => parseFilters('(a:1 OR b:2')).toThrow("filters: Unexpected token end of filter expected ')' at col 12");
    expect(() => parseFilters('a:1 b:2')).toThrow('filters: Unexpected token string(b) expected end of filter at col 5');
    expect(() => parseFilters('price:cheap TO 5')).toThrow('expected numeric');
    expect(() => parseFilters('name:"open')).toThrow('Unterminated string');
  });
});

describe('facetFilters and numericFilters entries', () => {
  it('negate with a minus and keep an escaped one', () => {
    expect(facetFilterNode('gender:-Herren')).toEqual({ type: 'not', child: { type: 'facet', attribute: 'gender', value: 'Herren' } });
    expect(facetFilterNode('size:\\-1')).toEqual({ type: 'facet', attribute: 'size', value: '-1' });
    expect(() => facetFilterNode('no-colon')).toThrow('attribute:value');
  });

  it('accept only comparisons and ranges as numeric filters', () => {
    expect(numericFilterNode('price<=10')).toEqual({ type: 'compare', attribute: 'price', operator: '<=', value: 10 });
    expect(() => numericFilterNode('gender:Damen')).toThrow('numericFilters');
  });
});

describe('search parameters', () => {
  it('reads the params string like JSON fields, JSON fields winning', () => {
    const parameters = readSearchParameters({
      params: 'query=kleid&hitsPerPage=5&facets=%5B%22gender%22%5D&facetFilters=%5B%5B%22gender%3ADamen%22%5D%5D&analytics=false&attributesToRetrieve=name,price',
      hitsPerPage: 7,
    });
    expect(parameters).toEqual({
      query: 'kleid',
      hitsPerPage: 7,
      facets: ['gender'],
      facetFilters: [['gender:Damen']],
      analytics: false,
      attributesToRetrieve: ['name', 'price'],
    });
  });

  it('reads the legacy comma form of filter lists', () => {
    expect(readSearchParameters({ params: 'facetFilters=a:1,(b:2,b:3)' }).facetFilters).toEqual(['a:1', ['b:2', 'b:3']]);
  });

  it('takes defaults from the index settings, and parameters over them', () => {
    const request = resolveSearchRequest({ query: 'x', highlightPreTag: '<b>' }, { hitsPerPage: 12, highlightPostTag: '</b>' });
    expect(request).toMatchObject({ hitsPerPage: 12, page: 0, highlightPreTag: '<b>', highlightPostTag: '</b>', typoTolerance: true, maxValuesPerFacet: 100 });
  });
});
