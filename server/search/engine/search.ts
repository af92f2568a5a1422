import { randomBytes } from 'node:crypto';
import { badRequest } from '../protocol/errors';
import type { JsonObject, JsonValue } from '../protocol/parameters';
import { resolveSearchRequest, type SearchRequest } from '../protocol/search-request';
import { facetAttributes, rankingCriteria, stringList } from '../protocol/settings';
import { queryWords } from '../text/normalize';
import { compileFilter } from './filter-eval';
import { countFacet, facetObject, facetStats } from './facets';
import { highlightText } from './highlight';
import { buildHit, type HitContext } from './hits';
import { matchWords, parseQuery, type Matches, type QueryWord } from './matching';
import { rankMatches } from './ranking';
import type { RecordSet, TextLayout } from './record-set';

/** An index as a search sees it: its own settings over the records of its primary. */
export interface IndexView {
  name: string;
  settings: JsonObject;
  records: RecordSet;
  /** The primary's text layout: what is searchable, in which order. */
  layout: TextLayout;
}

interface Selection {
  request: SearchRequest;
  words: QueryWord[];
  matches: Matches;
  /** Positions into `matches` that pass the filters, and their document ids. */
  positions: Int32Array;
  docs: Int32Array;
  count: number;
}

/**
 * Text matches shared by the queries of one multi-query: InstantSearch sends the same query once
 * for hits and again for each refined disjunctive facet, with other filters only. Per record set,
 * so an index and its replicas share them.
 */
export type MatchMemo = Map<RecordSet, Map<string, { words: QueryWord[]; matches: Matches }>>;

function matchesFor(view: IndexView, request: SearchRequest, memo: MatchMemo | undefined): { words: QueryWord[]; matches: Matches } {
  const key = JSON.stringify([
    request.query, request.typoTolerance, request.minWordSizefor1Typo, request.minWordSizefor2Typos,
    request.queryType, request.exactOnSingleWordQuery, request.restrictSearchableAttributes,
  ]);
  const known = memo?.get(view.records)?.get(key);
  if (known) return known;
  const words = parseQuery(request);
  const result = { words, matches: matchWords(view.records, words, request, attributeFilter(view.layout, request)) };
  if (memo) memo.set(view.records, (memo.get(view.records) ?? new Map()).set(key, result));
  return result;
}

/** Matches the query, then applies the filters: what both searches and facet searches start from. */
function select(view: IndexView, parameters: JsonObject, memo?: MatchMemo): Selection {
  const request = resolveSearchRequest(parameters, view.settings);
  const { words, matches } = matchesFor(view, request, memo);
  const facets = facetAttributes(view.settings);
  const numericOnly = stringList(view.settings.numericAttributesForFiltering);
  const test = request.filter
    ? compileFilter(request.filter, view.records, {
        isFaceted: (attribute) => facets.has(attribute),
        isNumericFilterable: (attribute) => numericOnly.length === 0 || numericOnly.some((entry) => entry === attribute || entry === `equalOnly(${attribute})`),
      })
    : null;
  const positions = new Int32Array(matches.count);
  const docs = new Int32Array(matches.count);
  let count = 0;
  for (let position = 0; position < matches.count; position += 1) {
    const doc = matches.docs[position]!;
    if (test && !test(doc)) continue;
    positions[count] = position;
    docs[count] = doc;
    count += 1;
  }
  return { request, words, matches, positions, docs: docs.subarray(0, count), count };
}

function attributeFilter(layout: TextLayout, request: SearchRequest): ((rank: number) => boolean) | null {
  const restrict = request.restrictSearchableAttributes;
  if (!restrict || !layout.searchable) return null;
  const allowed = new Set(layout.searchable.flatMap((entry, rank) => (entry.paths.some((path) => restrict.includes(path)) ? [rank] : [])));
  return (rank) => allowed.has(rank);
}

