import type { SearchEngine } from '../engine/engine';
import type { JsonObject } from '../protocol/parameters';
import type { KeyRole } from '../credentials';

export interface RouteContext {
  engine: SearchEngine;
  /** Decoded path parameters in pattern order. */
  params: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: RegExp;
  /** The least privileged key that may call it. */
  role: KeyRole;
  status?: number;
  handle(context: RouteContext): JsonObject;
}

const segment = '([^/]+)';
/** `*` as the client sends it, or percent-encoded by a proxy. */
const STAR = '(?:\\*|%2[aA])';
const path = (...parts: string[]) => new RegExp(`^/1/${parts.join('/')}$`);
const flag = (query: URLSearchParams, name: string, fallback: boolean) => (query.has(name) ? query.get(name) === 'true' : fallback);
const list = (value: string | null) => (value ? value.split(',').map((item) => item.trim()).filter(Boolean) : undefined);

/**
 * The Algolia REST paths the v5 client (lite and full) and InstantSearch send, in match order:
 * fixed paths before `{objectID}` ones. `*` is not a valid index name, so `indexes/*` routes
 * cannot collide with an index.
 */
export const ROUTES: Route[] = [
  { method: 'POST', pattern: path('indexes', STAR, 'queries'), role: 'search', handle: ({ engine, body }) => engine.multiSearch(body) },
  { method: 'POST', pattern: path('indexes', STAR, 'objects'), role: 'search', handle: ({ engine, body }) => engine.getObjects(body) },
  { method: 'POST', pattern: path('indexes', STAR, 'batch'), role: 'admin', handle: ({ engine, body }) => engine.multipleBatch(body) },
  { method: 'GET', pattern: path('indexes'), role: 'admin', handle: ({ engine }) => engine.listIndices() },
  { method: 'GET', pattern: path('task', segment), role: 'admin', handle: ({ engine, params }) => engine.taskStatus(Number(params[0])) },
  {
    method: 'POST',
    pattern: path('indexes', segment, 'query'),
    role: 'search',
    handle: ({ engine, params, body }) => engine.search(params[0]!, body),
  },
  {
    method: 'POST',
    pattern: path('indexes', segment, 'facets', segment, 'query'),
    role: 'search',
    handle: ({ engine, params, body }) => engine.searchForFacetValues(params[0]!, params[1]!, body),
  },
  { method: 'POST', pattern: path('indexes', segment, 'batch'), role: 'admin', handle: ({ engine, params, body }) => engine.batch(params[0]!, body) },
  { method: 'POST', pattern: path('indexes', segment, 'clear'), role: 'admin', handle: ({ engine, params }) => engine.clearObjects(params[0]!) },
  {
    method: 'POST',
    pattern: path('indexes', segment, 'operation'),
    role: 'admin',
    handle: ({ engine, params, body }) => engine.operationIndex(params[0]!, body),
  },
  { method: 'GET', pattern: path('indexes', segment, 'settings'), role: 'admin', handle: ({ engine, params }) => engine.getSettings(params[0]!) },
  {
    method: 'PUT',
    pattern: path('indexes', segment, 'settings'),
    role: 'admin',
    handle: ({ engine, params, body, query }) => engine.setSettings(params[0]!, body, flag(query, 'forwardToReplicas', false)),
  },
  {
    method: 'GET',
    pattern: path('indexes', segment, 'task', segment),
    role: 'admin',
    handle: ({ engine, params }) => engine.taskStatus(Number(params[1])),
  },
  { method: 'DELETE', pattern: path('indexes', segment), role: 'admin', handle: ({ engine, params }) => engine.deleteIndex(params[0]!) },
  {
    method: 'POST',
    pattern: path('indexes', segment),
    role: 'admin',
    status: 201,
    handle: ({ engine, params, body }) => engine.saveObject(params[0]!, body as JsonObject),
  },
  {
    method: 'POST',
    pattern: path('indexes', segment, segment, 'partial'),
    role: 'admin',
    handle: ({ engine, params, body, query }) =>
      engine.partialUpdateObject(params[0]!, params[1]!, body as JsonObject, flag(query, 'createIfNotExists', true)),
  },
  {
    method: 'GET',
    pattern: path('indexes', segment, segment),
    role: 'search',
    handle: ({ engine, params, query }) => engine.getObject(params[0]!, params[1]!, list(query.get('attributesToRetrieve'))),
  },
  {
    method: 'PUT',
    pattern: path('indexes', segment, segment),
    role: 'admin',
    handle: ({ engine, params, body }) => engine.replaceObject(params[0]!, params[1]!, body as JsonObject),
  },
  {
    method: 'DELETE',
    pattern: path('indexes', segment, segment),
    role: 'admin',
    handle: ({ engine, params }) => engine.deleteObject(params[0]!, params[1]!),
  },
];
