import { badRequest } from './errors';
import { INDEX_SETTINGS, readParameter, SEARCH_PARAMETERS, type JsonObject, type JsonValue } from './parameters';

/** Search parameters that may also be stored as index settings (IndexSettingsAsSearchParams). */
const SEARCH_PARAMETERS_AS_SETTINGS = [
  'attributesToRetrieve', 'ranking', 'relevancyStrictness', 'attributesToHighlight', 'attributesToSnippet',
  'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText', 'restrictHighlightAndSnippetArrays', 'hitsPerPage',
  'minWordSizefor1Typo', 'minWordSizefor2Typos', 'typoTolerance', 'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes', 'ignorePlurals', 'removeStopWords', 'queryLanguages', 'decompoundQuery',
  'enableRules', 'enablePersonalization', 'queryType', 'removeWordsIfNoResults', 'mode', 'semanticSearch',
  'advancedSyntax', 'optionalWords', 'disableExactOnAttributes', 'exactOnSingleWordQuery', 'alternativesAsExact',
  'advancedSyntaxFeatures', 'distinct', 'replaceSynonymsInHighlight', 'minProximity', 'responseFields',
  'maxValuesPerFacet', 'sortFacetValuesBy', 'attributeCriteriaComputedByMinProximity', 'attributeCriteriaComputedBy',
  'renderingContent', 'enableReRanking', 'reRankingApplyFilter', 'maxFacetHits',
];

export const TEXTUAL_CRITERIA = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'] as const;

/** What GET settings shows for settings never set, as Algolia does. */
export const DEFAULT_SETTINGS: JsonObject = {
  minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, hitsPerPage: 20, maxValuesPerFacet: 100,
  paginationLimitedTo: 1000, exactOnSingleWordQuery: 'attribute', ranking: [...TEXTUAL_CRITERIA],
  separatorsToIndex: '', removeWordsIfNoResults: 'none', queryType: 'prefixLast', highlightPreTag: '<em>',
  highlightPostTag: '</em>', snippetEllipsisText: '…', alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
  typoTolerance: true, maxFacetHits: 10, version: 2,
};

const SORT_CRITERION = /^(asc|desc)\((.+)\)$/;

/**
 * Checks a settings body (PUT /1/indexes/{index}/settings). A null value resets that setting,
 * so the result keeps nulls; unknown settings and malformed values are refused with 400.
 */
export function readSettingsBody(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Settings must be a JSON object');
  const settings: JsonObject = {};
  for (const [name, value] of Object.entries(body)) {
    const kind = INDEX_SETTINGS[name] ?? (SEARCH_PARAMETERS_AS_SETTINGS.includes(name) ? SEARCH_PARAMETERS[name] : undefined);
    if (!kind) throw badRequest(`Invalid settings: unknown setting "${name}"`);
    settings[name] = readParameter(name, kind, value, false);
  }
  checkSettingValues(settings);
  return settings;
}

function checkSettingValues(settings: JsonObject) {
  for (const criterion of stringList(settings.customRanking)) {
    if (!SORT_CRITERION.test(criterion)) throw badRequest(`Invalid customRanking "${criterion}": expected asc(attribute) or desc(attribute)`);
  }
  for (const criterion of stringList(settings.ranking)) {
    if (!SORT_CRITERION.test(criterion) && !(TEXTUAL_CRITERIA as readonly string[]).includes(criterion)) {
      throw badRequest(`Invalid ranking "${criterion}": expected one of ${TEXTUAL_CRITERIA.join(', ')}, asc(attribute) or desc(attribute)`);
    }
  }
  for (const replica of stringList(settings.replicas)) {
    if (!replicaName(replica)) throw badRequest(`Invalid replica name "${replica}"`);
  }
  const hitsPerPage = settings.hitsPerPage;
  if (typeof hitsPerPage === 'number' && (hitsPerPage < 0 || hitsPerPage > 1000)) {
    throw badRequest('hitsPerPage must be between 0 and 1000');
  }
  const limit = settings.paginationLimitedTo;
  if (typeof limit === 'number' && (limit < 0 || limit > 20000)) throw badRequest('paginationLimitedTo must be between 0 and 20000');
  const decompounded = settings.decompoundedAttributes;
  if (decompounded !== undefined && decompounded !== null && !isStringListRecord(decompounded)) {
    throw badRequest('decompoundedAttributes must map languages to lists of attributes, e.g. {"de": ["name"]}');
  }
}

export function stringList(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function isStringListRecord(value: JsonValue): value is Record<string, string[]> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));
}

/** "virtual(name)" → name; null for an empty name. */
export function replicaName(entry: string): string | null {
  const name = /^virtual\((.*)\)$/.exec(entry)?.[1] ?? entry;
  return name.trim() === '' ? null : name.trim();
}

export interface SearchableAttribute {
  /** Attributes sharing this rank ("title,alternative_title"). */
  paths: string[];
  ordered: boolean;
}

/** searchableAttributes in rank order; null when unset (then every attribute is searchable). */
export function searchableAttributes(settings: JsonObject): SearchableAttribute[] | null {
  const list = stringList(settings.searchableAttributes);
  if (list.length === 0) return null;
  return list.map((entry) => {
    const unordered = /^unordered\((.+)\)$/.exec(entry.trim());
    const paths = (unordered?.[1] ?? entry).split(',').map((path) => path.trim()).filter(Boolean);
    return { paths, ordered: !unordered };
  });
}

export interface FacetAttribute {
  path: string;
  searchable: boolean;
  filterOnly: boolean;
}

export function facetAttributes(settings: JsonObject): Map<string, FacetAttribute> {
  const facets = new Map<string, FacetAttribute>();
  for (const entry of stringList(settings.attributesForFaceting)) {
    const modifier = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry.trim());
    const path = (modifier?.[2] ?? entry).trim();
    facets.set(path, { path, searchable: modifier?.[1] === 'searchable', filterOnly: modifier?.[1] === 'filterOnly' });
  }
  return facets;
}

export type RankingCriterion =
  | { type: (typeof TEXTUAL_CRITERIA)[number] }
  | { type: 'sort'; attribute: string; direction: 'asc' | 'desc' };

/** The ranking with `custom` expanded into the customRanking sorts. */
export function rankingCriteria(settings: JsonObject): RankingCriterion[] {
  const ranking = stringList(settings.ranking);
  const criteria: RankingCriterion[] = [];
  for (const entry of ranking.length ? ranking : TEXTUAL_CRITERIA) {
    if (entry === 'custom') criteria.push(...stringList(settings.customRanking).map(sortCriterion));
    else if (SORT_CRITERION.test(entry)) criteria.push(sortCriterion(entry));
    else criteria.push({ type: entry as (typeof TEXTUAL_CRITERIA)[number] });
  }
  return criteria;
}

function sortCriterion(entry: string): RankingCriterion {
  const [, direction, attribute] = SORT_CRITERION.exec(entry) ?? [];
  return { type: 'sort', attribute: attribute ?? entry, direction: direction === 'asc' ? 'asc' : 'desc' };
}

/** Attributes whose compound words are split (decompoundedAttributes, any language). */
export function decompoundedPaths(settings: JsonObject): Set<string> {
  const value = settings.decompoundedAttributes;
  if (!value || !isStringListRecord(value)) return new Set();
  return new Set(Object.values(value).flat());
}