/** POST /1/indexes/{index}/query and each hits query of /1/indexes/*\/queries. */
export function runSearch(view: IndexView, parameters: JsonObject, memo?: MatchMemo): JsonObject {
  const started = performance.now();
  const selection = select(view, parameters, memo);
  const { request, matches, count } = selection;
  const paged = request.offset !== null || request.length !== null;
  const offset = paged ? (request.offset ?? 0) : request.page * request.hitsPerPage;
  const length = paged ? (request.length ?? request.hitsPerPage) : request.hitsPerPage;
  const end = Math.min(offset + length, request.paginationLimitedTo);
  const ranked = end > offset ? rankMatches(matches, selection.positions, count, rankingCriteria(view.settings), view.records, end) : [];
  const context = hitContext(view, request, selection.words);
  const hits = ranked.slice(offset).map((position) => {
    const info = request.getRankingInfo
      ? { nbTypos: matches.typos[position]!, nbExactWords: matches.exact[position]!, words: selection.words.length, firstMatchedWord: matches.attribute[position]!, userScore: 0 }
      : undefined;
    return buildHit(view.records.record(matches.docs[position]!) ?? {}, context, info);
  });

  const response: JsonObject = {
    hits,
    nbHits: count,
    page: request.page,
    nbPages: request.hitsPerPage > 0 ? Math.min(Math.ceil(count / request.hitsPerPage), Math.ceil(request.paginationLimitedTo / request.hitsPerPage)) : 0,
    hitsPerPage: request.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: request.query,
    params: request.echo,
    index: view.name,
  };
  if (paged) Object.assign(response, { offset, length });
  Object.assign(response, facetResults(view, request, selection.docs));
  if (view.settings.renderingContent) response.renderingContent = view.settings.renderingContent;
  if (request.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
  response.processingTimeMS = Math.round(performance.now() - started);
  return keepFields(response, request.responseFields);
}

function hitContext(view: IndexView, request: SearchRequest, words: QueryWord[]): HitContext {
  const searchablePaths = view.layout.searchable?.flatMap((entry) => entry.paths) ?? ['*'];
  return {
    request,
    words,
    highlightPaths: request.attributesToHighlight ?? searchablePaths,
    decompounded: view.layout.decompounded,
    unretrievable: stringList(view.settings.unretrievableAttributes),
  };
}

function facetResults(view: IndexView, request: SearchRequest, docs: Int32Array): JsonObject {
  if (request.facets.length === 0) return {};
  const declared = facetAttributes(view.settings);
  const wanted = request.facets.includes('*') ? [...declared.keys()] : request.facets;
  const facets: JsonObject = {};
  const stats: JsonObject = {};
  for (const path of new Set(wanted)) {
    if (!declared.has(path) || declared.get(path)!.filterOnly) continue;
    const counts = countFacet(view.records, path, docs);
    facets[path] = facetObject(counts, request.maxValuesPerFacet, request.sortFacetValuesBy);
    const summary = counts.column.numeric ? facetStats(view.records, path, docs) : null;
    if (summary) stats[path] = { ...summary };
  }
  return Object.keys(stats).length ? { facets, facets_stats: stats } : { facets };
}

function keepFields(response: JsonObject, fields: string[] | null): JsonObject {
  if (!fields) return response;
  const kept: JsonObject = {};
  for (const field of fields) if (response[field] !== undefined) kept[field] = response[field] as JsonValue;
  return kept;
}

/**
 * POST /1/indexes/{index}/facets/{facet}/query and InstantSearch's `type: "facet"` queries: the
 * facet's values among the records matching the search, whose words start with the facet query.
 */
export function runFacetSearch(view: IndexView, facet: string, parameters: JsonObject, memo?: MatchMemo): JsonObject {
  const started = performance.now();
  if (!facetAttributes(view.settings).get(facet)?.searchable) {
    throw badRequest(`Cannot search in "${facet}" attribute, you need to add "searchable(${facet})" to attributesForFaceting.`);
  }
  const selection = select(view, parameters, memo);
  const { request } = selection;
  const { counts, column } = countFacet(view.records, facet, selection.docs);
  const facetWords: QueryWord[] = queryWords(request.facetQuery).map((word) => ({ word, forms: [word], prefix: true, maxTypos: 0 }));
  const candidates: { value: string; count: number }[] = [];
  counts.forEach((count, id) => {
    const value = column.values[id]!;
    if (count > 0 && startsEveryWord(value, facetWords)) candidates.push({ value, count });
  });
  candidates.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'de'));
  const tags = { pre: request.highlightPreTag, post: request.highlightPostTag };
  return {
    facetHits: candidates.slice(0, request.maxFacetHits).map(({ value, count }) => ({
      value,
      highlighted: highlightText(value, facetWords, tags, false).value,
      count,
    })),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

function startsEveryWord(value: string, words: QueryWord[]): boolean {
  if (words.length === 0) return true;
  const valueWords = queryWords(value);
  return words.every(({ word }) => valueWords.some((candidate) => candidate.startsWith(word)));
}
