import { badRequest } from './errors';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** How a parameter's value is read, both from JSON and from the `params` query-string form. */
type Kind = 'string' | 'boolean' | 'integer' | 'stringList' | 'filterList' | 'typoTolerance' | 'json';

/**
 * Every search parameter of Algolia's API (v5 client's SearchParamsObject), so that InstantSearch's
 * requests are understood and a misspelt one is refused rather than silently ignored. Many are
 * accepted and have no effect here (geo search, personalisation, A/B tests, rules): see
 * server/search/README.md.
 */
export const SEARCH_PARAMETERS: Record<string, Kind> = {
  query: 'string', similarQuery: 'string', filters: 'string', facetFilters: 'filterList',
  optionalFilters: 'filterList', numericFilters: 'filterList', tagFilters: 'filterList',
  sumOrFiltersScores: 'boolean', restrictSearchableAttributes: 'stringList', facets: 'stringList',
  facetingAfterDistinct: 'boolean', page: 'integer', offset: 'integer', length: 'integer',
  aroundLatLng: 'string', aroundLatLngViaIP: 'boolean', aroundRadius: 'json', aroundPrecision: 'json',
  minimumAroundRadius: 'integer', insideBoundingBox: 'json', insidePolygon: 'json', naturalLanguages: 'stringList',
  ruleContexts: 'stringList', personalizationImpact: 'integer', userToken: 'string', getRankingInfo: 'boolean',
  synonyms: 'boolean', clickAnalytics: 'boolean', analytics: 'boolean', analyticsTags: 'stringList',
  percentileComputation: 'boolean', enableABTest: 'boolean', attributesToRetrieve: 'stringList',
  ranking: 'stringList', relevancyStrictness: 'integer', attributesToHighlight: 'stringList',
  attributesToSnippet: 'stringList', highlightPreTag: 'string', highlightPostTag: 'string',
  snippetEllipsisText: 'string', restrictHighlightAndSnippetArrays: 'boolean', hitsPerPage: 'integer',
  minWordSizefor1Typo: 'integer', minWordSizefor2Typos: 'integer', typoTolerance: 'typoTolerance',
  allowTyposOnNumericTokens: 'boolean', disableTypoToleranceOnAttributes: 'stringList', ignorePlurals: 'json',
  removeStopWords: 'json', queryLanguages: 'stringList', decompoundQuery: 'boolean', enableRules: 'boolean',
  enablePersonalization: 'boolean', queryType: 'string', removeWordsIfNoResults: 'string', mode: 'string',
  semanticSearch: 'json', advancedSyntax: 'boolean', optionalWords: 'json', disableExactOnAttributes: 'stringList',
  exactOnSingleWordQuery: 'string', alternativesAsExact: 'stringList', advancedSyntaxFeatures: 'stringList',
  distinct: 'json', replaceSynonymsInHighlight: 'boolean', minProximity: 'integer', responseFields: 'stringList',
  maxValuesPerFacet: 'integer', sortFacetValuesBy: 'string', attributeCriteriaComputedByMinProximity: 'boolean',
  attributeCriteriaComputedBy: 'string', renderingContent: 'json', enableReRanking: 'boolean',
  reRankingApplyFilter: 'json', explain: 'stringList', maxFacetHits: 'integer', facetQuery: 'string',
};

/** Settings that are not also search parameters. */
export const INDEX_SETTINGS: Record<string, Kind> = {
  attributesForFaceting: 'stringList', replicas: 'stringList', paginationLimitedTo: 'integer',
  unretrievableAttributes: 'stringList', disableTypoToleranceOnWords: 'stringList',
  attributesToTransliterate: 'stringList', camelCaseAttributes: 'stringList', decompoundedAttributes: 'json',
  indexLanguages: 'stringList', disablePrefixOnAttributes: 'stringList', allowCompressionOfIntegerArray: 'boolean',
  numericAttributesForFiltering: 'stringList', separatorsToIndex: 'string', searchableAttributes: 'stringList',
  userData: 'json', customNormalization: 'json', attributeForDistinct: 'string', keepDiacriticsOnCharacters: 'string',
  customRanking: 'stringList',
};

/** Reads and checks one parameter; `fromQueryString` for values taken from a `params` string. */
export function readParameter(name: string, kind: Kind, value: unknown, fromQueryString: boolean): JsonValue {
  if (value === null) return null;
  const fail = (expected: string): never => {
    throw badRequest(`Invalid value for "${name}": expected ${expected}, got ${JSON.stringify(value)}`);
  };
  const text = typeof value === 'string' ? value.trim() : null;
  const parsedJson = fromQueryString && text !== null && /^[[{]/.test(text) ? parseJson(name, text) : value;
  switch (kind) {
    case 'string':
      return typeof value === 'string' ? value : fail('a string');
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (text === 'true' || text === 'false') return text === 'true';
      return fail('a boolean');
    case 'integer': {
      const number = typeof value === 'number' ? value : text !== null && /^-?\d+$/.test(text) ? Number(text) : NaN;
      return Number.isInteger(number) ? number : fail('an integer');
    }
    case 'stringList':
      if (typeof parsedJson === 'string') return parsedJson.split(',').map((item) => item.trim()).filter(Boolean);
      if (Array.isArray(parsedJson) && parsedJson.every((item) => typeof item === 'string')) return parsedJson as string[];
      return fail('a list of strings');
    case 'filterList':
      return readFilterList(parsedJson, fromQueryString) ?? fail('a filter string or a list of (lists of) filter strings');
    case 'typoTolerance':
      if (typeof value === 'boolean') return value;
      if (text === 'true' || text === 'false') return text === 'true';
      if (text === 'min' || text === 'strict') return text;
      return fail('true, false, "min" or "strict"');
    case 'json':
      return parsedJson as JsonValue;
  }
}

function parseJson(name: string, text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    throw badRequest(`Invalid value for "${name}": not valid JSON`);
  }
}

/** Filters as an AND list of filters or OR groups: `["a:1", ["b:2", "b:3"]]`. */
export type FilterList = (string | string[])[];

function readFilterList(value: unknown, fromQueryString: boolean): FilterList | null {
  if (typeof value === 'string') return fromQueryString ? legacyFilterList(value) : [value];
  if (!Array.isArray(value)) return null;
  const list: FilterList = [];
  for (const item of value) {
    if (typeof item === 'string') list.push(item);
    else if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) list.push(item as string[]);
    else return null;
  }
  return list;
}

/** The old string form: commas are AND, parentheses group ORs: `a:1,(b:2,b:3)`. */
function legacyFilterList(text: string): FilterList {
  const list: FilterList = [];
  for (const part of text.match(/\([^)]*\)|[^,]+/g) ?? []) {
    const trimmed = part.trim();
    if (trimmed.startsWith('(')) list.push(trimmed.slice(1, -1).split(',').map((item) => item.trim()).filter(Boolean));
    else if (trimmed) list.push(trimmed);
  }
  return list;
}
