import { unsafeCharacterIn } from '../../http/input-safety';
import { badRequest } from './errors';
import { combineAnd, countFilters, facetFilterNode, filterListNode, numericFilterNode, parseFilters, type FilterNode } from './filters';
import { MAX_FILTERS } from './limits';
import { readParameter, SEARCH_PARAMETERS, type FilterList, type JsonObject, type JsonValue } from './parameters';
import { DEFAULT_SETTINGS, stringList } from './settings';

/** Fields of a multi-query entry that address it rather than parameterise the search. */
const ADDRESSING_FIELDS = new Set(['indexName', 'type', 'facet', 'params', 'extensions']);

export const MAX_QUERY_LENGTH = 512;
export const MAX_RULE_CONTEXTS = 10;
export const MAX_FACET_HITS = 100;
export const MAX_VALUES_PER_FACET = 1000;

/**
 * The search parameters of one request, from the `params` query string (InstantSearch, older
 * clients) and from JSON fields (v5 client), the JSON fields winning. Unknown names are refused.
 */
export function readSearchParameters(body: Record<string, unknown>): JsonObject {
  const parameters: JsonObject = {};
  const read = (name: string, value: unknown, fromQueryString: boolean) => {
    const kind = SEARCH_PARAMETERS[name];
    if (!kind) throw badRequest(`Unknown parameter: ${name}`);
    if (value !== undefined) parameters[name] = readParameter(name, kind, value, fromQueryString);
  };
  if (typeof body.params === 'string') {
    for (const [name, value] of new URLSearchParams(body.params)) {
      // Percent-decoding can make what the JSON body check never saw: %00.
      const unsafe = unsafeCharacterIn(name) ?? unsafeCharacterIn(value);
      if (unsafe) throw badRequest(`Invalid value for "params": ${name} contains ${unsafe}`);
      read(name, value, true);
    }
  } else if (body.params && typeof body.params === 'object' && !Array.isArray(body.params)) {
    // Not Algolia's format, but what a hand-written `params: {…}` means; InstantSearch never sends it.
    for (const [name, value] of Object.entries(body.params)) read(name, value, false);
  } else if (body.params !== undefined) {
    throw badRequest('Invalid value for "params": expected a URL-encoded string');
  }
  for (const [name, value] of Object.entries(body)) if (!ADDRESSING_FIELDS.has(name)) read(name, value, false);
  return parameters;
}

export interface SnippetAttribute {
  path: string;
  words: number;
}

