import type { IncomingMessage, ServerResponse } from 'node:http';
import { roleOf, type SearchCredentials } from '../credentials';
import type { SearchEngine } from '../engine/engine';
import { AlgoliaError, badRequest } from '../protocol/errors';
import { MAX_RESPONSE_BYTES, responseTooLarge } from '../protocol/limits';
import { ROUTES } from './routes';
import { describeUnexpected, MAX_NESTING, nestsDeeperThan, unsafeStringIn } from '../../http/input-safety';
import { readBodyCapped } from '../../http/read-body';
import { requestUrl } from '../../http/request-url';

export type SearchRequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Bodies larger than these are refused with 413 as they arrive, before parsing. Writes keep
 * Algolia's own 50 MB (batches of 1000 records stay far below it); what the search-only key may
 * send — queries, from any browser — gets 1 MiB: 50 queries with long filters need a few KB.
 */
export const MAX_WRITE_BODY_BYTES = 50 * 1024 * 1024;
export const MAX_SEARCH_BODY_BYTES = 1024 * 1024;

const ALLOWED_HEADERS = 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken, x-algolia-user-id';

/**
 * The engine's HTTP surface: Algolia's `/1/…` paths with its authentication (headers from
 * servers; query parameters from browsers, whose `text/plain` bodies avoid a CORS preflight),
 * CORS for every origin (keys, not origins, guard the engine, as in Algolia) and its error format.
 */
export function createSearchHandler(options: {
  engine: SearchEngine;
  credentials: SearchCredentials;
  log?: (line: string) => void;
}): SearchRequestHandler {
  const { engine, credentials } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  return async (request, response) => {
    const url = requestUrl(request) ?? new URL('http://localhost/');
    setCorsHeaders(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(200, { 'Content-Length': '0' }).end();
      return;
    }
    try {
      const route = ROUTES.find((candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname));
      const match = route?.pattern.exec(url.pathname);
      if (!route || !match) throw new AlgoliaError(404, `Path not found: ${request.method} ${url.pathname}`);
      const role = roleOf(
        credentials,
        header(request, 'x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id') ?? undefined,
        header(request, 'x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key') ?? undefined,
      );
      if (!role) throw new AlgoliaError(403, 'Invalid Application-ID or API key');
      if (route.role === 'admin' && role !== 'admin') throw new AlgoliaError(403, 'Method not allowed with this API key');
      const body = await readJsonBody(request, route.role === 'admin' ? MAX_WRITE_BODY_BYTES : MAX_SEARCH_BODY_BYTES);
      const params = match.slice(1).map((part) => decodeSegment(part));
      const text = JSON.stringify(route.handle({ engine, params, query: url.searchParams, body }));
      if (text.length > MAX_RESPONSE_BYTES) throw responseTooLarge();
      sendText(response, route.status ?? 200, text);
    } catch (error) {
      if (error instanceof AlgoliaError) {
        send(response, error.status, { message: error.message, status: error.status });
        return;
      }
      log(`search ${request.method} ${url.pathname} failed: ${describeUnexpected(error)}`);
      send(response, 500, { message: 'Internal error', status: 500 });
    }
  };
}

function setCorsHeaders(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', header(request, 'origin') ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, DELETE, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', header(request, 'access-control-request-headers') ?? ALLOWED_HEADERS);
  response.setHeader('Access-Control-Max-Age', '86400');
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw badRequest(`Invalid path segment: ${part}`);
  }
}

/**
 * The body as JSON whatever its content type (the client sends text/plain); empty means {}.
 * Checked before and after parsing: size, nesting (JSON.parse slows down superlinearly on deep
 * nesting, and later steps recurse), and strings no database or normaliser should see.
 */
async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  const raw = await readBodyCapped(request, maxBytes);
  if (!raw) throw new AlgoliaError(413, `Request body too large (over ${maxBytes} bytes)`);
  const text = raw.toString('utf8').trim();
  if (!text) return {};
  if (nestsDeeperThan(text, MAX_NESTING, 'json')) throw badRequest(`Invalid JSON body: nested more than ${MAX_NESTING} levels deep`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Invalid JSON body: ${error instanceof Error ? error.message : 'parse error'}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('The JSON body must be an object');
  const unsafe = unsafeStringIn(parsed, 'body');
  if (unsafe) throw badRequest(`Invalid JSON body: ${unsafe}`);
  return parsed as Record<string, unknown>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  sendText(response, status, JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string) {
  if (response.headersSent) return;
  response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

/** What `/1/…` answers while the engine is still loading its indices. */
export function searchStarting(response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Retry-After', '5');
  send(response, 503, { message: 'The search engine is starting. Please try again in a moment.', status: 503 });
}
