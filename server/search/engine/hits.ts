import type { JsonObject, JsonValue } from '../protocol/parameters';
import type { SearchRequest } from '../protocol/search-request';
import { highlightText, snippetText, type HighlightTags } from './highlight';
import type { QueryWord } from './matching';
import { copyPath } from './paths';

export interface HitContext {
  request: SearchRequest;
  words: QueryWord[];
  /** attributesToHighlight resolved: the request's, or the searchable attributes. */
  highlightPaths: string[];
  decompounded: Set<string>;
  unretrievable: string[];
}

export interface RankingInfo {
  nbTypos: number;
  nbExactWords: number;
  words: number;
  firstMatchedWord: number;
  userScore: number;
}

/** A hit as Algolia returns it: the retrievable attributes, then _highlightResult / _snippetResult. */
export function buildHit(record: JsonObject, context: HitContext, rankingInfo?: RankingInfo): JsonObject {
  const { request } = context;
  const hit = retrieve(record, request.attributesToRetrieve, context.unretrievable);
  const tags: HighlightTags = { pre: request.highlightPreTag, post: request.highlightPostTag };
  const highlightResult: JsonObject = {};
  for (const path of expandWildcard(context.highlightPaths, record)) {
    const value = subtree(record, path);
    if (value === undefined) continue;
    const decompound = context.decompounded.has(path);
    setAt(highlightResult, path, mapLeaves(value, (text) => ({ ...highlightText(text, context.words, tags, decompound) })));
  }
  if (Object.keys(highlightResult).length) hit._highlightResult = highlightResult;
  const snippetResult: JsonObject = {};
  for (const { path, words } of request.attributesToSnippet.flatMap((entry) =>
    expandWildcard([entry.path], record).map((path) => ({ path, words: entry.words })),
  )) {
    const value = subtree(record, path);
    if (value === undefined) continue;
    const decompound = context.decompounded.has(path);
    setAt(snippetResult, path, mapLeaves(value, (text) => ({ ...snippetText(text, context.words, tags, words, request.snippetEllipsisText, decompound) })));
  }
  if (Object.keys(snippetResult).length) hit._snippetResult = snippetResult;
  if (rankingInfo) hit._rankingInfo = { ...rankingInfo, filters: 0, proximityDistance: 0, geoDistance: 0, geoPrecision: 1 };
  return hit;
}

/** attributesToRetrieve: "*" (less "-attribute" exclusions and unretrievable ones) or a list of paths. */
export function retrieve(record: JsonObject, attributes: string[], unretrievable: string[]): JsonObject {
  const hidden = new Set(unretrievable);
  const hit: JsonObject = {};
  if (attributes.includes('*')) {
    for (const name of attributes) if (name.startsWith('-')) hidden.add(name.slice(1));
    for (const [name, value] of Object.entries(record)) if (!hidden.has(name)) hit[name] = value;
  } else {
    for (const path of attributes) if (!hidden.has(path.split('.')[0]!)) copyPath(record, hit, path);
  }
  hit.objectID = record.objectID ?? null;
  return hit;
}

function expandWildcard(paths: string[], record: JsonObject): string[] {
  if (!paths.includes('*')) return paths;
  return Object.keys(record).filter((name) => name !== 'objectID');
}

function subtree(record: JsonObject, path: string): JsonValue | undefined {
  let value: JsonValue | undefined = record;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = value[part];
  }
  return value;
}

function mapLeaves(value: JsonValue, map: (text: string) => JsonObject): JsonValue {
  if (value === null) return map('');
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, map));
  if (typeof value === 'object') {
    const mapped: JsonObject = {};
    for (const [key, item] of Object.entries(value)) mapped[key] = mapLeaves(item, map);
    return mapped;
  }
  return map(String(value));
}

function setAt(target: JsonObject, path: string, value: JsonValue) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    const child: JsonObject = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    node[part] = child;
    node = child;
  }
  node[parts[parts.length - 1]!] = value;
}
