import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { z } from 'zod';
import { MAX_NESTING, nestsDeeperThan } from '../../http/input-safety';
import { badRequest } from './bad-request';

const jsonObject = (name: string) =>
  z.record(z.string(), z.unknown(), { error: `The "${name}" parameter must be a JSON object.` }).nullish();

/** GraphQL-over-HTTP's four request parameters, whichever way they arrived (GET, JSON, form). */
const requestParams = z.object({
  query: z.string({ error: 'The "query" parameter must be a GraphQL document (a string).' }),
  variables: jsonObject('variables'),
  extensions: jsonObject('extensions'),
  operationName: z.string({ error: 'The "operationName" parameter must be a string.' }).nullish(),
});

/**
 * Reads and checks the request parameters at the edge, so nothing malformed reaches yoga's own
 * parsers (which answer a broken `variables=` in a GET with a 500) or a recursive parser:
 * - GET query strings and form bodies: `variables` / `extensions` must be JSON objects;
 * - JSON bodies: valid JSON, an object, not nested deeper than MAX_NESTING;
 * - the document: a string, its brackets not nested deeper than MAX_NESTING (graphql-js parses
 *   and validates recursively: 3 000 nested selections or 2 000 nested lists overflow its stack
 *   below the token limit).
 * Every refusal is a 400 naming the parameter.
 */
export function strictRequestParams(): Plugin {
  return {
    onRequestParse({ request, url, setRequestParser }) {
      const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (request.method === 'GET') {
        setRequestParser(() => paramsFromSearch(url.searchParams));
      } else if (request.method === 'POST' && (contentType === 'application/json' || contentType === 'application/graphql+json')) {
        setRequestParser(async (parsed) => paramsFromJsonBody(await parsed.text()));
      } else if (request.method === 'POST' && contentType === 'application/x-www-form-urlencoded') {
        setRequestParser(async (parsed) => paramsFromSearch(new URLSearchParams(await parsed.text())));
      }
    },
    onParams({ params, setParams }) {
      const checked = requestParams.safeParse(params);
      if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Invalid GraphQL request parameters.');
      if (nestsDeeperThan(checked.data.query, MAX_NESTING, 'graphql')) {
        throw badRequest(`The GraphQL document nests braces, brackets or parentheses more than ${MAX_NESTING} levels deep.`);
      }
      setParams({ ...params, ...withoutNulls(checked.data) });
    },
  };
}

function paramsFromSearch(search: URLSearchParams): GraphQLParams {
  return {
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') || undefined,
    variables: jsonParameter(search.get('variables'), 'variables'),
    extensions: jsonParameter(search.get('extensions'), 'extensions'),
  };
}

function jsonParameter(text: string | null, name: string): Record<string, unknown> | undefined {
  if (!text) return undefined;
  const object = jsonObject(name).safeParse(parseJson(text, `The "${name}" parameter`));
  if (!object.success) throw badRequest(object.error.issues[0]?.message ?? `The "${name}" parameter must be a JSON object.`);
  return object.data ?? undefined;
}

function paramsFromJsonBody(text: string): GraphQLParams {
  const body = parseJson(text, 'The request body');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object with a "query" (batched requests are not supported).');
  }
  return body as GraphQLParams;
}

function parseJson(text: string, what: string): unknown {
  if (nestsDeeperThan(text, MAX_NESTING, 'json')) throw badRequest(`${what} nests JSON more than ${MAX_NESTING} levels deep.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${what} is not valid JSON.`);
  }
}

function withoutNulls(params: z.infer<typeof requestParams>): GraphQLParams {
  return {
    query: params.query,
    operationName: params.operationName ?? undefined,
    variables: params.variables ?? undefined,
    extensions: params.extensions ?? undefined,
  };
}