export interface SearchRequest {
  query: string;
  page: number;
  hitsPerPage: number;
  offset: number | null;
  length: number | null;
  filter: FilterNode | null;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  attributesToRetrieve: string[];
  /** Null: the searchable attributes. */
  attributesToHighlight: string[] | null;
  attributesToSnippet: SnippetAttribute[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
  exactOnSingleWordQuery: 'attribute' | 'word' | 'none';
  restrictSearchableAttributes: string[] | null;
  getRankingInfo: boolean;
  clickAnalytics: boolean;
  responseFields: string[] | null;
  paginationLimitedTo: number;
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters as a query string, echoed in the response like Algolia's `params`. */
  echo: string;
}

/** Resolves a request's parameters over the index settings and Algolia's defaults, and checks them. */
export function resolveSearchRequest(parameters: JsonObject, settings: JsonObject): SearchRequest {
  const pick = (name: string): JsonValue | undefined => parameters[name] ?? settings[name] ?? DEFAULT_SETTINGS[name] ?? undefined;
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = pick(name);
    const number = typeof value === 'number' ? value : fallback;
    if (number < min || number > max) throw badRequest(`${name} must be between ${min} and ${max}, got ${number}`);
    return number;
  };
  const text = (name: string, fallback: string): string => {
    const value = pick(name);
    return typeof value === 'string' ? value : fallback;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T => {
    const value = text(name, allowed[0]!);
    if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
    return value as T;
  };

  const query = typeof parameters.query === 'string' ? parameters.query : '';
  if (query.length > MAX_QUERY_LENGTH) throw badRequest(`query must be at most ${MAX_QUERY_LENGTH} characters, got ${query.length}`);
  const ruleContexts = stringList(parameters.ruleContexts);
  if (ruleContexts.length > MAX_RULE_CONTEXTS) {
    throw badRequest(`ruleContexts accepts at most ${MAX_RULE_CONTEXTS} contexts, got ${ruleContexts.length}`);
  }
  const typoTolerance = pick('typoTolerance');
  const offset = typeof parameters.offset === 'number' ? parameters.offset : null;
  const length = typeof parameters.length === 'number' ? parameters.length : null;
  if (offset !== null && offset < 0) throw badRequest(`offset must not be negative, got ${offset}`);
  if (length !== null && (length < 0 || length > 1000)) throw badRequest(`length must be between 0 and 1000, got ${length}`);
  const restrict = stringList(parameters.restrictSearchableAttributes);
  const responseFields = stringList(pick('responseFields'));

  return {
    query,
    page: integer('page', 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: integer('hitsPerPage', 20, 0, 1000),
    offset,
    length,
    filter: requestFilter(parameters),
    facets: stringList(parameters.facets),
    // "You can set it higher but the engine will interpret it as 1,000" (Algolia's documentation).
    maxValuesPerFacet: Math.min(integer('maxValuesPerFacet', 100, 0, Number.MAX_SAFE_INTEGER), MAX_VALUES_PER_FACET),
    sortFacetValuesBy: oneOf('sortFacetValuesBy', ['count', 'alpha']),
    attributesToRetrieve: pick('attributesToRetrieve') === undefined ? ['*'] : stringList(pick('attributesToRetrieve')),
    attributesToHighlight: pick('attributesToHighlight') === undefined ? null : stringList(pick('attributesToHighlight')),
    attributesToSnippet: stringList(pick('attributesToSnippet')).map(snippetAttribute),
    highlightPreTag: text('highlightPreTag', '<em>'),
    highlightPostTag: text('highlightPostTag', '</em>'),
    snippetEllipsisText: text('snippetEllipsisText', '…'),
    typoTolerance: typeof typoTolerance === 'boolean' || typoTolerance === 'min' || typoTolerance === 'strict' ? typoTolerance : true,
    minWordSizefor1Typo: integer('minWordSizefor1Typo', 4, 1, 100),
    minWordSizefor2Typos: integer('minWordSizefor2Typos', 8, 1, 100),
    queryType: oneOf('queryType', ['prefixLast', 'prefixAll', 'prefixNone']),
    exactOnSingleWordQuery: oneOf('exactOnSingleWordQuery', ['attribute', 'word', 'none']),
    restrictSearchableAttributes: restrict.length ? restrict : null,
    getRankingInfo: parameters.getRankingInfo === true,
    clickAnalytics: parameters.clickAnalytics === true,
    responseFields: responseFields.length && !responseFields.includes('*') ? responseFields : null,
    paginationLimitedTo: integer('paginationLimitedTo', 1000, 0, 20000),
    facetQuery: typeof parameters.facetQuery === 'string' ? parameters.facetQuery : '',
    maxFacetHits: integer('maxFacetHits', 10, 1, MAX_FACET_HITS),
    echo: echoParameters(parameters),
  };
}

function requestFilter(parameters: JsonObject): FilterNode | null {
  const list = (name: string) => (Array.isArray(parameters[name]) ? (parameters[name] as FilterList) : []);
  const entries = ['facetFilters', 'numericFilters', 'tagFilters'].reduce((sum, name) => sum + list(name).flat().length, 0);
  if (entries > MAX_FILTERS) throw tooManyFilters(entries);
  const filter = combineAnd([
    typeof parameters.filters === 'string' ? parseFilters(parameters.filters) : null,
    filterListNode(list('facetFilters'), (filter) => facetFilterNode(filter)),
    filterListNode(list('numericFilters'), numericFilterNode),
    filterListNode(list('tagFilters'), (tag) => facetFilterNode(tag.startsWith('_tags:') ? tag : `_tags:${tag}`)),
  ]);
  const count = countFilters(filter);
  if (count > MAX_FILTERS) throw tooManyFilters(count);
  return filter;
}

const tooManyFilters = (count: number) => badRequest(`Too many filters: at most ${MAX_FILTERS} in one query, got ${count}`);

function snippetAttribute(entry: string): SnippetAttribute {
  const [path = entry, words] = entry.split(':');
  const count = words === undefined ? 10 : Number(words);
  if (!Number.isInteger(count) || count < 1) throw badRequest(`attributesToSnippet: invalid word count in "${entry}"`);
  return { path: path.trim(), words: count };
}

function echoParameters(parameters: JsonObject): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== null) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}
