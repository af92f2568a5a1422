import { createGraphQLError } from 'graphql-yoga';

/**
 * A request the server refuses before executing anything: HTTP 400 whatever media type the
 * client accepts (`spec: false` keeps yoga from answering 200 to `application/json` clients),
 * with a message that says what to change. Created through yoga so it recognises the error as
 * its own and never masks it.
 */
export function badRequest(message: string, status = 400) {
  return createGraphQLError(message, {
    extensions: { code: status === 413 ? 'REQUEST_ENTITY_TOO_LARGE' : 'BAD_REQUEST', http: { status, spec: false } },
  });
}
